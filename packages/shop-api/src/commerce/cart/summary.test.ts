/**
 * The badge's summary reads the cart's lines with the session, in one statement (summaryLinesRead,
 * decision 0063): the same lines as the cart's own query, in order, for the session's user only, and
 * nothing for a session that does not count (signed out, expired, another portal's).
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, carts } from '../../db/schema';
import { createTestApp, sha256, type TestApp } from '../../testing/harness';
import { add, CART, customer, productUuid, templateLine } from '../testing';
import { summaryLinesRead } from './summary';

let t: TestApp;
let card: string;
let mug: string;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
  card = await productUuid(t, 'card-10x15');
  mug = await productUuid(t, 'mug');
});
afterAll(() => t?.close());

const SUMMARY = '/api/webshop/cart/summary';

/** The lines of a user's cart in this portal, read on their own (the oracle). */
const linesOf = (user: string) =>
  t.app.shop.db
    .select({ line: cartLines })
    .from(cartLines)
    .innerJoin(carts, eq(carts.uuid, cartLines.cart))
    .where(and(eq(carts.userUuid, user), eq(carts.portal, 'fjord')))
    .orderBy(asc(cartLines.seq));

describe('summaryLinesRead', () => {
  it("reads the session's user's lines in cart order, as the cart's own query does; none for an empty cart", async () => {
    const c = await customer(t);
    const other = await customer(t);
    const id = sha256(c.b.sessionToken!);
    const read = async () => summaryLinesRead.take(await summaryLinesRead.rowsOf(t.app.shop.db, id));
    expect(await read()).toEqual([]);
    expect((await add(c.b, [templateLine(2, card, 12), templateLine(89, mug, 2)])).statusCode).toBe(200);
    expect((await add(other.b, [templateLine(89, mug, 5)])).statusCode).toBe(200);
    const lines = await read();
    expect(lines).toHaveLength(2);
    expect(lines).toEqual((await linesOf(c.uuid)).map((r) => r.line));
    // the session's own row comes with them
    const [row] = await summaryLinesRead.rowsOf(t.app.shop.db, id);
    expect(row!.user?.uuid).toBe(c.uuid);
  });

  it("answers as the cart's summary, and zero once the session no longer counts", async () => {
    const c = await customer(t);
    expect((await add(c.b, [templateLine(2, card, 12), templateLine(89, mug, 2)])).statusCode).toBe(200);
    const { itemCount, totalPrice } = (await c.b.get(CART)).json().summary;
    expect(itemCount).toBe(14);
    expect((await c.b.get(SUMMARY)).json()).toEqual({ itemCount, totalPrice });

    // the same cookies on another portal's host: no user there
    const club = t.client('club.localhost');
    for (const [k, v] of c.b.cookies) club.cookies.set(k, v);
    expect((await club.get(SUMMARY)).json()).toEqual({ itemCount: 0, totalPrice: 0 });
    // expired, then signed out elsewhere (the row deleted): refused by the next request
    const id = sha256(c.b.sessionToken!);
    await t.sql(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    expect((await c.b.get(SUMMARY)).json()).toEqual({ itemCount: 0, totalPrice: 0 });
    await t.sql(`UPDATE sessions SET expires_at = now() + interval '1 day' WHERE id = $1`, [id]);
    expect((await c.b.get(SUMMARY)).json()).toEqual({ itemCount, totalPrice });
    await t.sql('DELETE FROM sessions WHERE id = $1', [id]);
    expect((await c.b.get(SUMMARY)).json()).toEqual({ itemCount: 0, totalPrice: 0 });
  });
});
