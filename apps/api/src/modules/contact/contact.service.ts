import type { ContactRequest } from '@taxguide/contracts/forms';
import { CONTACT_ACKS_PER_DAY } from '@taxguide/contracts/mail';
import type { Database } from '@taxguide/db';
import type { OutgoingMail } from '@taxguide/mail';
import type { Kysely } from 'kysely';
import type { RequestFacts } from '../../lib/form-route';
import { mailsToAddressToday, type Mailer } from '../mail';
import { insertContactMessage } from './contact.repository';

export interface ContactMailSettings {
  /** CONTACT_NOTIFY_EMAIL: told of every new message; nobody when unset. */
  notifyEmail: string | undefined;
  /** Where the notification's button leads. */
  adminUrl: string;
}

/**
 * Stores a contact message with status "new" for the admin inbox and, in the same transaction,
 * queues the sender's acknowledgement (at most CONTACT_ACKS_PER_DAY to one address a day, so the
 * form cannot flood someone else's inbox) and the team's notification (Reply-To: the sender).
 */
export async function submitContactMessage(
  db: Kysely<Database>,
  mailer: Mailer,
  settings: ContactMailSettings,
  input: ContactRequest & RequestFacts,
): Promise<void> {
  // Kept with the message, so the admin's later replies are written in it too (docs/i18n.md).
  const { lang = 'en', ...message } = input;
  const queued = await db.transaction().execute(async (trx) => {
    const id = await insertContactMessage(trx, { ...message, language: lang });
    const mails: OutgoingMail[] = [];
    if ((await mailsToAddressToday(trx, input.email, 'contact-ack')) < CONTACT_ACKS_PER_DAY) {
      mails.push({
        idempotencyKey: `contact-ack:${id}`,
        kind: 'contact-ack',
        to: input.email,
        contactMessageId: id,
        mail: mailer.render({
          kind: 'contact-ack',
          name: input.name,
          subject: input.subject,
          message: input.message,
          lang,
        }),
      });
    }
    if (settings.notifyEmail) {
      mails.push({
        idempotencyKey: `contact-notify:${id}`,
        kind: 'contact-notify',
        to: settings.notifyEmail,
        contactMessageId: id,
        headers: { 'Reply-To': input.email },
        mail: mailer.render({
          kind: 'contact-notify',
          name: input.name,
          email: input.email,
          subject: input.subject,
          category: input.category,
          message: input.message,
          adminUrl: settings.adminUrl,
          senderLang: lang,
        }),
      });
    }
    if (mails.length > 0) await mailer.queue(trx, mails);
    return mails.length;
  });
  if (queued > 0) mailer.kick('contact message');
}
