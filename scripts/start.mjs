// `pnpm start`: build what changed, then serve the site (embedded PGlite under
// DATA_DIR, jobs in-process, offline explainer unless configured otherwise).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildSite, repoRoot } from './run.mjs';

await buildSite();
const server = spawn(process.execPath, [join(repoRoot, 'apps/api/dist/server.js')], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
