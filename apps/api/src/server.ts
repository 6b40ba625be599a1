/**
 * The process shell: reads the configuration, opens the database, Redis and the
 * job runner, builds the app and owns the port. On SIGTERM/SIGINT it stops
 * accepting connections, lets in-flight requests finish, closes the queue, Redis
 * and the database, and exits (forced after 5 s).
 */
import { join } from 'node:path';
import { createDb, seedContent } from '@taxguide/db';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app';
import { EnvError, EXAMPLE_CONTACT_EMAIL, loadConfig, type AppConfig } from './env';
import { jobRunnerFor, type JobRunner } from './infra/jobs';
import { createRedisClient } from './infra/redis';
import { resolveAdminSecrets } from './infra/secrets';
import { loggerOptions } from './lib/logger';
import type { SiteConfig } from '@taxguide/contracts/ssr';
import { createDevRenderer, createProductionRenderer } from './ssr/renderer';

export const SHUTDOWN_GRACE_MS = 5_000;

function publicSite(config: AppConfig): SiteConfig {
  return {
    siteName: config.siteName,
    siteUrl: config.siteUrl,
    social: config.social,
    contactEmail: config.contactEmail,
    grievanceOfficer: config.grievanceOfficer,
  };
}

async function main() {
  const devMode = process.argv.includes('--dev');
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Asynchronous writes keep logging off the request path; flushed on shutdown.
  const log = pino(loggerOptions(config) as pino.LoggerOptions, pino.destination({ sync: false }));
  const startedAt = performance.now();
  // May generate the admin password (printed once to stdout, never logged) and the JWT secret.
  const auth = await resolveAdminSecrets(config);

  const db = await createDb({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'pglite'),
  });
  const seeded = await seedContent(db.db);
  log.info({ sections: seeded.sections, guides: seeded.guides }, 'content seeded');
  const redis = config.redisUrl ? createRedisClient(config.redisUrl) : undefined;
  const jobContext = { db: db.db, log, now: () => new Date() };
  const jobs: JobRunner = jobRunnerFor(config, jobContext);
  const site = publicSite(config);
  const pages = devMode
    ? await createDevRenderer(site)
    : await createProductionRenderer(site, config.webDistDir);

  const app = await buildApp({ config, db, redis, jobs, pages, loggerInstance: log, auth });

  closeWithGrace({ delay: SHUTDOWN_GRACE_MS, logger: log }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'shutting down after an error');
    else log.info({ signal }, 'shutting down');
    await app.close();
    await pages.close();
    await jobs.close();
    if (redis) await redis.quit().catch(() => redis.disconnect());
    await db.close();
    log.flush();
  });

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost =
    config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  log.info(
    {
      database:
        db.kind === 'pglite' ? `embedded PGlite in ${join(config.dataDir, 'pglite')}` : 'Postgres',
      jobs: jobs.mode,
      explainer: config.openai ? 'model' : 'offline',
      startupMs: Math.round(performance.now() - startedAt),
    },
    `${config.siteName} is ready at http://${shownHost}:${port}`,
  );
  if (config.databaseUrl && config.contactEmail === EXAMPLE_CONTACT_EMAIL) {
    log.warn(
      `CONTACT_EMAIL is the example address ${EXAMPLE_CONTACT_EMAIL}: the contact and legal pages show it to visitors; set your own`,
    );
  }
  if (!config.mail.smtpUrl) {
    log.info(
      `No SMTP_URL: e-mails are kept in the outbox, not sent; read them (and follow their links) in the admin dashboard's Mail tab at http://${shownHost}:${port}/admin`,
    );
  }
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
