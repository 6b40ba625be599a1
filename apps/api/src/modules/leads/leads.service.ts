import type { FormLang, LeadRequest, LeadSource } from '@taxguide/contracts/forms';
import type { Database } from '@taxguide/db';
import type { Kysely } from 'kysely';
import type { RequestFacts } from '../../lib/form-route';
import { insertLead, leadToday, lockLeadsOf, setLeadLanguage } from './leads.repository';

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

type LeadInput = {
  email: string;
  name?: string | undefined;
  lang?: FormLang | undefined;
} & RequestFacts;

/**
 * Records a lead unless the rule above says it is already there, in one transaction: lock
 * the address, look for today's lead, insert one if there is none. The lead keeps the page's
 * language; a repeat the same day moves today's lead to the latest one (docs/i18n.md).
 */
async function recordOncePerDay(
  db: Kysely<Database>,
  source: LeadSource,
  input: LeadInput,
): Promise<LeadOutcome> {
  const language = input.lang ?? 'en';
  return db.transaction().execute(async (trx) => {
    await lockLeadsOf(trx, input.email);
    const existing = await leadToday(trx, input.email, SAME_DAY_SOURCES[source]);
    if (existing !== undefined) {
      await setLeadLanguage(trx, existing, language);
      return 'already_recorded';
    }
    await insertLead(trx, {
      email: input.email,
      source,
      name: nameOrNull(input.name),
      ip: input.ip,
      userAgent: input.userAgent,
      language,
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
  input: LeadInput,
): Promise<LeadOutcome> {
  return recordOncePerDay(db, 'pdf_download', input);
}
