import { PdfDownloadRequestSchema } from '@taxguide/contracts/forms';
import type { Database } from '@taxguide/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { FORM_ERROR_RESPONSES, FORM_RATE_LIMIT, requestFacts } from '../../lib/form-route';
import { recordPdfDownloadLead } from '../leads';
import type { PdfGuideService } from './pdf.service';

/** POST /api/pdf/download: the guide of key sections, released against an e-mail address. */
export const pdfRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  guide: PdfGuideService;
}> = async (app, { db, guide }) => {
  app.post(
    '/api/pdf/download',
    {
      schema: {
        tags: ['forms'],
        summary: 'Download the PDF guide of 50 key tax sections (records a pdf_download lead)',
        description:
          'Records a lead with source pdf_download, at most one per address per India day (Asia/Kolkata), and none when the address signed up on the home page that day (that signup records its newsletter_pdf lead just before it downloads). Answers the PDF as an attachment.',
        body: PdfDownloadRequestSchema,
        response: {
          200: {
            description: 'The PDF file, as an attachment named after the site',
            content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
          },
          ...FORM_ERROR_RESPONSES,
        },
      },
      config: { rateLimit: FORM_RATE_LIMIT },
    },
    async (request, reply) => {
      // Build (or fetch) the file first: a download that cannot be served records nothing.
      const file = await guide.get();
      await recordPdfDownloadLead(db, { ...request.body, ...requestFacts(request) });
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'no-store')
          // Binary, sent as is (no serializer runs for a Buffer); OpenAPI calls it a binary string.
          .send(file.bytes as unknown as string)
      );
    },
  );
};
