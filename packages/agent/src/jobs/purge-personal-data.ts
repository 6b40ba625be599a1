import { z } from 'zod';
import { defineJob } from '../job';

/**
 * Data minimisation (Digital Personal Data Protection Act 2023, s.8(7): erase personal
 * data once the purpose is served): IP addresses and user agents are kept for abuse
 * investigation for 90 days, then cleared. The records themselves stay.
 */
export const RETENTION_DAYS = 90;

export const purgePersonalDataJob = defineJob({
  name: 'purge-personal-data',
  payload: z
    .object({ olderThanDays: z.number().int().min(1).max(3650).default(RETENTION_DAYS) })
    .strict(),
  async process({ olderThanDays }, { db, now }) {
    const cutoff = new Date(now().getTime() - olderThanDays * 24 * 60 * 60 * 1000);
    const leads = await db
      .updateTable('leads')
      .set({ ip: null, userAgent: null })
      .where('createdAt', '<', cutoff)
      .where((eb) => eb.or([eb('ip', 'is not', null), eb('userAgent', 'is not', null)]))
      .executeTakeFirst();
    const messages = await db
      .updateTable('contactMessages')
      .set({ ip: null, userAgent: null })
      .where('createdAt', '<', cutoff)
      .where((eb) => eb.or([eb('ip', 'is not', null), eb('userAgent', 'is not', null)]))
      .executeTakeFirst();
    const queries = await db
      .updateTable('aiQueries')
      .set({ ip: null })
      .where('createdAt', '<', cutoff)
      .where('ip', 'is not', null)
      .executeTakeFirst();
    return {
      cutoff: cutoff.toISOString(),
      leadsCleared: Number(leads.numUpdatedRows),
      contactMessagesCleared: Number(messages.numUpdatedRows),
      aiQueriesCleared: Number(queries.numUpdatedRows),
    };
  },
});
