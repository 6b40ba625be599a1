import { deliverMail, type DeliveryDeps, type DeliverySettings } from '@taxguide/mail';
import { z } from 'zod';
import { defineJob, PermanentJobError } from '../job';

/** What the delivery job needs: the SMTP transport and the pace (docs/mail.md). */
export interface MailDelivery {
  transport: DeliveryDeps['transport'];
  settings: DeliverySettings;
}

export const DELIVER_MAIL_JOB = 'deliver-mail';
/** The sweep that sends what is due (retries, anything queued while the queue was down). */
export const MAIL_SWEEP_SCHEDULER_ID = 'mail-sweep';
export const MAIL_SWEEP_EVERY_MS = 60_000;

/**
 * Sends the outbox's due messages. Started after every commit that queues mail and by the
 * minute sweep; runs that find another deliverer at work end at once. Not recorded in
 * agent_runs: it runs every minute and has its own record, the outbox.
 */
export const deliverMailJob = defineJob({
  name: DELIVER_MAIL_JOB,
  record: false,
  payload: z.object({ reason: z.string().max(100).optional() }).strict(),
  async process(_payload, { db, log, mail }) {
    if (!mail) {
      throw new PermanentJobError(
        'deliver-mail needs SMTP_URL where the job runs (the worker, or the API without Redis)',
      );
    }
    return deliverMail({ db, transport: mail.transport, settings: mail.settings, log });
  },
});
