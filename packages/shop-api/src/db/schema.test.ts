import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness';
import { migrate, migrationList } from './migrate';
import * as schema from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
});
afterAll(() => t?.close());

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((x): x is PgTable => is(x, PgTable));

describe('migrations', () => {
  it('are all applied once, and a second run applies nothing', async () => {
    const applied = await t.sql<{ hash: string }>('SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at');
    expect(applied.map((r) => r.hash)).toEqual(migrationList().map((m) => m.hash));
    expect(await migrate(t.app.shop.database)).toEqual([]);
  });

  it('create what the Drizzle schema describes (tables, columns, nullability)', async () => {
    const names = tables.map((table) => getTableConfig(table).name);
    expect(names).toEqual(
      expect.arrayContaining([
        'portals',
        'portal_modules',
        'legacy_pages',
        'users',
        'sessions',
        'cart_lines',
        'outbox_emails',
        'debug_recordings',
        'debug_recording_events',
      ]),
    );
    for (const table of tables) {
      const config = getTableConfig(table);
      const columns = await t.sql<{ column_name: string; is_nullable: string }>(
        `SELECT column_name, is_nullable FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1`,
        [config.name],
      );
      const inDb = Object.fromEntries(columns.map((c) => [c.column_name, c.is_nullable === 'YES']));
      const inSchema = Object.fromEntries(config.columns.map((c) => [c.name, !c.notNull]));
      expect(inSchema, config.name).toEqual(inDb);
    }
  });
});
