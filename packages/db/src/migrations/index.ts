import type { Migration } from 'kysely';
import * as m0001 from './0001-initial';
import * as m0002 from './0002-admin';
import * as m0003 from './0003-agent';
import * as m0004 from './0004-admin-sessions';
import * as m0005 from './0005-ai-conversations';
import * as m0006 from './0006-mail';
import * as m0007 from './0007-reader-language';

/**
 * Every migration, imported statically so it works bundled and under vitest.
 * Append new entries; never edit or reorder applied ones.
 */
export const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-admin': m0002,
  '0003-agent': m0003,
  '0004-admin-sessions': m0004,
  '0005-ai-conversations': m0005,
  '0006-mail': m0006,
  '0007-reader-language': m0007,
};
