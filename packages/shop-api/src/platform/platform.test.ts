import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LegacyPage, PageSettings, ShopSettings, User } from '@shop/contracts';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../testing/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
});
afterAll(() => t?.close());

describe('GET /api/health', () => {
  it('answers ok with the database driver', async () => {
    const res = await t.client().get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });
});

describe('GET /api/webshop/shop-settings', () => {
  it('describes the default portal completely', async () => {
    const res = await t.client().get('/api/webshop/shop-settings');
    expect(res.statusCode).toBe(200);
    const shop = v.parse(ShopSettings, res.json());
    expect(shop).toMatchObject({
      portal: 'fjord',
      name: 'Fjord Portraits',
      freeShippingThreshold: 50000,
      hasPrivacyPolicy: true,
      default_language: 'en',
      currency: { code: 'NOK' },
      locale: {
        country: { twoLetterCode: 'NO' },
        languages: [
          { name: 'en', long: 'English' },
          { name: 'nb', long: 'Norsk bokmål' },
        ],
      },
      contactInfo: { email: 'support@fjordportraits.example', city: 'Bergen' },
    });
    expect(shop.terms.termsOfService).toContain('Fjord Portraits');
    expect(shop.options.gatherAddress2).toBe(true);
    expect(shop.theme.primaryContrast).toBe('#ffffff');
  });

  it('lists the five customer remotes and the studio, enabled only where switched on and built', async () => {
    const client = t.client();
    const before = v.parse(ShopSettings, (await client.get('/api/webshop/shop-settings')).json());
    expect(before.modules.map((m) => m.name)).toEqual(['access', 'account', 'catalog', 'editor', 'checkout', 'studio']);
    expect(before.modules.every((m) => m.manifestUrl === `/remotes/${m.name}/mf-manifest.json`)).toBe(true);
    // nothing is built in the test repository yet
    expect(before.modules.every((m) => !m.enabled)).toBe(true);

    mkdirSync(join(t.repoRoot, 'mfe-catalog', 'dist'), { recursive: true });
    writeFileSync(join(t.repoRoot, 'mfe-catalog', 'dist', 'mf-manifest.json'), '{}');
    const after = v.parse(ShopSettings, (await client.get('/api/webshop/shop-settings')).json());
    expect(after.modules.find((m) => m.name === 'catalog')!.enabled).toBe(true);
    expect(after.modules.filter((m) => m.enabled)).toHaveLength(1);
  });
});

