import { ErrorCodes, ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import {
  FormSuccessSchema,
  SubscribeRequestSchema,
  UnsubscribeQuerySchema,
  UnsubscribeResponseSchema,
} from '@taxguide/contracts/forms';
import {
  CHECK_INBOX_MESSAGE,
  ConfirmQuerySchema,
  ConfirmResponseSchema,
  SubscriberEraseRequestSchema,
  SubscriberEraseResponseSchema,
} from '@taxguide/contracts/mail';
import type { Database, ReaderLanguage } from '@taxguide/db';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/errors';
import { FORM_ERROR_RESPONSES, FORM_RATE_LIMIT } from '../../lib/form-route';
import { erasePerson, type ErasureKey } from '../admin';
import type { Mailer } from '../mail';
import { findByUnsubscribeToken } from './newsletter.repository';
import {
  confirmSubscription,
  subscribe,
  unsubscribe,
  type UnsubscribeOutcome,
} from './newsletter.service';

const INVALID_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid. Copy the whole link from the e-mail, or write to us.';

function unsubscribeAnswer(outcome: Exclude<UnsubscribeOutcome, 'unknown_token'>) {
  return {
    success: true as const,
    status: outcome,
    message:
      outcome === 'unsubscribed'
        ? 'You have been unsubscribed and will receive no more newsletters.'
        : 'This address was already unsubscribed; you will receive no more newsletters.',
  };
}

const ROUTE_ERRORS = {
  400: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  410: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
  500: ErrorEnvelopeSchema,
  503: ErrorEnvelopeSchema,
} as const;

/** A one-page HTML answer for the one-click POST and the no-script form (no styles, no scripts). */
function htmlPage(
  title: string,
  text: string,
  siteName: string,
  lang: ReaderLanguage = 'en',
): string {
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const back =
    lang === 'hi'
      ? `<a href="/hi">${escape(siteName)} पर वापस जाएँ</a>`
      : `<a href="/">Back to ${escape(siteName)}</a>`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)} | ${escape(siteName)}</title></head><body><main><h1>${escape(title)}</h1><p>${escape(text)}</p><p>${back}</p></main></body></html>`;
}

/** The one-click answer page in the subscriber's language (the words of the /hi page). */
function unsubscribedPage(
  outcome: Exclude<UnsubscribeOutcome, 'unknown_token'>,
  lang: ReaderLanguage,
): { title: string; text: string } {
  if (lang === 'hi') {
    return outcome === 'unsubscribed'
      ? {
          title: 'आपकी सदस्यता हटा दी गई है',
          text: 'आपकी सदस्यता हटा दी गई है और आपको अब कोई न्यूज़लेटर नहीं मिलेगा।',
        }
      : {
          title: 'आपकी सदस्यता पहले ही हटाई जा चुकी थी',
          text: 'इस पते की सदस्यता पहले ही छोड़ी जा चुकी थी; आपको अब कोई न्यूज़लेटर नहीं मिलेगा।',
        };
  }
  return {
    title:
      outcome === 'unsubscribed' ? 'You have been unsubscribed' : 'You were already unsubscribed',
    text: unsubscribeAnswer(outcome).message,
  };
}

/**
 * The newsletter: sign-up (double opt-in), confirmation, unsubscribe (the spec's GET, a JSON
 * POST for the page's button, and the RFC 8058 one-click POST the mail's List-Unsubscribe header
 * names) and erasure from the mail's link (docs/mail.md).
 */
export const newsletterRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  mailer: Mailer;
  erasureKey: ErasureKey;
  clock: () => Date;
}> = async (app, { db, mailer, erasureKey, clock }) => {
  app.post(
    '/api/newsletter/subscribe',
    {
      schema: {
        tags: ['forms'],
        summary:
          'Subscribe an e-mail address: a confirmation mail is sent and the address stays pending until its link is opened',
        body: SubscribeRequestSchema,
        response: { 200: FormSuccessSchema, ...FORM_ERROR_RESPONSES },
      },
      config: { rateLimit: FORM_RATE_LIMIT },
    },
    async (request) => {
      await subscribe(db, mailer, request.body, clock());
      return { success: true as const, message: CHECK_INBOX_MESSAGE };
    },
  );

  app.get(
    '/api/newsletter/confirm',
    {
      schema: {
        tags: ['forms'],
        summary: 'Confirm a subscription with the token of the confirmation link (idempotent)',
        querystring: ConfirmQuerySchema,
        response: { 200: ConfirmResponseSchema, ...ROUTE_ERRORS },
      },
      config: { rateLimit: FORM_RATE_LIMIT },
      // The URL carries the token: keep it out of the request log lines (info level).
      logLevel: 'warn',
    },
    async (request) => {
      const outcome = await confirmSubscription(db, request.query.token, clock());
      if (outcome === 'unknown_token') {
        throw notFound(
          'This confirmation link is not valid. Copy the whole link from the e-mail, or subscribe again.',
        );
      }
      if (outcome === 'expired') {
        throw new AppError(
          410,
          ErrorCodes.gone,
          'This confirmation link has expired (links work for 7 days). Subscribe again and we will send a new one.',
        );
      }
      return {
        success: true as const,
        status: outcome,
        message:
          outcome === 'confirmed'
            ? 'Your subscription is confirmed. Our next newsletter will reach your inbox.'
            : 'Your subscription was already confirmed; nothing more to do.',
      };
    },
  );

  const unsubscribeSchema = {
    tags: ['forms'],
    querystring: UnsubscribeQuerySchema,
    response: { 200: UnsubscribeResponseSchema, ...ROUTE_ERRORS },
  };

  app.get(
    '/api/newsletter/unsubscribe',
    {
      schema: {
        ...unsubscribeSchema,
        summary: 'Unsubscribe with the token of an unsubscribe link (idempotent)',
      },
      logLevel: 'warn',
    },
    async (request) => {
      const outcome = await unsubscribe(db, request.query.token);
      if (outcome === 'unknown_token') throw notFound(INVALID_UNSUBSCRIBE_LINK);
      return unsubscribeAnswer(outcome);
    },
  );

  // The unsubscribe POSTs, in their own scope: mail clients send the RFC 8058 one-click POST
  // as a form, whose body carries nothing we need; every other route still refuses forms.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, _body, done) => done(null, {}),
    );
    scope.post(
      '/api/newsletter/unsubscribe',
      {
        schema: {
          ...unsubscribeSchema,
          summary: 'Unsubscribe (the page\u2019s button, and RFC 8058 one-click): idempotent',
          body: z.object({}).passthrough().nullish(),
        },
        config: { rateLimit: FORM_RATE_LIMIT },
        logLevel: 'warn',
      },
      async (request) => {
        const outcome = await unsubscribe(db, request.query.token);
        if (outcome === 'unknown_token') throw notFound(INVALID_UNSUBSCRIBE_LINK);
        return unsubscribeAnswer(outcome);
      },
    );

    // The List-Unsubscribe address is the page itself: a GET (a mail scanner opening the link)
    // only shows the page and its button; a POST to the same address unsubscribes (RFC 8058).
    scope.post(
      '/newsletter/unsubscribe',
      {
        schema: { hide: true, querystring: UnsubscribeQuerySchema },
        config: { rateLimit: FORM_RATE_LIMIT },
        logLevel: 'warn',
        // A person posting the page's form gets a page; any other client gets the envelope.
        errorHandler(error, request, reply) {
          const status = (error as { statusCode?: number }).statusCode;
          const wantsHtml = String(request.headers.accept ?? '').includes('text/html');
          if (wantsHtml && (status === 400 || status === 404)) {
            return reply
              .code(status)
              .header('cache-control', 'no-store')
              .type('text/html; charset=utf-8')
              .send(htmlPage('Link not valid', INVALID_UNSUBSCRIBE_LINK, mailer.brand.siteName));
          }
          return scope.errorHandler(error, request, reply);
        },
      },
      async (request, reply) => {
        const outcome = await unsubscribe(db, request.query.token);
        if (outcome === 'unknown_token') throw notFound(INVALID_UNSUBSCRIBE_LINK);
        // The page a person sees after one click speaks the language they subscribed in.
        const subscriber = await findByUnsubscribeToken(db, request.query.token);
        const lang = subscriber?.language ?? 'en';
        const page = unsubscribedPage(outcome, lang);
        return reply
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(htmlPage(page.title, page.text, mailer.brand.siteName, lang));
      },
    );
  });

  app.post(
    '/api/newsletter/erase',
    {
      schema: {
        tags: ['forms'],
        summary:
          'Erase every record of the address an unsubscribe link belongs to (DPDP Act 2023), with the link\u2019s token',
        body: SubscriberEraseRequestSchema,
        response: { 200: SubscriberEraseResponseSchema, ...ROUTE_ERRORS },
      },
      config: { rateLimit: FORM_RATE_LIMIT },
    },
    async (request) => {
      const subscriber = await findByUnsubscribeToken(db, request.body.token);
      if (!subscriber) throw notFound(INVALID_UNSUBSCRIBE_LINK);
      await erasePerson(db, {
        email: subscriber.email,
        actor: 'subscriber (unsubscribe link)',
        requestId: request.id,
        key: erasureKey,
        now: clock(),
      });
      return {
        success: true as const,
        message:
          'Everything we held about this address (subscription, sign-ups, messages and mails) has been deleted. This link no longer works.',
      };
    },
  );
};
