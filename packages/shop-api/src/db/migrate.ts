/**
 * Our own migration runner: plain SQL files migrations/NNNN_name.sql, applied in order, each in
 * its own transaction together with its row in schema_migrations. An advisory lock keeps several
 * instances starting at once from applying the same file twice. Never edit an applied file: add one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));
const LOCK_ID = 7_370_001; // any constant; shared by every instance of this app
const FILE_PATTERN = /^\d{4}_[a-z0-9_]+\.sql$/;

export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => FILE_PATTERN.test(name))
    .sort();
}

/** Applies what is missing; answers the names applied now. */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const { raw } = database;
  await raw.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
  });
  const applied: string[] = [];
  for (const name of migrationFiles(dir)) {
    const script = readFileSync(join(dir, name), 'utf8');
    await raw.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (done.length > 0) return;
      await tx.exec(script);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      applied.push(name);
    });
  }
  return applied;
}