describe('GET /api/webshop/page-settings', () => {
  it('answers logo, background and the menu', async () => {
    const res = await t.client().get('/api/webshop/page-settings');
    expect(res.statusCode).toBe(200);
    const page = v.parse(PageSettings, res.json());
    expect(page.logo).toBe('/static/portals/fjord/logo.svg');
    expect(page.background.color).toMatch(/^#/);
    expect(page.menu.map((e) => [e.title.en, e.visibility, e.type, e.target])).toEqual([
      ['Picture packages', 0, 'internal', '/products/packages'],
      ['My account', 1, 'internal', '/my-account'],
      ['Sign in', 2, 'internal', '/login'],
      ['Help', 0, 'internal', ''],
    ]);
    const help = page.menu[3]!.children!;
    expect(help.map((e) => e.type)).toEqual(['modal', 'cookiesettings', 'other']);
    expect(help[0]!.target).toBe('about');
    expect(help[2]!.target).toMatch(/^https:\/\//);
    expect(page.menu.every((e) => e.title.nb)).toBe(true);
  });
});

describe('GET /api/webshop/user', () => {
  it('gives a visitor the anonymous user and the CSRF cookie', async () => {
    const client = t.client();
    const res = await client.get('/api/webshop/user');
    expect(res.statusCode).toBe(200);
    const { user } = v.parse(v.object({ user: User }), res.json());
    expect(user).toMatchObject({ uuid: '', isAnonymousUser: true, isSimulated: false, lang: 'en', emailAddress: '' });
    expect(client.csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // nothing to remember yet: no session row (issue 15)
    expect(client.sessionToken).toBeUndefined();
  });

  it('stores no session for 1,000 cookieless visitors (crawlers, health checks, link previews)', async () => {
    const [before] = await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
    for (let i = 0; i < 1000; i++) expect((await t.app.inject({ url: '/api/webshop/user', headers: { host: 'localhost' } })).statusCode).toBe(200);
    const [after] = await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
    expect(after!.n - before!.n).toBeLessThanOrEqual(0);
  });

  it("a visitor's token works for a call that remembers something; the session keeps it", async () => {
    const client = await t.client().start();
    const token = client.csrf;
    expect((await client.request({ method: 'PUT', url: '/api/webshop/user/language', payload: { lang: 'nb' } })).statusCode).toBe(200);
    expect(client.sessionToken).toBeTruthy();
    expect(client.csrf).toBe(token);
    // a forged header, or none, is still refused
    const other = await t.client().start();
    expect((await other.request({ method: 'PUT', url: '/api/webshop/user/language', payload: { lang: 'nb' }, csrf: 'A'.repeat(43) })).statusCode).toBe(403);
    expect((await other.request({ method: 'PUT', url: '/api/webshop/user/language', payload: { lang: 'nb' }, csrf: false })).statusCode).toBe(403);
  });

  it('sets the CSRF cookie on every call, also with a session', async () => {
    const client = await t.client().start();
    const res = await client.get('/api/webshop/user');
    expect(res.cookies.find((c) => c.name === 'shop_csrf')?.value).toBe(client.csrf);
  });

  it('answers the signed-in user from the session', async () => {
    const client = await t.client().start();
    const uuid = await signIn(t, client, { email: 'kari@example.com', lang: 'nb' });
    const { user } = (await client.get('/api/webshop/user')).json();
    expect(user).toMatchObject({ uuid, emailAddress: 'kari@example.com', isAnonymousUser: false, lang: 'nb', acceptMail: true });
    expect(user.address).toMatchObject({ address: 'Fjellveien 3', city: 'Bergen', postalCode: '5003', address2: '' });
  });

  it('marks a simulated user with the administrator', async () => {
    const client = await t.client().start();
    await signIn(t, client);
    const [admin] = await t.sql<{ uuid: string }>(`INSERT INTO staff_members (email, role) VALUES ('admin@fjordportraits.example', 'support') RETURNING uuid`);
    await t.sql('UPDATE sessions SET simulated_by = $1 WHERE user_uuid IS NOT NULL AND simulated_by IS NULL', [admin!.uuid]);
    const { user } = (await client.get('/api/webshop/user')).json();
    expect(user).toMatchObject({ isSimulated: true, simulatedBy: 'admin@fjordportraits.example' });
  });
});

describe('PUT /api/webshop/user/language', () => {
  const put = (client: ReturnType<TestApp['client']>, payload: unknown, csrf?: string | false) =>
    client.request({ method: 'PUT', url: '/api/webshop/user/language', payload: payload as object, csrf });

  it('stores the language on the session of a visitor', async () => {
    const client = await t.client().start();
    const res = await put(client, { lang: 'nb' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ lang: 'nb' });
    expect((await client.get('/api/webshop/user')).json().user.lang).toBe('nb');
  });

  it('stores it on the user too when signed in', async () => {
    const client = await t.client().start();
    const uuid = await signIn(t, client, { lang: 'en' });
    expect((await put(client, { lang: 'nb' })).statusCode).toBe(200);
    const [row] = await t.sql<{ lang: string }>('SELECT lang FROM users WHERE uuid = $1', [uuid]);
    expect(row!.lang).toBe('nb');
  });

  it.each([
    [{ lang: 'sv' }, 'Language not offered'],
    [{ lang: 'english' }, 'two-letter'],
    [{ lang: 7 }, 'Invalid type'],
    [{}, 'Invalid key'],
  ])('refuses %j naming body.lang', async (payload, message) => {
    const client = await t.client().start();
    const res = await put(client, payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('validation');
    expect(body.message).toContain('body.lang');
    expect(body.fields).toEqual([expect.objectContaining({ field: 'body.lang', message: expect.stringContaining(message) })]);
  });

  it('refuses a missing body naming body', async () => {
    const client = await t.client().start();
    const res = await client.request({ method: 'PUT', url: '/api/webshop/user/language' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('body');
  });

  it('refuses a call without or with a wrong CSRF token', async () => {
    const client = await t.client().start();
    for (const csrf of [false, 'wrong-token'] as const) {
      const res = await put(client, { lang: 'nb' }, csrf);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'csrf' });
    }
    // nor does a token of another session pass
    const other = await t.client().start();
    expect((await put(client, { lang: 'nb' }, other.csrf)).statusCode).toBe(403);
    // a visitor without any session cannot pass either
    expect((await put(t.client(), { lang: 'nb' }, 'anything')).statusCode).toBe(403);
    expect((await client.get('/api/webshop/user')).json().user.lang).toBe('en');
  });
});

describe('GET /api/webshop/cart/summary', () => {
  it('is empty for a visitor', async () => {
    const res = await t.client().get('/api/webshop/cart/summary');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ itemCount: 0, totalPrice: 0 });
  });

  it("counts the pieces and adds the engine's prices of this user's lines only", async () => {
    const client = await t.client().start();
    const uuid = await signIn(t, client);
    const other = await signIn(t, await t.client().start());
    const [mug] = await t.sql<{ uuid: string }>("SELECT uuid FROM products WHERE portal = 'fjord' AND import_key = 'mug'");
    const [card] = await t.sql<{ uuid: string }>("SELECT uuid FROM products WHERE portal = 'fjord' AND import_key = 'card-10x15'");
    const [mine] = await t.sql<{ uuid: string }>("INSERT INTO carts (user_uuid, portal) VALUES ($1, 'fjord') RETURNING uuid", [uuid]);
    const [theirs] = await t.sql<{ uuid: string }>("INSERT INTO carts (user_uuid, portal) VALUES ($1, 'fjord') RETURNING uuid", [other]);
    const template = JSON.stringify({ uuid: '0b6f7c1e-3c1a-4c56-9d5e-2f1f7a9b0c11', name: 'Classic', categories: [] });
    const data = JSON.stringify({ year: null, userResources: [] });
    await t.sql(
      `INSERT INTO cart_lines (cart, kind, product, quantity, template, template_data) VALUES
       ($1, 'product', $3, 2, $5, $6), ($1, 'product', $4, 10, $5, $6), ($2, 'product', $3, 5, $5, $6)`,
      [mine!.uuid, theirs!.uuid, mug!.uuid, card!.uuid, template, data],
    );
    // 2 mugs at 199 kr and 10 cards at the 10–24 tier (24 kr)
    expect((await client.get('/api/webshop/cart/summary')).json()).toEqual({ itemCount: 12, totalPrice: 2 * 19900 + 10 * 2400 });
  });
});

describe('GET /api/webshop/privacy-policy', () => {
  it('answers the text of a portal that has one', async () => {
    const res = await t.client().get('/api/webshop/privacy-policy');
    expect(res.statusCode).toBe(200);
    const text: string = res.json().data.privacyPolicy;
    expect(text.split('\n\n').length).toBeGreaterThan(3);
  });

  it('is a 404 in the error format on a portal without one', async () => {
    const res = await t.client('club.localhost').get('/api/webshop/privacy-policy');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: expect.any(String) });
  });
});

