/**
 * The migrations drizzle-kit generates from schema.ts (docs/decisions/0010): they match schema.ts,
 * the baseline builds exactly the database the old SQL files built (migrations-legacy/), and a
 * database of the old runner is adopted without running anything.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyDatabase } from '../testing/harness';
import { describeCatalog } from './catalog';
import type { Database } from './client';
import { LEGACY_MIGRATIONS, migrate, MIGRATIONS_DIR, migrationList } from './migrate';

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));
const LEGACY_DIR = join(PACKAGE_DIR, 'migrations-legacy');

const opened: { drop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((d) => d.drop()));
});
async function fresh(): Promise<Database> {
  const db = await emptyDatabase();
  opened.push(db);
  return db.database;
}

/** What the old runner did: each SQL file, and its name in schema_migrations. */
async function legacyDatabase(files = LEGACY_MIGRATIONS): Promise<Database> {
  const database = await fresh();
  await database.raw.exec('CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  for (const name of files) {
    await database.raw.exec(readFileSync(join(LEGACY_DIR, name), 'utf8'));
    await database.raw.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
  }
  return database;
}

describe('migrations', () => {
  it('are what drizzle-kit generates from schema.ts: generating again finds no change', async () => {
    const out = mkdtempSync(join(tmpdir(), 'shop-migrations-'));
    try {
      cpSync(MIGRATIONS_DIR, out, { recursive: true });
      const { stdout, stderr } = await promisify(execFile)(join(PACKAGE_DIR, 'node_modules', '.bin', 'drizzle-kit'), ['generate'], {
        cwd: PACKAGE_DIR,
        // relative: drizzle-kit prefixes the folder with './'
        env: { ...process.env, DRIZZLE_OUT: relative(PACKAGE_DIR, out) },
      });
      expect(stdout + stderr).toContain('No schema changes');
      expect(readdirSync(out).sort()).toEqual(readdirSync(MIGRATIONS_DIR).sort());
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);

  it('build the same tables, columns, constraints and indexes as the SQL files before them', async () => {
    const migrated = await fresh();
    expect(await migrate(migrated)).toEqual(migrationList().map((m) => m.tag));
    const legacy = await legacyDatabase();
    const catalog = await describeCatalog(migrated.raw);
    expect(catalog.length).toBeGreaterThan(400);
    expect(catalog).toEqual(await describeCatalog(legacy.raw));
  });

  it('adopt a database of the old runner: the baseline is recorded, nothing runs, later ones apply', async () => {
    const legacy = await legacyDatabase();
    expect(await migrate(legacy)).toEqual(migrationList().slice(1).map((m) => m.tag));
    const rows = await legacy.raw.query<{ hash: string }>('SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at');
    expect(rows.map((r) => r.hash)).toEqual(migrationList().map((m) => m.hash));
    expect(await migrate(legacy)).toEqual([]);
  });

  it('refuse a database the old runner left half-way', async () => {
    const halfway = await legacyDatabase(LEGACY_MIGRATIONS.slice(0, 3));
    await expect(migrate(halfway)).rejects.toThrow(/missing 0004_account.sql, 0005_commerce.sql/);
  });

  it('run once when two instances start at once', async () => {
    const database = await fresh();
    const [a, b] = await Promise.all([migrate(database), migrate(database)]);
    expect([...a, ...b]).toEqual(migrationList().map((m) => m.tag));
    expect(await database.raw.query('SELECT 1 FROM drizzle.__drizzle_migrations')).toHaveLength(migrationList().length);
  });
});
