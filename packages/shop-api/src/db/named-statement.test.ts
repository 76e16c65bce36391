/** namedStatement: on PostgreSQL the hot reads become named statements on their connection; on PGlite nothing changes. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness';
import { namedStatement, openDatabase, type Db } from './client';
import { settingsVersion } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
});
afterAll(() => t?.close());

const versionQuery = (db: Db, name: string) =>
  db
    .select({ value: settingsVersion.value })
    .from(settingsVersion)
    .where(eq(settingsVersion.id, sql.placeholder('id')))
    .prepare(name);

describe('namedStatement', () => {
  it('answers as the query itself; on PostgreSQL it is kept by the connection that ran it, an ordinary prepared query is not', async () => {
    const expected = await t.sql<{ value: string | number }>('SELECT value FROM settings_version WHERE id = 1');
    if (t.app.shop.database.driver === 'pglite') {
      const query = versionQuery(t.app.shop.db, 'version');
      expect(namedStatement(query)).toBe(query);
      expect(await query.execute({ id: 1 })).toEqual([{ value: Number(expected[0]!.value) }]);
      return;
    }
    // one connection: the statement list below is that connection's
    const database = await openDatabase({ ...t.app.shop.config.database, max: 1 });
    try {
      const named = namedStatement(versionQuery(database.db, 'named'));
      const plain = versionQuery(database.db, 'plain');
      for (let i = 0; i < 3; i++) {
        expect(await named.execute({ id: 1 })).toEqual([{ value: Number(expected[0]!.value) }]);
        expect(await plain.execute({ id: 1 })).toEqual([{ value: Number(expected[0]!.value) }]);
      }
      const kept = await database.raw.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements');
      expect(kept.filter((s) => s.statement.includes('"settings_version"'))).toHaveLength(1);
    } finally {
      await database.close();
    }
  });
});
