/** The picture-set listing reads a fixed number of queries, whatever the number of sets (no N+1). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { portals, users } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/harness';
import { pictureSetsOf } from './sets';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
});
afterAll(() => t?.close());

/** The database with every query counted (each query of the listing starts with select()). */
function counting(db: Db) {
  const counter = { queries: 0 };
  const wrapped = new Proxy(db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (prop !== 'select' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        counter.queries++;
        return value.apply(target, args);
      };
    },
  });
  return { db: wrapped, counter };
}

async function listWithCount(email: string) {
  const db = t.app.shop.db;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const [portal] = await db.select().from(portals).where(eq(portals.key, 'fjord'));
  const { db: counted, counter } = counting(db);
  const sets = await pictureSetsOf(counted, portal!, user!);
  const one = await pictureSetsOf(db, portal!, user!, sets[0]!.uuid);
  return { sets, one, queries: counter.queries };
}

describe('pictureSetsOf', () => {
  it('reads the same number of queries for one set and for five, and lists the same as one by one', async () => {
    // The demo parent gets four more sets (Emma, Olivia, Leo, Maja); Per Lie keeps his one.
    await t.sql(
      `INSERT INTO user_subjects (user_uuid, subject_uuid)
       SELECT u.uuid, s.uuid FROM users u, subjects s
       WHERE u.email = 'parent@example.com' AND s.name IN ('Emma Hansen', 'Olivia Berg', 'Leo Berg', 'Maja Lie') ON CONFLICT DO NOTHING`,
    );
    const many = await listWithCount('parent@example.com');
    const single = await listWithCount('other@example.com');
    expect(many.sets).toHaveLength(5);
    expect(single.sets).toHaveLength(1);
    expect(many.queries).toBe(single.queries);
    expect(many.queries).toBeLessThanOrEqual(8);
    // Batched answers are the answers one set at a time.
    for (const set of many.sets) {
      const [alone] = await pictureSetsOf(
        t.app.shop.db,
        (await t.app.shop.db.select().from(portals).where(eq(portals.key, 'fjord')))[0]!,
        (await t.app.shop.db.select().from(users).where(eq(users.email, 'parent@example.com')))[0]!,
        set.uuid,
      );
      expect(alone).toEqual(set);
    }
    expect(many.one[0]).toEqual(many.sets[0]);
  });
});
