/**
 * Wires the AI agent into the app: its routes, and in the embedded mode (no REDIS_URL) what the
 * in-process job runner's processors need: our own site through `app.inject` (the SEO audit and
 * the site-rank search read the server-rendered pages exactly as a visitor gets them), the model
 * when configured, the PDF guide to rebuild when the content changes, and the weekly cron.
 */
import type { PageSource } from '@taxguide/agent/page-source';
import { createLlmClient } from '@taxguide/ai';
import type { DbHandle } from '@taxguide/db';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../env';
import { injectInternal } from '../../infra/internal-calls';
import type { JobRunner } from '../../infra/jobs';
import type { PdfGuideService } from '../pdf';
import { agentRoutes } from './agent.routes';
import { createAgentService } from './agent.service';

export interface AgentModuleDeps {
  config: AppConfig;
  db: DbHandle;
  jobs: JobRunner;
  clock: () => Date;
  pdfGuide: PdfGuideService;
}

/** Our own pages, answered by the app itself (no port, no network). */
export function injectPageSource(app: FastifyInstance): PageSource {
  return {
    async get(path) {
      const res = await injectInternal(app, { method: 'GET', url: path });
      const type = res.headers['content-type'];
      return {
        status: res.statusCode,
        contentType: String(Array.isArray(type) ? type.join(', ') : (type ?? '')).toLowerCase(),
        body: res.body,
      };
    },
  };
}

export async function registerAgent(app: FastifyInstance, deps: AgentModuleDeps): Promise<void> {
  const { config, jobs } = deps;
  const llm = config.openai
    ? createLlmClient({ ...config.openai, timeoutMs: config.aiTimeoutMs })
    : undefined;
  await app.register(agentRoutes, {
    agent: createAgentService({
      db: deps.db.db,
      jobs,
      log: app.log,
      clock: deps.clock,
      modelConfigured: Boolean(llm),
    }),
  });
  // With Redis the workers hold these services and register the weekly schedule themselves.
  if (jobs.mode === 'in-process') {
    jobs.provide({
      pages: injectPageSource(app),
      siteUrl: config.siteUrl,
      llm,
      artifacts: { warmPdfGuide: async () => ({ key: (await deps.pdfGuide.refresh()).key }) },
    });
    app.addHook('onReady', async () => jobs.startSchedule());
  }
}
