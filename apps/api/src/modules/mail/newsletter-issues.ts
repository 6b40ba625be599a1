/**
 * Newsletter issues: the admin writes one in Markdown, previews it as the mail, sends a test to
 * one address, then sends it to every active subscriber. Sending writes one outbox row per
 * subscriber in a single transaction (keyed by issue and subscriber, so a repeated send adds
 * nobody twice) and the delivery job works through them at MAIL_RATE_PER_MINUTE; a crash loses
 * nothing, since what is not sent yet is still in the outbox (docs/mail.md).
 */
import { randomUUID } from 'node:crypto';
import type { IssueDraft, IssuePreview, IssueRecord, IssueStatus } from '@taxguide/contracts/mail';
import type { Database, NewsletterIssueRow, ReaderLanguage } from '@taxguide/db';
import type { OutgoingMail } from '@taxguide/mail';
import type { Kysely } from 'kysely';
import { AppError, notFound } from '../../lib/errors';
import { ErrorCodes } from '@taxguide/contracts/errors';
import { unsubscribeUrl } from '../../lib/newsletter-links';
import type { Mailer } from './mailer';
import { activeSubscribersAfter, issueCounts } from './mail.repository';

const TOKEN_SLOT = '__UNSUBSCRIBE_TOKEN__';
const SEND_PAGE = 500;

function toRecord(row: NewsletterIssueRow, counts: IssueRecord['counts']): IssueRecord {
  return {
    id: row.id,
    subject: row.subject,
    markdown: row.markdown,
    status: row.status as IssueStatus,
    counts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}

/** An issue that was sending and has nothing left to send is sent. */
async function settle(db: Kysely<Database>, rows: NewsletterIssueRow[]): Promise<IssueRecord[]> {
  const counts = await issueCounts(
    db,
    rows.map((r) => r.id),
  );
  return Promise.all(
    rows.map(async (row) => {
      const c = counts.get(row.id)!;
      if (row.status === 'sending' && c.pending === 0) {
        const updated = await db
          .updateTable('newsletterIssues')
          .set({ status: 'sent', sentAt: new Date() })
          .where('id', '=', row.id)
          .where('status', '=', 'sending')
          .returningAll()
          .executeTakeFirst();
        return toRecord(updated ?? row, c);
      }
      return toRecord(row, c);
    }),
  );
}

export function createIssueService(db: Kysely<Database>, mailer: Mailer) {
  const render = (
    draft: IssueDraft,
    token: string,
    kind: 'newsletter-issue' | 'newsletter-test',
    lang: ReaderLanguage = 'en',
  ) =>
    mailer.render({
      kind,
      subject: draft.subject,
      markdown: draft.markdown,
      unsubscribeUrl: unsubscribeUrl(mailer.brand.siteUrl, token, lang),
      lang,
    });

  const get = async (id: number) => {
    const row = await db
      .selectFrom('newsletterIssues')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(`There is no newsletter issue ${id}`);
    return row;
  };

  return {
    async list(): Promise<IssueRecord[]> {
      const rows = await db
        .selectFrom('newsletterIssues')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(100)
        .execute();
      return settle(db, rows);
    },

    async get(id: number): Promise<IssueRecord> {
      return (await settle(db, [await get(id)]))[0]!;
    },

    async create(draft: IssueDraft): Promise<IssueRecord> {
      const row = await db
        .insertInto('newsletterIssues')
        .values(draft)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRecord(row, { recipients: 0, pending: 0, sent: 0, failed: 0 });
    },

    async update(id: number, draft: IssueDraft): Promise<IssueRecord> {
      const row = await db
        .updateTable('newsletterIssues')
        .set({ ...draft, updatedAt: new Date() })
        .where('id', '=', id)
        .where('status', '=', 'draft')
        .returningAll()
        .executeTakeFirst();
      if (!row) {
        await get(id);
        throw new AppError(
          409,
          ErrorCodes.conflict,
          'This issue has been sent; it can no longer be edited. Write a new one.',
        );
      }
      return toRecord(row, { recipients: 0, pending: 0, sent: 0, failed: 0 });
    },

    /** The mail as a subscriber will see it, with a sample unsubscribe link. */
    preview(draft: IssueDraft): IssuePreview {
      return render(draft, 'sample-link', 'newsletter-issue');
    },

    /** One test mail to one address, marked [Test]; a new message each time. */
    async sendTest(id: number, email: string): Promise<void> {
      const issue = await get(id);
      await mailer.queue(db, [
        {
          idempotencyKey: `newsletter-test:${id}:${randomUUID()}`,
          kind: 'newsletter-test',
          to: email,
          issueId: id,
          mail: render(issue, 'sample-link', 'newsletter-test'),
        },
      ]);
      mailer.kick('newsletter test');
    },

    /** Sends the issue to every active subscriber; sending it again adds nobody twice. */
    async send(id: number): Promise<IssueRecord> {
      await db.transaction().execute(async (trx) => {
        const issue = await trx
          .selectFrom('newsletterIssues')
          .selectAll()
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!issue) throw notFound(`There is no newsletter issue ${id}`);
        if (issue.status !== 'draft') return;
        // Rendered once per language (the issue as written, the footer and the unsubscribe page
        // in the subscriber's); each subscriber's own unsubscribe token fills the slot.
        const templates = {
          en: render(issue, TOKEN_SLOT, 'newsletter-issue', 'en'),
          hi: render(issue, TOKEN_SLOT, 'newsletter-issue', 'hi'),
        };
        let after = 0;
        for (;;) {
          const page = await activeSubscribersAfter(trx, after, SEND_PAGE);
          if (page.length === 0) break;
          after = page[page.length - 1]!.id;
          const mails: OutgoingMail[] = page.map((s) => {
            const fill = (v: string) => v.split(TOKEN_SLOT).join(s.unsubscribeToken);
            const template = templates[s.language];
            return {
              idempotencyKey: `newsletter-issue:${id}:${s.id}`,
              kind: 'newsletter-issue',
              to: s.email,
              issueId: id,
              headers: {
                // RFC 2369 and RFC 8058: mail clients offer "unsubscribe" and POST to the link.
                'List-Unsubscribe': `<${unsubscribeUrl(mailer.brand.siteUrl, s.unsubscribeToken)}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
              mail: {
                subject: template.subject,
                html: fill(template.html),
                text: fill(template.text),
              },
            };
          });
          await mailer.queue(trx, mails);
        }
        await trx
          .updateTable('newsletterIssues')
          .set({ status: 'sending', updatedAt: new Date() })
          .where('id', '=', id)
          .execute();
      });
      mailer.kick('newsletter issue');
      return (await settle(db, [await get(id)]))[0]!;
    },
  };
}

export type IssueService = ReturnType<typeof createIssueService>;
