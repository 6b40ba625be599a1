/**
 * The server-side ends of admin tokens (docs/security.md, "Admin tokens"), in the database so
 * every replica and both runtime modes agree: a signed-out token's id is refused until the
 * token would have expired, and "sign out everywhere" moves the admin to a new generation,
 * refusing every older token. One indexed read per guarded request (admin traffic is small).
 */
import type { Database } from '@taxguide/db';
import { sql, type Kysely } from 'kysely';

export interface SessionState {
  generation: number;
  revoked: boolean;
}

export interface AdminSessions {
  /** The current generation, and whether this token id was signed out. */
  state(subject: string, jti: string): Promise<SessionState>;
  /** The current generation (a new token carries it). */
  generation(subject: string): Promise<number>;
  /** Refuses this token id until `expiresAt`; forgets ids already past their expiry. */
  revoke(jti: string, expiresAt: Date): Promise<void>;
  /** Moves to a new generation (every token issued so far is refused); returns it. */
  endAll(subject: string): Promise<number>;
}

export function createAdminSessions(db: Kysely<Database>): AdminSessions {
  const generation = async (subject: string) => {
    const row = await db
      .selectFrom('adminTokenGenerations')
      .select('generation')
      .where('subject', '=', subject)
      .executeTakeFirst();
    return row?.generation ?? 0;
  };
  return {
    async state(subject, jti) {
      const { rows } = await sql<{ generation: number; revoked: boolean }>`
        select
          coalesce((select generation from admin_token_generations where subject = ${subject}), 0)
            as generation,
          exists(select 1 from admin_token_revocations where jti = ${jti}) as revoked`.execute(db);
      const row = rows[0];
      return { generation: Number(row?.generation ?? 0), revoked: Boolean(row?.revoked) };
    },
    generation,
    async revoke(jti, expiresAt) {
      await db.transaction().execute(async (tx) => {
        await tx.deleteFrom('adminTokenRevocations').where('expiresAt', '<', new Date()).execute();
        await tx
          .insertInto('adminTokenRevocations')
          .values({ jti, expiresAt })
          .onConflict((oc) => oc.column('jti').doNothing())
          .execute();
      });
    },
    async endAll(subject) {
      const row = await db
        .insertInto('adminTokenGenerations')
        .values({ subject, generation: 1 })
        .onConflict((oc) =>
          oc.column('subject').doUpdateSet({
            generation: sql`admin_token_generations.generation + 1`,
            updatedAt: new Date(),
          }),
        )
        .returning('generation')
        .executeTakeFirstOrThrow();
      return row.generation;
    },
  };
}
