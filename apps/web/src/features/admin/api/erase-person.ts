import type { ErasureRequest, ErasureResult } from '@taxguide/contracts/admin';
import { adminRequest } from '../../../lib/admin-fetch';

export const ERASURE_URL = '/api/admin/erasure';

/** POST /api/admin/erasure {email}: deletes that person's records; the server audits it. */
export async function erasePerson(request: ErasureRequest): Promise<ErasureResult> {
  const res = await adminRequest('POST', ERASURE_URL, request);
  return (await res.json()) as ErasureResult;
}
