import type { PdfDownloadRequest } from '@taxguide/contracts/forms';
import { apiRequest } from '../../../lib/api-client';
import { attachmentFilename, type DownloadedFile } from '../../../lib/save-file';

export const PDF_DOWNLOAD_URL = '/api/pdf/download';

/** "<Brand>-50-Key-Tax-Sections.pdf", should the answer not name the file. */
export function fallbackGuideFilename(siteName: string): string {
  const brand = siteName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return `${brand || 'Tax-Guide'}-50-Key-Tax-Sections.pdf`;
}

/**
 * POST /api/pdf/download: {email} from the home signup, {email, name} from the PDF
 * page. Answers the PDF and the name the server gave it (the site's brand).
 */
export async function downloadGuide(
  request: PdfDownloadRequest,
  siteName: string,
): Promise<DownloadedFile> {
  const res = await apiRequest('POST', PDF_DOWNLOAD_URL, request);
  const filename =
    attachmentFilename(res.headers.get('content-disposition')) ?? fallbackGuideFilename(siteName);
  return { blob: await res.blob(), filename };
}
