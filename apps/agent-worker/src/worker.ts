/**
 * The agent worker process: consumes the BullMQ queue with the processors of
 * packages/agent and registers the weekly maintenance schedule (once, however many
 * workers start). On SIGTERM/SIGINT it stops taking jobs, lets the active ones
 * finish, closes Redis and the database, and exits.
 */
import { createHttpPageSource } from '@taxguide/agent/page-source';
import { redisConnectionOptions } from '@taxguide/agent/redis-options';
import { createLlmClient } from '@taxguide/ai';
import { createSmtpTransport } from '@taxguide/mail';
import { createDb } from '@taxguide/db';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { registerMailSweep, registerMaintenanceSchedule, startConsumer } from './consumer';
import { loadWorkerConfig } from './env';

// Long enough for an active job (content generation, an SEO crawl) to finish.
const SHUTDOWN_GRACE_MS = 30_000;

async function main() {
  const config = loadWorkerConfig();
  const log = pino({ level: config.logLevel });
  const db = await createDb({ databaseUrl: config.databaseUrl });
  const connection = redisConnectionOptions(config.redisUrl);
  const transport = config.mail ? createSmtpTransport(config.mail.smtpUrl) : undefined;
  const worker = startConsumer({
    connection,
    context: {
      db: db.db,
      log,
      now: () => new Date(),
      pages: createHttpPageSource(config.fetchUrl, { internalToken: config.internalApiToken }),
      siteUrl: config.siteUrl,
      llm: config.openai ? createLlmClient(config.openai) : undefined,
      mail: transport && config.mail ? { transport, settings: config.mail.delivery } : undefined,
    },
    concurrency: config.concurrency,
    lockDuration: config.lockDurationMs,
    stalledInterval: config.stalledIntervalMs,
    queueName: config.queueName,
    prefix: config.redisPrefix,
  });
  await worker.waitUntilReady();
  const next = await registerMaintenanceSchedule(connection, worker.name, config.redisPrefix);
  if (transport) await registerMailSweep(connection, worker.name, config.redisPrefix);
  log.info(
    {
      queue: worker.name,
      prefix: config.redisPrefix,
      concurrency: config.concurrency,
      nextMaintenance: next?.toISOString(),
      mail: transport ? 'sending through SMTP_URL' : 'no SMTP_URL: this worker sends no mail',
    },
    'agent worker ready',
  );

  closeWithGrace({ delay: SHUTDOWN_GRACE_MS, logger: log }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'worker stopping after an error');
    else log.info({ signal }, 'worker stopping');
    await worker.close();
    transport?.close();
    await db.close();
    log.info('worker stopped');
  });
}

main().catch((error: unknown) => {
  console.error('Worker failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
