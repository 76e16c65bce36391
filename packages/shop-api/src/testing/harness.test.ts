/**
 * The harness hands a PGlite instance back to the pool when a test app closes, and resets it to the
 * seed for the next file: the reset must leave exactly what a fresh copy of the seeded database holds.
 */
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { seededPglite } from './harness';

/** Every table's rows (as text, sorted) and every sequence's position. */
async function contents(database: Database): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const tables = await database.raw.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
  for (const { name } of tables) {
    const [row] = await database.raw.query<{ n: number; digest: string | null }>(
      `SELECT count(*)::int AS n, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS digest FROM public."${name}" t`,
    );
    out[name] = `${row!.n} ${row!.digest}`;
  }
  // the job queue's jobs and schedules are reset too
  for (const name of ['pgboss.job', 'pgboss.schedule']) {
    const [row] = await database.raw.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${name}`);
    out[name] = String(row!.n);
  }
  for (const { name } of await database.raw.query<{ name: string }>(`SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public'`)) {
    const [row] = await database.raw.query<{ v: string }>(`SELECT last_value::text || ' ' || is_called AS v FROM public."${name}"`);
    out[`sequence ${name}`] = row!.v;
  }
  return out;
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('the PGlite pool', () => {
  // the first call of a worker makes the seeded snapshot (migrations, job queue, demo): slow on a loaded machine
  it('gives a returned instance back reset to the seed: rows, deletions across foreign keys and sequences undone', async () => {
    const first = await seededPglite();
    const fresh = await contents(first);
    expect(Number(fresh.users!.split(' ')[0])).toBeGreaterThan(0);
    await first.raw.exec(`INSERT INTO users (portal, email) VALUES ('fjord', 'pool.test@example.com')`);
    await first.raw.exec(`UPDATE portals SET name = 'Changed' WHERE key = 'fjord'`);
    await first.raw.exec(`DELETE FROM portals WHERE key = 'club'`);
    await first.raw.exec(`INSERT INTO pgboss.job (name, data) VALUES ('purge-access', '{}')`);
    const [{ seq } = { seq: '' }] = await first.raw.query<{ seq: string }>(`SELECT sequencename AS seq FROM pg_sequences WHERE schemaname = 'public' LIMIT 1`);
    await first.raw.query(`SELECT nextval($1)`, [`public."${seq}"`]);
    expect(await contents(first)).not.toEqual(fresh);
    await first.close();

    const second = await seededPglite();
    try {
      // the same instance came back (nothing else was returned meanwhile in this worker's file)
      expect((second.db as unknown as { $client: unknown }).$client).toBe((first.db as unknown as { $client: unknown }).$client);
      expect(await contents(second)).toEqual(fresh);
    } finally {
      await second.close();
    }
  }, 60_000);
});
