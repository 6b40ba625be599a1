/**
 * The API's side of e-mail: writes messages to the outbox inside the caller's transaction, then
 * starts the delivery job once the transaction has committed. With Redis the job runs on the
 * workers; without Redis the API runs it in-process with its own SMTP transport and a minute
 * sweep for retries. Without SMTP_URL nothing is sent: messages are held for the Mail tab
 * (docs/mail.md).
 */
import { DELIVER_MAIL_JOB, MAIL_SWEEP_EVERY_MS } from '@taxguide/agent/jobs/deliver-mail';
import type { Database } from '@taxguide/db';
import {
  createSmtpTransport,
  queueMail,
  renderMail,
  type Brand,
  type MailTemplateData,
  type OutgoingMail,
  type RenderedMail,
} from '@taxguide/mail';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../env';
import type { JobRunner } from '../../infra/jobs';

export interface Mailer {
  readonly smtpConfigured: boolean;
  readonly brand: Brand;
  render(data: MailTemplateData): RenderedMail;
  /** Writes messages to the outbox; call inside the transaction of their cause. */
  queue(db: Kysely<Database>, messages: readonly OutgoingMail[]): Promise<number[]>;
  /** After the commit: start delivery. Never throws; the sweep catches up on a failure. */
  kick(reason: string): void;
  close(): Promise<void>;
}

export function createMailer(deps: {
  config: Pick<AppConfig, 'mail' | 'siteName' | 'siteUrl'>;
  jobs: JobRunner;
  log: FastifyBaseLogger;
}): Mailer {
  const { config, jobs, log } = deps;
  const smtpConfigured = Boolean(config.mail.smtpUrl);
  const brand: Brand = { siteName: config.siteName, siteUrl: config.siteUrl };
  const settings = { from: config.mail.from, smtpConfigured };

  // In-process mode sends from this process; with Redis the workers do.
  let sweep: NodeJS.Timeout | undefined;
  let transport: ReturnType<typeof createSmtpTransport> | undefined;
  if (smtpConfigured && jobs.mode === 'in-process') {
    transport = createSmtpTransport(config.mail.smtpUrl!);
    jobs.provide({ mail: { transport, settings: config.mail.delivery } });
    sweep = setInterval(() => mailer.kick('sweep'), MAIL_SWEEP_EVERY_MS);
    sweep.unref();
  }

  const mailer: Mailer = {
    smtpConfigured,
    brand,
    render: (data) => renderMail(data, brand),
    queue: (db, messages) => queueMail(db, settings, messages),
    kick(reason) {
      if (!smtpConfigured) return;
      jobs
        .enqueue(DELIVER_MAIL_JOB, { reason })
        .catch((error: unknown) =>
          log.warn({ err: error }, 'could not start mail delivery now; the sweep will send it'),
        );
    },
    async close() {
      if (sweep) clearInterval(sweep);
      transport?.close();
    },
  };
  return mailer;
}
