import type { ContactReply, ContactThread, MailStatus } from '@taxguide/contracts/mail';
import type { Database } from '@taxguide/db';
import type { Kysely } from 'kysely';
import { notFound } from '../../lib/errors';
import type { Mailer } from './mailer';

/**
 * The admin's reply to a contact message: the reply is kept in the thread, mailed to the sender
 * through the outbox and the message marked "replied", all in one transaction.
 */
export async function replyToContactMessage(
  db: Kysely<Database>,
  mailer: Mailer,
  contactMessageId: number,
  message: string,
): Promise<ContactReply> {
  const saved = await db.transaction().execute(async (trx) => {
    const original = await trx
      .selectFrom('contactMessages')
      .select(['id', 'name', 'email', 'subject', 'message', 'language'])
      .where('id', '=', contactMessageId)
      .forUpdate()
      .executeTakeFirst();
    if (!original) throw notFound(`There is no contact message ${contactMessageId}`);
    const reply = await trx
      .insertInto('contactReplies')
      .values({ contactMessageId, message, outboxId: null })
      .returning(['id', 'createdAt'])
      .executeTakeFirstOrThrow();
    const [outboxId] = await mailer.queue(trx, [
      {
        idempotencyKey: `contact-reply:${reply.id}`,
        kind: 'contact-reply',
        to: original.email,
        contactMessageId,
        mail: mailer.render({
          kind: 'contact-reply',
          name: original.name,
          subject: original.subject,
          originalMessage: original.message,
          reply: message,
          // The sender's language (that of the page they wrote from); the reply is sent as written.
          lang: original.language,
        }),
      },
    ]);
    await trx
      .updateTable('contactReplies')
      .set({ outboxId: outboxId! })
      .where('id', '=', reply.id)
      .execute();
    await trx
      .updateTable('contactMessages')
      .set({ status: 'replied', updatedAt: new Date() })
      .where('id', '=', contactMessageId)
      .execute();
    return { id: reply.id, createdAt: reply.createdAt };
  });
  mailer.kick('contact reply');
  return {
    id: saved.id,
    message,
    mailStatus: mailer.smtpConfigured ? 'pending' : 'held',
    createdAt: saved.createdAt.toISOString(),
  };
}

export async function contactThread(
  db: Kysely<Database>,
  contactMessageId: number,
): Promise<ContactThread> {
  const exists = await db
    .selectFrom('contactMessages')
    .select('id')
    .where('id', '=', contactMessageId)
    .executeTakeFirst();
  if (!exists) throw notFound(`There is no contact message ${contactMessageId}`);
  const rows = await db
    .selectFrom('contactReplies as r')
    .leftJoin('mailOutbox as m', 'm.id', 'r.outboxId')
    .select(['r.id', 'r.message', 'r.createdAt', 'm.status'])
    .where('r.contactMessageId', '=', contactMessageId)
    .orderBy('r.id')
    .execute();
  return {
    id: contactMessageId,
    replies: rows.map((r) => ({
      id: r.id,
      message: r.message,
      mailStatus: (r.status ?? 'failed') as MailStatus,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
