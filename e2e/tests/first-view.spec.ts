import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, testOnOwnShop, expect, origin, waitForShell } from '../support/fixtures';
// @ts-expect-error plain ESM helper
import { REPO } from '../support/paths.mjs';

// The first view from the server (issue 8, decision 0035): the route owner's server entry renders public
// pages into the HTML, and the browser hydrates that markup instead of rendering the page again.

type AccessTexts = {
  front: { heading: string; noCode: string };
  signIn: { heading: string };
  reset: { title: string; validating: string; invalid: string };
};
const readTexts = (lang: string): AccessTexts => JSON.parse(readFileSync(path.join(REPO, 'locales', lang, 'access.json'), 'utf8'));
const en = readTexts('en');
const nb = readTexts('nb');
const texts = { en, nb } as const;

test.describe('the server’s HTML, without JavaScript', () => {
  test('the front page, enter-code and login carry their heading and form in the markup', async ({ request }) => {
    const front = await (await request.get('/')).text();
    expect(front).toMatch(/<h1[^>]*>Hi! Did you receive a code from us\?<\/h1>/);
    expect(front).toMatch(/<form[^>]*>.*<input[^>]*name="code"/s);
    expect(front).toContain('<div data-module="access" data-ssr="">');
    // its styles come with it, and the owner's files are asked for at once (no waterfall)
    expect(front).toMatch(/<style data-emotion="css [^"]+">/);
    expect(front).toContain('<link rel="preload" href="/remotes/access/remoteEntry.js" as="script">');
    expect(front).toContain('<link rel="preload" href="/remotes/access/mf-manifest.json" as="fetch" crossorigin="anonymous">');

    const enterCode = await (await request.get('/enter-code?code=EMMA2026')).text();
    expect(enterCode).toMatch(/<h1[^>]*>Hi! Did you receive a code from us\?<\/h1>/);
    expect(enterCode).toMatch(/<input[^>]*name="code" value="EMMA2026"/);

    const login = await (await request.get('/login')).text();
    expect(login).toMatch(/<h1[^>]*>Sign in<\/h1>/);
    expect(login).toMatch(/<form[^>]*>.*<input[^>]*type="password"/s);
  });

  test('reset-password carries its heading and the answer of the key’s check, not “checking” (decision 0036)', async ({ request }) => {
    // a key of the right shape that no account has: the server's first view asked, and says so
    const unknown = await (await request.get(`/reset-password?resetcode=${UNKNOWN_KEY}`)).text();
    expect(unknown).toMatch(/<h1[^>]*>Reset password<\/h1>/);
    expect(unknown).toMatch(new RegExp(`role="alert"[^>]*>${en.reset.invalid}<`));
    expect(unknown).not.toContain(en.reset.validating);
    // the answer goes with the page, for the browser's first render to equal the server's
    const answers = JSON.parse(/<script type="application\/json" id="shop-initial-answers">(.*?)<\/script>/s.exec(unknown)?.[1] ?? '{}');
    expect(answers.url).toBe(`/reset-password?resetcode=${UNKNOWN_KEY}`);
    expect(Object.values(answers.answers)).toEqual([{ valid: false }]);
    // a key the contract refuses is invalid without asking
    const malformed = await (await request.get('/reset-password?resetcode=x')).text();
    expect(malformed).toMatch(new RegExp(`role="alert"[^>]*>${en.reset.invalid}<`));
    expect(malformed).not.toContain('shop-initial-answers');
  });

  test('the catalogue’s package offers are in the markup with their data', async ({ request }) => {
    const html = await (await request.get('/products/packages')).text();
    expect(html).toContain('<div data-module="catalog" data-ssr="">');
    expect(html).toMatch(/<h2[^>]*>Package A<\/h2>/);
    expect(html).toContain('id="shop-initial-answers"');
  });

  test('the club portal’s first view is in its default language, Norwegian', async ({ request }) => {
    // Node does not resolve *.localhost as browsers do: the portal is chosen by the Host header
    const html = await (await request.get('/', { headers: { host: new URL(origin('club.localhost')).host } })).text();
    expect(html).toContain(`>${nb.front.heading}</h1>`);
    expect(html).toContain('<html lang="nb">');
  });

  test('a signed-in customer’s pages are not rendered on the server', async ({ request }) => {
    const html = await (await request.get('/my-account/picture-sets')).text();
    expect(html).not.toContain('data-ssr');
    expect(html).toContain('<main id="shop-content" tabindex="-1"></main>');
  });
});

/** Marks the server's h1 before any script runs, so the test can tell hydration from a new render. */
async function markServerHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('#shop-content h1');
    });
  });
}

/** A reset key of the contract's shape that no account has. */
const UNKNOWN_KEY = 'unknown-reset-key-0123456789';
const PAGES = ['/', '/enter-code?code=EMMA2026', '/login', '/reset-password?resetcode=x', `/reset-password?resetcode=${UNKNOWN_KEY}`, '/products/packages'];

for (const [portal, host] of [
  ['Fjord Portraits', 'localhost'],
  ['Nordlys Club Photo', 'club.localhost'],
] as const) {
  for (const lang of ['en', 'nb'] as const) {
    test(`${portal}, ${lang}: the pages hydrate the server’s markup without a console error or mismatch`, async ({ page, consoleMessages }) => {
      test.setTimeout(90_000);
      // the visitor picks the language (a session remembers it; still no signed-in user, so still server-rendered)
      await page.goto(`${origin(host)}/`);
      await waitForShell(page);
      const status = await page.evaluate(async (language) => {
        const token = document.cookie.match(/(?:^|; )shop_csrf=([^;]+)/)?.[1] ?? '';
        const res = await fetch('/api/webshop/user/language', {
          method: 'PUT',
          headers: { 'content-type': 'application/json', 'x-csrf-token': token },
          body: JSON.stringify({ lang: language }),
        });
        return res.status;
      }, lang);
      expect(status).toBe(200);
      await markServerHeading(page);
      for (const p of PAGES) {
        await page.goto(`${origin(host)}${p}`);
        await waitForShell(page);
        // the module took its server markup over (hydrateRoot), and its h1 is the very element the server sent
        await expect(page.locator('[data-ssr]')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        const heading = p.startsWith('/reset') ? texts[lang].reset.title : p === '/login' ? texts[lang].signIn.heading : null;
        if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // the server's answers made the first render final: the browser did not show or ask 'checking'
        if (p.startsWith('/reset')) await expect(page.getByRole('alert')).toHaveText(texts[lang].reset.invalid);
        if (p === '/') {
          expect(
            await page.evaluate(() => (window as unknown as { serverHeading: Element | null }).serverHeading === document.querySelector('#shop-content h1')),
          ).toBe(true);
          // hydrated means working: the form answers
          await page.getByRole('button', { name: texts[lang].front.noCode }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
        }
      }
      expect(consoleMessages).toEqual([]);
    });
  }
}

testOnOwnShop('a server entry that throws: the page is served and rendered in the browser as before', async ({ page, ownShop, consoleMessages }) => {
  const entry = path.join(ownShop.root, 'mfe-access/dist/server/entry.cjs');
  mkdirSync(path.dirname(entry), { recursive: true });
  writeFileSync(entry, "exports.render = () => { throw new Error('server entry broken on purpose'); };\n");
  const res = await page.request.get('/');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).not.toContain('data-ssr');
  await page.goto('/');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: en.front.heading })).toBeVisible();
  expect(consoleMessages).toEqual([]);
});
