/** namedStatement: the hot reads become named statements kept by the session that ran them, on PGlite and PostgreSQL. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness';
import { namedStatement, openDatabase, type Database, type Db } from './client';
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

/** PGlite is one session already; on PostgreSQL a pool of one connection, so the statement list below is that connection's. */
async function oneSession(): Promise<{ database: Database; close(): Promise<void> }> {
  if (t.app.shop.database.driver === 'pglite') return { database: t.app.shop.database, close: async () => {} };
  const database = await openDatabase({ ...t.app.shop.config.database, max: 1 });
  return { database, close: () => database.close() };
}

/** This test's query only: the server's own hot reads (the session query reads settings_version too) may be kept already in a reused database. */
const keptVersionStatements = async (database: Database) =>
  (await database.raw.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')).filter((s) =>
    s.statement.startsWith('select "value" from "settings_version" where'),
  );

describe('namedStatement', () => {
  it('answers as the query itself and is kept by the session, an ordinary prepared query is not; a statement lost meanwhile is prepared again', async () => {
    const [row] = await t.sql<{ value: string | number }>('SELECT value FROM settings_version WHERE id = 1');
    const expected = [{ value: Number(row!.value) }];
    const { database, close } = await oneSession();
    try {
      const named = namedStatement(versionQuery(database.db, 'named'));
      const plain = versionQuery(database.db, 'plain');
      expect(await keptVersionStatements(database)).toEqual([]);
      for (let i = 0; i < 7; i++) {
        expect(await named.execute({ id: 1 })).toEqual(expected);
        expect(await plain.execute({ id: 1 })).toEqual(expected);
      }
      expect(await keptVersionStatements(database)).toHaveLength(1);
      expect(await named.execute({ id: 2 })).toEqual([]);
      // the session forgets it (as after a reconnect): the next run prepares it again
      await database.raw.exec('DEALLOCATE ALL');
      expect(await named.execute({ id: 1 })).toEqual(expected);
      expect(await keptVersionStatements(database)).toHaveLength(1);
      // a failing run is the caller's error, and the statement still answers afterwards
      const failed = await named.execute({ id: 'not a number' }).catch((err: Error) => err);
      expect(String((failed as Error).cause)).toMatch(/invalid input syntax for type integer/);
      expect(await named.execute({ id: 1 })).toEqual(expected);
    } finally {
      await close();
    }
  });
});
