/**
 * Applies the migrations drizzle-kit generated from schema/ (migrations/, listed in
 * meta/_journal.json; docs/decisions/0010). Drizzle's own bookkeeping: a row per applied migration
 * in drizzle.__drizzle_migrations (hash, created_at = the journal's `when`), and a migration is due
 * when it is newer than the last row — so drizzle-kit and drizzle's migrator read the same state.
 *
 * Our runner rather than drizzle's migrate(): everything happens in one transaction that first
 * takes an advisory lock, so two instances starting at once do not both migrate (drizzle's takes
 * none), and a database made by the SQL files before drizzle-kit (schema_migrations 0001..0005) is
 * adopted: its tables are the baseline's, so the baseline is recorded as applied, not run.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database, RawSql } from './client';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));
const LOCK_ID = 7_370_001; // any constant; shared by every instance of this app
const TABLE = 'drizzle.__drizzle_migrations';

/** The SQL files of the old runner; a database with all of them applied is the baseline (0000). */
export const LEGACY_MIGRATIONS = ['0001_platform.sql', '0002_photo_jobs.sql', '0003_access.sql', '0004_account.sql', '0005_commerce.sql'];

interface Migration {
  tag: string;
  statements: string[];
  hash: string;
  when: number;
}

/** The migrations of the journal, in order. */
export function migrationList(dir = MIGRATIONS_DIR): Migration[] {
  const journal = JSON.parse(readFileSync(join(dir, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
  const files = readMigrationFiles({ migrationsFolder: dir });
  return journal.entries.map((entry, i) => ({ tag: entry.tag, statements: files[i]!.sql, hash: files[i]!.hash, when: entry.when }));
}

/** Applies what is missing; answers the tags applied now. */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = migrationList(dir);
  return database.raw.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
    await tx.exec(`CREATE SCHEMA IF NOT EXISTS drizzle; CREATE TABLE IF NOT EXISTS ${TABLE} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`);
    await adoptLegacy(tx, migrations[0]!);
    const [last] = await tx.query<{ created_at: string | number }>(`SELECT created_at FROM ${TABLE} ORDER BY created_at DESC LIMIT 1`);
    const applied: string[] = [];
    for (const migration of migrations) {
      if (last && Number(last.created_at) >= migration.when) continue;
      for (const statement of migration.statements) if (statement.trim()) await tx.exec(statement);
      await tx.query(`INSERT INTO ${TABLE} (hash, created_at) VALUES ($1, $2)`, [migration.hash, migration.when]);
      applied.push(migration.tag);
    }
    return applied;
  });
}

/**
 * A database of the old runner, not yet adopted: record the baseline as applied (its tables are
 * there already; migrations.test.ts checks they are exactly the baseline's). One the old runner left
 * half-way is refused: start the previous release on it first.
 */
async function adoptLegacy(tx: RawSql, baseline: Migration): Promise<void> {
  const [{ legacy } = { legacy: null }] = await tx.query<{ legacy: string | null }>(`SELECT to_regclass('schema_migrations')::text AS legacy`);
  if (!legacy) return;
  if ((await tx.query(`SELECT 1 FROM ${TABLE} LIMIT 1`)).length > 0) return;
  const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const missing = LEGACY_MIGRATIONS.filter((name) => !done.has(name));
  if (missing.length > 0)
    throw new Error(`This database was made by an older release that did not finish migrating (missing ${missing.join(', ')}); start that release on it first`);
  await tx.query(`INSERT INTO ${TABLE} (hash, created_at) VALUES ($1, $2)`, [baseline.hash, baseline.when]);
}
