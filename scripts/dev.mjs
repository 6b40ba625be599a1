// `pnpm dev`: the API with the web app through Vite (hot reload), restarting the
// API when its sources change.
import { runOrExit, syncYears } from './run.mjs';

await syncYears();
await runOrExit('pnpm', [
  'exec',
  'tsx',
  'watch',
  '--clear-screen=false',
  '--include',
  'packages/**/*.ts',
  'apps/api/src/server.ts',
  '--dev',
]);
