import type { LeadRequest, LeadSource } from '@taxguide/contracts/forms';
import type { Database } from '@taxguide/db';
import type { Kysely } from 'kysely';
import type { RequestFacts } from '../../lib/form-route';
import { hasLeadToday, insertLead, lockLeadsOf } from './leads.repository';

/**
 * One rule for every lead: at most one lead per address and source per India day (the day
 * the admin "Today" counts). A repeat the same day is accepted and stores nothing new.
 */
export type LeadOutcome = 'recorded' | 'already_recorded';

/**
 * The home signup records its `newsletter_pdf` lead and then downloads the guide: that
 * download is part of the signup, so a `pdf_download` lead is not added when the address
 * already has either lead today.
 */
const SAME_DAY_SOURCES: Record<LeadSource, readonly LeadSource[]> = {
  newsletter_pdf: ['newsletter_pdf'],
  pdf_download: ['pdf_download', 'newsletter_pdf'],
};

/** An empty optional name means "not given". */
const nameOrNull = (name: string | undefined) => (name && name.length > 0 ? name : null);

/**
 * Records a lead unless the rule above says it is already there, in one transaction: lock
 * the address, look for today's lead, insert one if there is none.
 */
async function recordOncePerDay(
  db: Kysely<Database>,
  source: LeadSource,
  input: { email: string; name?: string | undefined } & RequestFacts,
): Promise<LeadOutcome> {
  return db.transaction().execute(async (trx) => {
    await lockLeadsOf(trx, input.email);
    if (await hasLeadToday(trx, input.email, SAME_DAY_SOURCES[source])) return 'already_recorded';
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

/** POST /api/leads: the lead of the home PDF signup (or of the source the caller names). */
export async function recordLead(
  db: Kysely<Database>,
  input: LeadRequest & RequestFacts,
): Promise<LeadOutcome> {
  return recordOncePerDay(db, input.source, input);
}

/** POST /api/pdf/download: the lead of a PDF download. */
export async function recordPdfDownloadLead(
  db: Kysely<Database>,
  input: { email: string; name?: string | undefined } & RequestFacts,
): Promise<LeadOutcome> {
  return recordOncePerDay(db, 'pdf_download', input);
}
