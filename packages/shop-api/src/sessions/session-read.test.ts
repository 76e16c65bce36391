/**
 * The session query on the hot calls (decision 0063): the user, the cart summary and the picture-set
 * list each run the session query alone or with the route's read in it, never a second query of their
 * own; requests arriving together share one run, and each gets the rows of its own session. Runs are
 * counted as executions of named statements (pg_prepared_statements), which only PGlite shows for the
 * whole server: it is one session, where PostgreSQL has a pool of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser } from '../access/testing';
import { createTestApp, signIn, type TestApp } from '../testing/harness';
import { Batch } from './session-query';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
});
afterAll(() => t?.close());

/** Runs of every named statement so far (each run plans once, generic or custom). */
const namedRuns = async () =>
  Number((await t.sql<{ runs: string | number }>('SELECT coalesce(sum(generic_plans + custom_plans), 0) AS runs FROM pg_prepared_statements'))[0]!.runs);

describe('the hot calls', () => {
  it.skipIf(process.env.DATABASE_URL)('make one statement each, the route read riding on the session query', async () => {
    const b = await browser(t);
    const user = await signIn(t, b);
    await t.sql(`INSERT INTO user_subjects (user_uuid, subject_uuid) SELECT $1, uuid FROM subjects WHERE name = 'Emma Hansen'`, [user]);
    for (const url of ['/api/webshop/user', '/api/webshop/cart/summary', '/api/webshop/user/picture-sets']) {
      // the first call may load the portal's price list (kept afterwards, portals/cache.ts) and prepare its statement
      expect((await b.get(url)).statusCode).toBe(200);
      const before = await namedRuns();
      const res = await b.get(url);
      expect(res.statusCode).toBe(200);
      expect(await namedRuns(), url).toBe(before + 1);
    }
    expect((await b.get('/api/webshop/user/picture-sets')).json().pictureSets).toHaveLength(1);
  });
});

describe('requests arriving together', () => {
  it('share one statement, and each gets the answer of its own session', async () => {
    const customers = await Promise.all(
      [0, 1, 2].map(async () => {
        const b = await browser(t);
        return { b, uuid: await signIn(t, b) };
      }),
    );
    // different carts and sets, so a mixed-up answer shows
    const [card] = await t.sql<{ uuid: string }>("SELECT uuid FROM products WHERE portal = 'fjord' AND import_key = 'card-10x15'");
    for (const [i, c] of customers.entries()) {
      const [cart] = await t.sql<{ uuid: string }>("INSERT INTO carts (user_uuid, portal) VALUES ($1, 'fjord') RETURNING uuid", [c.uuid]);
      await t.sql(
        `INSERT INTO cart_lines (cart, kind, product, quantity, template, template_data) VALUES ($1, 'product', $2, $3, '{"uuid":"t","name":"t","categories":[]}', '{}')`,
        [cart!.uuid, card!.uuid, i + 1],
      );
      if (i > 0) await t.sql(`INSERT INTO user_subjects (user_uuid, subject_uuid) SELECT $1, uuid FROM subjects WHERE name = 'Emma Hansen'`, [c.uuid]);
    }
    const visitor = await browser(t);
    const calls = ['/api/webshop/user', '/api/webshop/cart/summary', '/api/webshop/user/picture-sets'];
    const clients = [...customers.map((c) => c.b), visitor];
    // each answer on its own first, then all of them at once
    const alone = [];
    for (const b of clients) for (const url of calls) alone.push((await b.get(url)).body);
    const before = await namedRuns();
    const together = await Promise.all(clients.flatMap((b) => calls.map((url) => b.get(url))));
    expect(together.map((r) => r.body)).toEqual(alone);
    expect(new Set(alone.filter((_, i) => i % 3 === 1)).size).toBe(4);
    // one run per kind of statement (the session alone, with the summary's read, with the sets' read), not per request
    if (!process.env.DATABASE_URL) expect(await namedRuns()).toBe(before + calls.length);
  });
});

describe('Batch', () => {
  type Row = { n: number; id: string };
  /** A statement answering two rows per id (as a read with two rows per session), or failing for an id 'fail'. */
  function fakeStatement() {
    const runs: string[][] = [];
    return {
      runs,
      async execute({ ids }: { ids: string }): Promise<Row[]> {
        const list = JSON.parse(ids) as string[];
        runs.push(list);
        if (list.includes('fail')) throw new Error('statement failed');
        // rows of different ids interleave, as a read's own order may put them
        return [...list.map((id, i) => ({ n: i + 1, id: `${id}.1` })), ...list.map((id, i) => ({ n: i + 1, id: `${id}.2` }))];
      },
    };
  }

  it('sends the ids of one turn together and gives each caller its own rows in order; more than 16 make further runs', async () => {
    const statement = fakeStatement();
    const batch = new Batch<Row>(statement);
    const ids = Array.from({ length: 40 }, (_, i) => `s${i}`);
    const answers = await Promise.all(ids.map((id) => batch.rowsOf(id)));
    expect(answers).toEqual(
      ids.map((id) => [
        { n: expect.any(Number), id: `${id}.1` },
        { n: expect.any(Number), id: `${id}.2` },
      ]),
    );
    expect(statement.runs.map((r) => r.length)).toEqual([16, 16, 8]);
    // a later turn is a run of its own
    expect(await batch.rowsOf('later')).toEqual([
      { n: 1, id: 'later.1' },
      { n: 1, id: 'later.2' },
    ]);
    expect(statement.runs).toHaveLength(4);
  });

  it('passes a failed run to each of its callers only; the next turn runs again', async () => {
    const statement = fakeStatement();
    const batch = new Batch<Row>(statement);
    const failed = await Promise.allSettled([batch.rowsOf('a'), batch.rowsOf('fail')]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await batch.rowsOf('b')).toEqual([
      { n: 1, id: 'b.1' },
      { n: 1, id: 'b.2' },
    ]);
  });
});
