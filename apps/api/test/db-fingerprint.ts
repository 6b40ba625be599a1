/**
 * The state of every table of the app's schema as one comparable value: per table its row
 * count and a hash over its rows (order-independent), so an insert, update or delete anywhere
 * shows up. Works on Postgres and PGlite alike.
 */
import type { Database } from '@taxguide/db';
import { sql, type Kysely } from 'kysely';

export async function userTables(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      and table_name not like 'kysely_%'
    order by table_name`.execute(db);
  return rows.map((r) => r.name);
}

export async function fingerprint(
  db: Kysely<Database>,
): Promise<Record<string, { rows: number; hash: string }>> {
  const result: Record<string, { rows: number; hash: string }> = {};
  for (const table of await userTables(db)) {
    const { rows } = await sql<{ n: number; h: string }>`
      select count(*)::int as n,
             md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as h
      from ${sql.table(table)} t`.execute(db);
    result[table] = { rows: Number(rows[0]!.n), hash: rows[0]!.h };
  }
  return result;
}
