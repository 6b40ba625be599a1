import type { LeadRequest, LeadSource } from '@taxguide/contracts/forms';
import type { Database } from '@taxguide/db';
import type { Kysely } from 'kysely';
import type { RequestFacts } from './form-route';
import { hasRecentLead, insertLead, lockLeadsOf } from './leads.repository';

/**
 * A PDF download records no second lead when the same visitor (address and IP) already
 * left one this recently: the home signup records its `newsletter_pdf` lead and then
 * downloads, and that is one person in one flow, not two leads. A repeat download later
 * on records a new `pdf_download` lead.
 */
export const PDF_LEAD_WINDOW_MS = 10 * 60 * 1000;

/** An empty optional name means "not given". */
const nameOrNull = (name: string | undefined) => (name && name.length > 0 ? name : null);

/** POST /api/leads: every submission is a lead (one row, one statement). */
export async function recordLead(
  db: Kysely<Database>,
  input: LeadRequest & RequestFacts,
): Promise<void> {
  await insertLead(db, {
    email: input.email,
    source: input.source,
    name: nameOrNull(input.name),
    ip: input.ip,
    userAgent: input.userAgent,
  });
}

export type PdfLeadOutcome = 'recorded' | 'already_recorded';

/**
 * The lead of a PDF download, in one transaction: lock the address, look for a lead of
 * the same visitor within PDF_LEAD_WINDOW_MS, insert one if there is none.
 */
export async function recordPdfDownloadLead(
  db: Kysely<Database>,
  input: { email: string; name?: string | undefined } & RequestFacts,
): Promise<PdfLeadOutcome> {
  const source: LeadSource = 'pdf_download';
  return db.transaction().execute(async (trx) => {
    await lockLeadsOf(trx, input.email);
    if (await hasRecentLead(trx, input.email, input.ip, PDF_LEAD_WINDOW_MS)) {
      return 'already_recorded';
    }
    await insertLead(trx, {
      email: input.email,
      source,
      name: nameOrNull(input.name),
      ip: input.ip,
      userAgent: input.userAgent,
    });
    return 'recorded';
  });
}