describe('GET /api/webshop/legacy-pages/:id', () => {
  it('answers the modules of a page, one of each type', async () => {
    const res = await t.client().get('/api/webshop/legacy-pages/about');
    expect(res.statusCode).toBe(200);
    const page = v.parse(LegacyPage, res.json());
    expect(page.modules.map((m) => m.type)).toEqual(['Slider', 'PromoteCategory', 'Title', 'Paragraph', 'Paragraph', 'Image', 'RichText', 'Video']);
    const slider = page.modules[0] as { slides: unknown[] };
    expect(slider.slides).toHaveLength(2);
    expect(page.modules.filter((m) => m.type === 'Paragraph').map((m) => (m as { isHTML: boolean }).isHTML)).toEqual([true, false]);
    expect(page.modules[5]).toMatchObject({ link: expect.stringMatching(/^https:/), openInNewWindow: true });
  });

  it('is a 404 for a missing page, and for a page of another portal', async () => {
    expect((await t.client().get('/api/webshop/legacy-pages/nope')).json()).toEqual({ error: 'not_found', message: 'Page not found' });
    expect((await t.client('club.localhost').get('/api/webshop/legacy-pages/about')).statusCode).toBe(404);
  });

  it('refuses a malformed id naming params.id', async () => {
    const res = await t.client().get(`/api/webshop/legacy-pages/${'x'.repeat(65)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ field: 'params.id', message: 'Invalid page id' })]);
    expect((await t.client().get('/api/webshop/legacy-pages/a.b')).json().fields[0].field).toBe('params.id');
  });
});
