import { createTestDb, type TestDb } from '@taxguide/db/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliverMail, type DeliverySettings } from '../src/deliver';
import { queueMail, type OutgoingMail } from '../src/outbox';
import { renderMail } from '../src/templates';
import { startTestSmtpServer, type TestSmtpServer } from '../src/testing';
import { createSmtpTransport } from '../src/transport';

const brand = { siteName: 'TaxGuide India', siteUrl: 'https://taxguide.example' };
const from = '"TaxGuide India" <no-reply@taxguide.example>';
const quiet = {
  info(o: object, m?: string) {
    if (process.env.DBG) console.log(m, o);
  },
  warn(o: object, m?: string) {
    if (process.env.DBG) console.log(m, o);
  },
};
const fast: DeliverySettings = {
  ratePerMinute: 60_000,
  leaseMs: 2_000,
  retryBaseMs: 50,
  budgetMs: 20_000,
};

function ack(n: number, to = `reader${n}@example.com`): OutgoingMail {
  return {
    idempotencyKey: `test:${n}`,
    kind: 'contact-ack',
    to,
    mail: renderMail(
      { kind: 'contact-ack', name: `Reader ${n}`, subject: 'PAN', message: 'Hello' },
      brand,
    ),
  };
}

let db: TestDb;
let smtp: TestSmtpServer;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  smtp = await startTestSmtpServer();
  await db.db.deleteFrom('mailOutbox').execute();
});
afterEach(async () => {
  await smtp.close();
});

describe('mail delivery', () => {
  it('sends every due message once, with the stored Message-ID, and marks it sent', async () => {
    await queueMail(db.db, { from, smtpConfigured: true }, [ack(1), ack(2), ack(3)]);
    // Queueing a key again keeps the one row.
    await queueMail(db.db, { from, smtpConfigured: true }, [ack(1)]);
    const transport = createSmtpTransport(smtp.url);
    const result = await deliverMail({ db: db.db, transport, settings: fast, log: quiet });
    transport.close();
    expect(result).toMatchObject({ skipped: false, sent: 3, failed: 0 });
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([
      'reader1@example.com',
      'reader2@example.com',
      'reader3@example.com',
    ]);
    const rows = await db.db.selectFrom('mailOutbox').selectAll().orderBy('id').execute();
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    expect(smtp.received.map((m) => m.parsed.messageId).sort()).toEqual(
      rows.map((r) => r.messageId).sort(),
    );
    expect(smtp.received[0]!.parsed.text).toContain('within 24 hours');
    // A second run finds nothing to send.
    const again = await deliverMail({
      db: db.db,
      transport: createSmtpTransport(smtp.url),
      settings: fast,
      log: quiet,
    });
    expect(again.sent).toBe(0);
    expect(smtp.received).toHaveLength(3);
  });

  it('holds messages when no SMTP server is configured, and never sends them', async () => {
    await queueMail(db.db, { from, smtpConfigured: false }, [ack(4)]);
    const transport = createSmtpTransport(smtp.url);
    const result = await deliverMail({ db: db.db, transport, settings: fast, log: quiet });
    transport.close();
    expect(result.sent).toBe(0);
    const row = await db.db.selectFrom('mailOutbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'held', note: 'not sent: no SMTP configured' });
    expect(smtp.received).toHaveLength(0);
  });

  it('retries when the server refuses for a while, then delivers once', async () => {
    smtp.beforeAccept = ({ count }) => (count <= 2 ? 451 : undefined);
    await queueMail(db.db, { from, smtpConfigured: true }, [ack(5)]);
    const transport = createSmtpTransport(smtp.url);
    const result = await deliverMail({ db: db.db, transport, settings: fast, log: quiet });
    transport.close();
    expect(result.sent).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const row = await db.db.selectFrom('mailOutbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, note: null });
  });

  it('retries when the server is not there at all, and delivers when it comes up', async () => {
    await smtp.close();
    await queueMail(db.db, { from, smtpConfigured: true }, [ack(6)]);
    const down = createSmtpTransport(smtp.url);
    const first = await deliverMail({
      db: db.db,
      transport: down,
      settings: { ...fast, retryBaseMs: 60_000, budgetMs: 3_000 },
      log: quiet,
    });
    down.close();
    expect(first).toMatchObject({ sent: 0, retrying: 1 });
    const waiting = await db.db.selectFrom('mailOutbox').selectAll().executeTakeFirstOrThrow();
    expect(waiting.status).toBe('pending');
    expect(waiting.note).toMatch(/ECONNREFUSED|connect/i);
    // The server is back and the retry falls due.
    smtp = await startTestSmtpServer();
    await db.db
      .updateTable('mailOutbox')
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .execute();
    const up = createSmtpTransport(smtp.url);
    const second = await deliverMail({ db: db.db, transport: up, settings: fast, log: quiet });
    up.close();
    expect(second.sent).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('marks a recipient the server refuses for good as failed, without its address in the note', async () => {
    smtp.beforeAccept = () => 550;
    await queueMail(db.db, { from, smtpConfigured: true }, [ack(7, 'nobody@example.com')]);
    const transport = createSmtpTransport(smtp.url);
    const result = await deliverMail({ db: db.db, transport, settings: fast, log: quiet });
    transport.close();
    expect(result.failed).toBe(1);
    const row = await db.db.selectFrom('mailOutbox').selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.note).toMatch(/550/);
    expect(row.note).not.toContain('nobody@example.com');
  });

  it('lets one deliverer run at a time', async () => {
    await queueMail(db.db, { from, smtpConfigured: true }, [ack(8), ack(9)]);
    const a = createSmtpTransport(smtp.url);
    const b = createSmtpTransport(smtp.url);
    const [one, two] = await Promise.all([
      deliverMail({ db: db.db, transport: a, settings: fast, log: quiet, holder: 'a' }),
      deliverMail({ db: db.db, transport: b, settings: fast, log: quiet, holder: 'b' }),
    ]);
    a.close();
    b.close();
    expect([one.skipped, two.skipped].filter(Boolean)).toHaveLength(1);
    expect(one.sent + two.sent).toBe(2);
    expect(smtp.received).toHaveLength(2);
  });

  it('sends a message claimed by a deliverer that died, once its lease has run out', async () => {
    const [id] = await queueMail(db.db, { from, smtpConfigured: true }, [ack(10)]);
    // A deliverer took it and died mid-send: the row is `sending`, its lease is still held.
    await db.db
      .updateTable('mailOutbox')
      .set({ status: 'sending', claimedAt: new Date(), attempts: 1 })
      .where('id', '=', id!)
      .execute();
    await db.db
      .insertInto('appState')
      .values({
        key: 'mail:delivery-lease',
        value: JSON.stringify({
          holder: 'dead',
          until: new Date(Date.now() + 1_500).toISOString(),
        }),
      })
      .execute();
    const transport = createSmtpTransport(smtp.url);
    const early = await deliverMail({ db: db.db, transport, settings: fast, log: quiet });
    expect(early.skipped).toBe(true);
    await new Promise((r) => setTimeout(r, 2_100));
    const late = await deliverMail({ db: db.db, transport, settings: fast, log: quiet });
    transport.close();
    expect(late.sent).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });
});
