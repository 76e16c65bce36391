/**
 * Issue 8: portals and price lists are kept between requests (cache.ts), sessions never are. A
 * change made outside this server (the operator CLI opens the database itself on PostgreSQL; another
 * server instance) must reach the very next request, and so must a revoked session. On PostgreSQL the
 * changes below go through a connection of their own, as the CLI's would; on PGlite only the server
 * holds the database, so they go through it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { createTestApp, ensureTestSession, sha256, signIn, type TestApp } from '../testing/harness';
import { SettingsCache } from './cache';

let t: TestApp;
let outside: Database | null = null;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
  if (t.app.shop.database.driver === 'postgres') outside = await openDatabase({ ...t.app.shop.config.database, max: 1 });
});
afterAll(async () => {
  await outside?.close();
  await t?.close();
});

/** SQL as another process would run it. */
const elsewhere = (text: string, params?: unknown[]) => (outside ? outside.raw.query(text, params) : t.sql(text, params));

describe('what the server keeps between requests', () => {
  it("an operator's change of a portal reaches the next request", async () => {
    const shop = async (host = 'localhost') => (await t.client(host).get('/api/webshop/shop-settings')).json();
    const before = await shop();
    expect(before.name).not.toBe('Fjord Foto (renamed)');
    // asked twice: the second answer may come from what was kept
    expect((await shop()).name).toBe(before.name);
    await elsewhere(`UPDATE portals SET name = 'Fjord Foto (renamed)' WHERE key = 'fjord'`);
    expect((await shop()).name).toBe('Fjord Foto (renamed)');

    // a host added to a portal takes its requests from the next one on
    expect((await shop('photos.example.org')).portal).toBe('fjord');
    await elsewhere(`UPDATE portals SET hosts = hosts || '{photos.example.org}' WHERE key = 'club'`);
    expect((await shop('photos.example.org')).portal).toBe('club');
  });

  it('a module switched off elsewhere is off in the next shop settings', async () => {
    const checkout = async () =>
      ((await t.client().get('/api/webshop/shop-settings')).json().modules as { name: string; enabled: boolean }[]).find((m) => m.name === 'checkout');
    await checkout();
    await elsewhere(`INSERT INTO portal_modules (portal, module, enabled) VALUES ('fjord', 'checkout', false)
      ON CONFLICT (portal, module) DO UPDATE SET enabled = false`);
    expect((await checkout())?.enabled).toBe(false);
  });

  it('a new price in the price list reaches the next cart summary', async () => {
    const client = await t.client().start();
    const user = await signIn(t, client);
    const [product] = await t.sql<{ uuid: string; prices: { price: number }[] }>(
      `SELECT uuid, prices FROM products WHERE portal = 'fjord' AND active AND kind = 'template' ORDER BY sort_order LIMIT 1`,
    );
    const [cart] = await t.sql<{ uuid: string }>(`INSERT INTO carts (user_uuid, portal) VALUES ($1, 'fjord') RETURNING uuid`, [user]);
    await t.sql(`INSERT INTO cart_lines (cart, kind, product, quantity) VALUES ($1, 'product', $2, 1)`, [cart!.uuid, product!.uuid]);
    const summary = async () => (await client.get('/api/webshop/cart/summary')).json() as { itemCount: number; totalPrice: number };
    const before = await summary();
    expect(before.itemCount).toBe(1);
    expect(before.totalPrice).toBeGreaterThan(0);
    // every tier of the product one krone dearer
    await elsewhere(
      `UPDATE products SET prices = (SELECT jsonb_agg(jsonb_set(p, '{price}', to_jsonb((p->>'price')::int + 100))) FROM jsonb_array_elements(prices) p) WHERE uuid = $1`,
      [product!.uuid],
    );
    expect((await summary()).totalPrice).toBe(before.totalPrice + 100);
  });
});

describe('sessions are not kept', () => {
  it('a session deleted elsewhere (sign-out on another instance, the operator) is refused by the next request', async () => {
    const client = await t.client().start();
    await signIn(t, client);
    expect((await client.get('/api/webshop/user')).json().user.isAnonymousUser).toBe(false);
    expect((await client.get('/api/webshop/user/picture-sets')).statusCode).toBe(200);
    await elsewhere('DELETE FROM sessions WHERE id = $1', [sha256(client.sessionToken!)]);
    expect((await client.get('/api/webshop/user')).json().user.isAnonymousUser).toBe(true);
    expect((await client.get('/api/webshop/user/picture-sets')).statusCode).toBe(401);
  });

  it('a session expired elsewhere is refused by the next request too', async () => {
    const client = await t.client().start();
    await ensureTestSession(t, client);
    await signIn(t, client);
    expect((await client.get('/api/webshop/user/picture-sets')).statusCode).toBe(200);
    await elsewhere(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [sha256(client.sessionToken!)]);
    expect((await client.get('/api/webshop/user/picture-sets')).statusCode).toBe(401);
  });
});

describe('SettingsCache', () => {
  it('loads once per key and version, however many ask at once', async () => {
    const cache = new SettingsCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get(1, 'a', load), cache.get(1, 'a', load), cache.get(1, 'a', load)])).toEqual([1, 1, 1]);
    expect(await cache.get(1, 'a', load)).toBe(1);
    expect(await cache.get(2, 'a', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('a request holding an older version loads for itself and keeps nothing', async () => {
    const cache = new SettingsCache();
    expect(await cache.get(5, 'a', async () => 'new')).toBe('new');
    expect(await cache.get(4, 'a', async () => 'old')).toBe('old');
    expect(await cache.get(5, 'a', async () => 'again')).toBe('new');
  });

  it('does not keep a failed load', async () => {
    const cache = new SettingsCache();
    await expect(cache.get(1, 'a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get(1, 'a', async () => 'ok')).toBe('ok');
  });
});
