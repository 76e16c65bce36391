import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteDistDir } from '../../portals/modules';
import { createTestApp, sha256, TEST_TEMPLATE, type TestApp, TestClient } from '../../testing/harness';
import { shellDistDir } from '../static';
import { firstViewFor } from './index';
import { serverEntryFile } from '@shop/first-view/host';

// A signed-in customer's first view (decision 0066): the route owner's server entry renders a protected page as
// the customer whose request it is, its reads answered with that request's cookies; the page is never stored,
// and a session that ended gets no first view at all. The entry here writes down whom it rendered for and whom
// its read (GET /api/webshop/user, as the account's pages read their data) was answered for.
const ENTRY = `exports.render = async (r) => {
  const read = await fetch('/api/webshop/user').then((res) => res.json());
  return { html: '<p>rendered for ' + r.user.name + ', read as ' + read.user.name + ' at ' + r.url + '</p>', head: '' };
};`;

let t: TestApp;
beforeAll(async () => {
  // what is tested is whom a page is rendered for, not the speed: a busy test machine must not fall back to the browser
  const budget = process.env.FIRST_VIEW_BUDGET_MS;
  process.env.FIRST_VIEW_BUDGET_MS = '10000';
  try {
    t = await createTestApp({ sharedSeed: true });
  } finally {
    if (budget === undefined) delete process.env.FIRST_VIEW_BUDGET_MS;
    else process.env.FIRST_VIEW_BUDGET_MS = budget;
  }
  // the shell's page with the place for the first view, as shell/index.html has it
  writeFileSync(
    join(t.repoRoot, 'shell', 'dist', 'index.html'),
    TEST_TEMPLATE.replace('</body>', '<main><!--%%FIRST_VIEW%%--></main>\n<div id="shop-consent"><!--%%CONSENT%%--></div>\n</body>'),
  );
  const file = serverEntryFile(remoteDistDir(t.repoRoot, 'account'));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, ENTRY);
  // the shell's chrome: the consent banner, saying whom it was rendered for
  const chrome = serverEntryFile(shellDistDir(t.repoRoot));
  mkdirSync(dirname(chrome), { recursive: true });
  writeFileSync(
    chrome,
    "exports.render = async () => null;\nexports.renderChrome = async (r) => ({ html: '<section>banner for ' + (r.user.isAnonymousUser ? 'any visitor' : r.user.name) + '</section>', head: '' });",
  );
  // a module is on for a portal only when it is deployed (its manifest is there)
  writeFileSync(join(remoteDistDir(t.repoRoot, 'account'), 'mf-manifest.json'), '{}');
});
afterAll(() => t?.close());

async function signedIn(email: string, password: string): Promise<TestClient> {
  const client = await t.client().start();
  const res = await client.request({ method: 'POST', url: '/api/webshop/auth/login', payload: { username: email, password } });
  expect(res.statusCode).toBe(200);
  return client;
}
const page = (client: TestClient, url = '/my-account/picture-sets') => client.get(url, { accept: 'text/html' });
const firstViewOf = (html: string) => /<p>rendered for .*?<\/p>/.exec(html)?.[0] ?? null;

describe('a signed-in customer’s first view', () => {
  it('is rendered for the customer whose request it is, with their own reads, even when pages are asked for at once', async () => {
    const ida = await signedIn('parent@example.com', 'parent-demo-1');
    const per = await signedIn('other@example.com', 'other-demo-1');
    const clients = [ida, per, per, ida, ida, per, ida, per];
    const pages = await Promise.all(clients.map((c) => page(c)));
    pages.forEach((res, i) => {
      const name = clients[i] === ida ? 'Ida Hansen' : 'Per Lie';
      expect(res.statusCode).toBe(200);
      expect(firstViewOf(res.body)).toBe(`<p>rendered for ${name}, read as ${name} at /my-account/picture-sets</p>`);
      expect(res.body).toContain('<div data-module="account" data-ssr="">');
      // never stored, by no cache: the page holds the customer's data
      expect(res.headers['cache-control']).toBe('private, no-store');
    });
  });

  it('carries the consent banner for a customer who has not answered it, the visitor’s render (it reads nothing of them)', async () => {
    const ida = await signedIn('parent@example.com', 'parent-demo-1');
    const res = await page(ida);
    expect(res.body).toContain('<div id="shop-consent" data-ssr=""><section>banner for any visitor</section></div>');
    ida.cookies.set('shop_consent', 'deny');
    const answered = await page(ida);
    expect(answered.body).toContain('<div id="shop-consent"></div>');
  });

  it('a session that ended gets no first view: the same cookie’s next page is a visitor’s', async () => {
    const ida = await signedIn('parent@example.com', 'parent-demo-1');
    expect(firstViewOf((await page(ida)).body)).toContain('Ida Hansen');
    const cookies = new Map(ida.cookies);
    await t.sql('DELETE FROM sessions WHERE id = $1', [sha256(ida.sessionToken!)]);
    const stale = new TestClient(t.app);
    for (const [name, value] of cookies) stale.cookies.set(name, value);
    const res = await page(stale);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/data-module="[\w-]+" data-ssr/);
    expect(res.body).not.toContain('Ida Hansen');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('a visitor without a session gets the protected page without a first view (the shell sends them to sign in)', async () => {
    const res = await page(await t.client().start());
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/data-module="[\w-]+" data-ssr/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('firstViewFor', () => {
  const route = (isProtected: boolean) => ({ name: 'home' as const, owner: 'access' as const, protected: isProtected, params: {} });
  it('renders public pages for visitors and protected pages for signed-in customers, GET only', () => {
    expect(firstViewFor(route(false), false, 'GET')).toBe('visitor');
    expect(firstViewFor(route(true), true, 'GET')).toBe('customer');
    // a public page for a signed-in customer is made for visitors; a protected one without a session is the sign-in's
    expect(firstViewFor(route(false), true, 'GET')).toBeNull();
    expect(firstViewFor(route(true), false, 'GET')).toBeNull();
    expect(firstViewFor(route(true), true, 'HEAD')).toBeNull();
    expect(firstViewFor(null, true, 'GET')).toBeNull();
  });
});
