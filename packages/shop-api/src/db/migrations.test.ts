/**
 * The migrations drizzle-kit generates from schema/ (docs/decisions/0010): they match schema/,
 * the baseline builds exactly the database the old SQL files built (migrations-legacy/), and a
 * database of the old runner is adopted without running anything.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyDatabase } from '../testing/harness';
import { describeCatalog } from './catalog';
import type { Database } from './client';
import { LEGACY_MIGRATIONS, migrate, MIGRATIONS_DIR, migrationList } from './migrate';
import * as schema from './schema';

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
  it('are what drizzle-kit generates from schema/: generating again finds no change', async () => {
    // drizzle-kit's own diff (what `db:generate` runs), in process: the newest snapshot against schema/
    const { generateDrizzleJson, generateMigration } = await import('drizzle-kit/api');
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
    const newest = journal.entries.at(-1)!;
    const snapshot = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', `${String(newest.idx).padStart(4, '0')}_snapshot.json`), 'utf8'));
    const current = generateDrizzleJson(schema, snapshot.id);
    expect(await generateMigration(snapshot, current)).toEqual([]);
    // and every migration of the journal is there, none without it
    expect(
      readdirSync(MIGRATIONS_DIR)
        .filter((f) => f.endsWith('.sql'))
        .sort(),
    ).toEqual(journal.entries.map((e) => `${e.tag}.sql`));
  });

  it('build the same tables, columns, constraints and indexes as the SQL files before them (and the migrations after the baseline)', async () => {
    const migrated = await fresh();
    expect(await migrate(migrated)).toEqual(migrationList().map((m) => m.tag));
    // the old runner's database with the migrations after the baseline applied: the same as a new one
    const legacy = await legacyDatabase();
    await migrate(legacy);
    const catalog = await describeCatalog(migrated.raw);
    expect(catalog.length).toBeGreaterThan(400);
    expect(catalog).toEqual(await describeCatalog(legacy.raw));
    // two databases built in full: slow on a busy machine
  }, 60_000);

  it('adopt a database of the old runner: the baseline is recorded, nothing runs, later ones apply', async () => {
    const legacy = await legacyDatabase();
    expect(await migrate(legacy)).toEqual(
      migrationList()
        .slice(1)
        .map((m) => m.tag),
    );
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
