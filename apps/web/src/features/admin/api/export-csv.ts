import type { AdminExportList } from '@taxguide/contracts/admin';
import { attachmentFilename, saveFile } from '../../../lib/save-file';
import { adminRequest } from '../../../lib/admin-fetch';

/** GET /api/admin/export/<list>.csv (admin token), filtered by q like the list. */
export function exportUrl(list: AdminExportList, q: string): string {
  const search = q.trim() ? `?${new URLSearchParams({ q: q.trim() }).toString()}` : '';
  return `/api/admin/export/${list}.csv${search}`;
}

/**
 * Downloads the CSV with the bearer token (a plain link could not send it) and saves it under
 * the name the server gave. Returns that name.
 */
export async function downloadCsv(list: AdminExportList, q: string): Promise<string> {
  const res = await adminRequest('GET', exportUrl(list, q));
  const filename = attachmentFilename(res.headers.get('content-disposition')) ?? `${list}.csv`;
  saveFile({ blob: await res.blob(), filename });
  return filename;
}
