import { setFlagsFromString } from 'node:v8';

/**
 * V8 settings for the server process, applied by server.ts before it opens the database.
 *
 * `--no-allocation-site-pretenuring`: V8 watches where objects are allocated, and when most
 * objects from one allocation site survive a young-generation GC it decides, for good, to
 * allocate that site's objects straight into the old generation. Start-up (opening PGlite,
 * seeding the content, loading the SSR bundle) keeps many short-lived objects alive at once,
 * and the decisions it causes stick to sites that the request path shares (Node's streams and
 * HTTP internals, Fastify). Under load their objects then die young in the old generation,
 * which costs more to allocate and to collect. Turned off, the server spent 7 % less CPU per
 * calculator request (median 23.9 against 25.6 µs, same build and run; a bare Fastify route
 * gains 4-10 % too), started as fast and rendered pages as fast as before (bench/RESULTS.md,
 * "Allocation-site pretenuring").
 *
 * Set at run time (Node allows it, V8 reads the flag at every GC) so that every way of running
 * the server (`pnpm start`, `node apps/api/dist/server.js`, the Docker image) gets it.
 */
export const SERVER_V8_FLAGS: readonly string[] = ['--no-allocation-site-pretenuring'];

export function applyServerV8Flags(): void {
  for (const flag of SERVER_V8_FLAGS) setFlagsFromString(flag);
}
