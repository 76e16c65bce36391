import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { test, testOnOwnShop, expect, holdScripts, origin, waitForShell } from '../support/fixtures';
import { apiRegister, apiSignIn, freshEmail, newApi, OTHER, PARENT, setOf } from './account-helpers';
// @ts-expect-error plain ESM helper
import { REPO } from '../support/paths.mjs';

// The first view from the server (issue 8, decision 0035): the route owner's server entry renders public
// pages into the HTML, and the browser hydrates that markup instead of rendering the page again.

type AccessTexts = {
  front: { heading: string; noCode: string };
  signIn: { heading: string };
  codeValidated: { heading: string };
  reset: { title: string; validating: string; invalid: string };
};
const readTexts = (lang: string): AccessTexts => JSON.parse(readFileSync(path.join(REPO, 'locales', lang, 'access.json'), 'utf8'));
const en = readTexts('en');
const nb = readTexts('nb');
const texts = { en, nb } as const;
const pictureSetsTitle = Object.fromEntries(
  (['en', 'nb'] as const).map((lang) => [lang, JSON.parse(readFileSync(path.join(REPO, 'locales', lang, 'account.json'), 'utf8')).pictureSets.title as string]),
) as Record<'en' | 'nb', string>;

/** The demo parents' picture sets (README 'Demo data'): Ida Hansen has Noah's, Per Lie has Maja's. */
const PARENT_SET = 'Noah Hansen';
const OTHER_SET = 'Maja Lie';
/** The shell's consent banner (its chrome), server-rendered for a visitor without a stored choice (decision 0065). */
const consentTitle = (lang: string): string => JSON.parse(readFileSync(path.join(REPO, 'locales', lang, 'shell.json'), 'utf8')).consent.title;
const nextSlide = (lang: string): string => JSON.parse(readFileSync(path.join(REPO, 'locales', lang, 'shell-pages.json'), 'utf8')).cms.slider.next;

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

    // the letter's link: the server checked the code for the page (decision 0067), which arrives at the
    // code's next step, with the session that remembers the code (the browser then asks nothing again)
    const enterCodeAnswer = await request.get('/enter-code?code=EMMA2026');
    const enterCode = await enterCodeAnswer.text();
    expect(enterCode).toMatch(/<h1[^>]*>Code validated<\/h1>/);
    expect(enterCode).toContain('Enter your e-mail address to access the photos of Emma Hansen.');
    expect(enterCode).toMatch(/<input[^>]*type="email"/);
    const cookies = enterCodeAnswer
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => h.value);
    expect(cookies.some((c) => /^shop_sid=[^;]+;.*HttpOnly/.test(c))).toBe(true);
    expect(enterCodeAnswer.headers()['cache-control']).toBe('private, no-cache');
    // a code no set has: the field with the refusal, from the server
    const unknownCode = await (await request.get('/enter-code?code=NOSUCH99')).text();
    expect(unknownCode).toMatch(/<h1[^>]*>Hi! Did you receive a code from us\?<\/h1>/);
    expect(unknownCode).toMatch(/<input[^>]*name="code"[^>]*value="NOSUCH99"/);
    expect(unknownCode).toMatch(/aria-invalid="true"/);

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

  test('a CMS page (the shell’s) carries its heading, text and content in the markup, with its data', async ({ request }) => {
    const html = await (await request.get('/pages/about')).text();
    expect(html).toContain('<div data-module="shell" data-ssr="">');
    expect(html).toMatch(/<h1[^>]*>About school photos<\/h1>/);
    expect(html).toContain('Pictures are ready about two weeks after the photo day.');
    // the portal's HTML, sanitised by the API, as it is (the browser shows the same string: no mismatch)
    expect(html).toContain('<h3>Good to know</h3><ul><li>Siblings can be photographed together on the photo day.</li>');
    expect(html).toMatch(/<h2[^>]*>School photos worth keeping<\/h2>/);
    // its content came with the page, so the browser does not ask for it again (and no hint asks for it)
    expect(html).toContain('id="shop-initial-answers"');
    expect(html).not.toContain('<link rel="preload" href="/api/webshop/legacy-pages/about"');
    // the slider's first slide is the one picture asked for at once; the pictures further down wait until near
    expect(html.match(/<link rel="preload"[^>]* as="image"[^>]*>/g)).toEqual([
      '<link rel="preload" href="/static/demo/slide-fjord.jpg" as="image" fetchPriority="high"/>',
    ]);
    expect(html).toMatch(/<img src="\/static\/demo\/studio.jpg"[^>]* loading="lazy"/);
  });

  test('the consent banner is in the first paint of a first visit, and not once a choice is stored', async ({ request, playwright }) => {
    const html = await (await request.get('/products/packages')).text();
    const banner = /<div id="shop-consent" data-ssr="">(.*?)<\/section>/s.exec(html)?.[1] ?? '';
    expect(banner).toContain('data-testid="consent-banner"');
    expect(banner).toMatch(new RegExp(`<h2[^>]*>${consentTitle('en')}</h2>`));
    expect(banner).toMatch(/<button[^>]*>Allow<\/button>/);
    // styled from the HTML: the page's styles and the banner's, Chakra's global CSS once
    expect(html.match(/<style data-emotion="css-global /g)?.length).toBe(2);
    // the club portal's, in its language
    const club = await (await request.get('/products/packages', { headers: { host: new URL(origin('club.localhost')).host } })).text();
    expect(club).toMatch(new RegExp(`<div id="shop-consent" data-ssr="">.*<h2[^>]*>${consentTitle('nb')}</h2>`, 's'));
    // a visitor who chose: no banner from the server (the browser would not show one)
    const chosen = await playwright.request.newContext({ baseURL: origin(), extraHTTPHeaders: { cookie: 'shop_consent=deny' } });
    try {
      const page = await (await chosen.get('/products/packages')).text();
      expect(page).toContain('<div id="shop-consent"></div>');
      expect(page).not.toContain('chrome-consent');
    } finally {
      await chosen.dispose();
    }
  });

  test('a signed-in page asked for without a session is not rendered on the server (the shell sends the visitor to sign in)', async ({ request }) => {
    const html = await (await request.get('/my-account/picture-sets')).text();
    expect(html).not.toMatch(/data-module="[\w-]+" data-ssr/);
    expect(html).toContain('<main id="shop-content" tabindex="-1"></main>');
  });
});

test.describe('a signed-in customer’s first view (decision 0066)', () => {
  /** The page as one browser (cookie jar) asks for it: status, Cache-Control, the first view's markup and answers. */
  async function signedInPage(api: APIRequestContext, url = '/my-account/picture-sets') {
    const res = await api.get(url);
    const html = await res.text();
    const main = /<main id="shop-content"[^>]*>(.*?)<\/main>/s.exec(html)?.[1] ?? '';
    const answers = /<script type="application\/json" id="shop-initial-answers">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    return { status: res.status(), cacheControl: res.headers()['cache-control'], html, main, answers };
  }

  test('each customer’s page holds their own picture sets only, never stored; a revoked session’s next page holds none', async ({ baseURL, browser }) => {
    const parent = await newApi(baseURL!);
    const other = await newApi(baseURL!);
    try {
      await apiSignIn(parent, PARENT.email, PARENT.password);
      await apiSignIn(other, OTHER.email, OTHER.password);
      // one after another and at the same time: the server entry's worker renders them in turn, with one store
      // and one query cache, so a page that kept the last customer's answers would show them here
      const pages = await Promise.all([parent, other, parent, other, other, parent].map((api) => signedInPage(api)));
      pages.forEach(({ status, cacheControl, main, answers }, i) => {
        const [own, theirs] = [0, 2, 5].includes(i) ? [PARENT_SET, OTHER_SET] : [OTHER_SET, PARENT_SET];
        expect(status).toBe(200);
        expect(cacheControl).toBe('private, no-store');
        expect(main).toContain('<div data-module="account" data-ssr="">');
        expect(main).toMatch(/<h1[^>]*>My picture sets<\/h1>/);
        expect(main).toContain(`>${own}</a></h2>`);
        expect(main).not.toContain(theirs);
        expect(answers).toContain(own);
        expect(answers).not.toContain(theirs);
      });
      // the first pictures are the page's largest paint: asked for in <head>, before the styles and scripts run
      expect(pages[0]!.html.split('</head>')[0]).toMatch(
        /<link rel="preload" as="image" imageSrcSet="\/api\/webshop\/pictures\/[^"]+\/320 320w[^"]*"[^>]*fetchPriority="high"/,
      );

      // signing out ends the session at once: the same cookie's next page is a visitor's (no first view, no data)
      const { cookies } = await parent.storageState();
      const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const out = await parent.post('/api/webshop/auth/logout', { headers: { 'x-csrf-token': cookies.find((c) => c.name === 'shop_csrf')!.value } });
      expect(out.status()).toBe(200);
      const stale = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { cookie } });
      try {
        const revoked = await signedInPage(stale);
        expect(revoked.status).toBe(200);
        expect(revoked.main).toBe('');
        expect(revoked.html).not.toContain(PARENT_SET);
        expect(revoked.answers).toBe('');
      } finally {
        await stale.dispose();
      }
      // and in a browser holding that cookie the shell's route guard sends the visitor to sign in, as before
      const browserWithStaleCookie = await browser.newContext();
      try {
        await browserWithStaleCookie.addCookies(cookies);
        const tab = await browserWithStaleCookie.newPage();
        await tab.goto('/my-account/picture-sets');
        await expect(tab).toHaveURL(/\/login\?referrer=%2Fmy-account%2Fpicture-sets$/);
        await expect(tab.getByText(PARENT_SET)).toHaveCount(0);
      } finally {
        await browserWithStaleCookie.close();
      }
    } finally {
      await parent.dispose();
      await other.dispose();
    }
  });
});

/** How often Chakra's token block (its global CSS: 48 KB of tokens, reset, keyframes) is in the page's CSS. */
function countTokenBlocks() {
  let count = 0;
  const walk = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if ((rule as CSSStyleRule).selectorText === ':where(html, .chakra-theme)') count++;
      if ((rule as CSSGroupingRule).cssRules) walk((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of document.styleSheets) walk(sheet.cssRules);
  return count;
}

type Marked = { serverHeading: Element | null; serverBanner: Element | null };

/** Marks the server's h1 and consent banner before any script runs, so the test can tell hydration from a new render. */
async function markServerHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as Marked).serverHeading = document.querySelector('#shop-content h1');
      (window as unknown as Marked).serverBanner = document.querySelector('#shop-consent section');
    });
  });
}

/** A reset key of the contract's shape that no account has. */
const UNKNOWN_KEY = 'unknown-reset-key-0123456789';
const PAGES = [
  '/',
  '/enter-code?code=EMMA2026',
  '/login',
  '/reset-password?resetcode=x',
  `/reset-password?resetcode=${UNKNOWN_KEY}`,
  '/products/packages',
  // a page of the shell's (decision 0065)
  '/contact-us',
];
/** The CMS page: the club portal has none (its content call answers 404, which the browser logs). */
const pagesOf = (host: string) => (host === 'localhost' ? [...PAGES, '/pages/about'] : PAGES);

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
      for (const p of pagesOf(host)) {
        await page.goto(`${origin(host)}${p}`);
        await waitForShell(page);
        // the module took its server markup over (hydrateRoot), and its h1 is the very element the server sent
        await expect(page.locator('[data-ssr], [data-hydrating]')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        const heading = p.startsWith('/reset')
          ? texts[lang].reset.title
          : p === '/login'
            ? texts[lang].signIn.heading
            : p.startsWith('/enter-code') && host === 'localhost' // the club portal sends Fjord's code to its own portal
              ? texts[lang].codeValidated.heading
              : null;
        if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // the consent banner (no choice stored in this test) is the very element the server sent, hydrated
        await expect(page.getByTestId('consent-banner')).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as Marked).serverBanner === document.querySelector('#shop-consent section'))).toBe(true);
        if (p === '/pages/about') {
          await expect(page.getByRole('heading', { level: 1, name: 'About school photos' })).toBeVisible();
          expect(await page.evaluate(() => (window as unknown as Marked).serverHeading === document.querySelector('#shop-content h1'))).toBe(true);
          // hydrated means working: the slideshow's buttons answer
          await page.getByRole('button', { name: nextSlide(lang) }).click();
          await expect(page.getByTestId('slide-counter')).toHaveText('2 / 2');
        }
        // the server's answers made the first render final: the browser did not show or ask 'checking'
        if (p.startsWith('/reset')) await expect(page.getByRole('alert')).toHaveText(texts[lang].reset.invalid);
        if (p.startsWith('/enter-code')) {
          // the code's step is the server's element: not the field first and the step swapped in after (layout shift)
          expect(await page.evaluate(() => (window as unknown as Marked).serverHeading === document.querySelector('#shop-content h1'))).toBe(true);
        }
        if (p === '/') {
          expect(await page.evaluate(() => (window as unknown as Marked).serverHeading === document.querySelector('#shop-content h1'))).toBe(true);
          // Chakra's global CSS (48 KB of tokens, reset, keyframes) is in the page once, not once per React root
          expect(await page.evaluate(countTokenBlocks)).toBe(1);
          // hydrated means working: the form answers
          await page.getByRole('button', { name: texts[lang].front.noCode }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
        }
      }
      expect(consoleMessages).toEqual([]);
    });
  }
}

/** The account's reading pages, server-rendered for their customer (decision 0066); `set` is one of the customer's sets. */
const accountPages = (set: string) => ['/my-account/picture-sets', `/my-account/picture-sets/${set}`, `/my-account/picture-sets/${set}/favorites`];
/** Its forms are rendered in the browser, as before: a box ticked before the page's script runs would not count. */
const accountForms = ['/my-account/share', '/my-account/contact-info', '/my-account/picture-sets/x/yearbook-pose', '/new-picture-set'];

for (const lang of ['en', 'nb'] as const) {
  test(`signed in, ${lang}: the account pages hydrate the server’s markup without a console error or mismatch`, async ({ page, consoleMessages }) => {
    test.setTimeout(120_000);
    // a parent of this test's own (their language changes), with Emma's set (ten pictures)
    await apiRegister(page.request, freshEmail(`first-view-${lang}`), 'first-view-Passw0rd', 'EMMA2026');
    const token = (await page.request.storageState()).cookies.find((c) => c.name === 'shop_csrf')!.value;
    const language = await page.request.put('/api/webshop/user/language', { headers: { 'x-csrf-token': token }, data: { lang } });
    expect(language.status()).toBe(200);
    const sets = (await (await page.request.get('/api/webshop/user/picture-sets')).json()).pictureSets as { uuid: string; subject: { name: string } }[];
    expect(sets.map((s) => s.subject.name)).toEqual(['Emma Hansen']);
    await markServerHeading(page);
    for (const p of accountPages(sets[0]!.uuid)) {
      // the HTML holds the page, rendered for this customer
      const html = await (await page.request.get(p)).text();
      expect(html, p).toContain('<div data-module="account" data-ssr="">');
      expect(html, p).toContain(`<html lang="${lang}">`);
      await page.goto(p);
      await waitForShell(page);
      // the module took its server markup over (hydrateRoot): its h1 is the very element the server sent
      await expect(page.locator('[data-ssr], [data-hydrating]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { serverHeading: Element | null }).serverHeading === document.querySelector('#shop-content h1')),
        p,
      ).toBe(true);
    }
    for (const p of accountForms) expect(await (await page.request.get(p)).text(), p).not.toMatch(/data-module="[\w-]+" data-ssr/);
    // the set's pictures came with the HTML and are shown
    await page.goto('/my-account/picture-sets');
    await waitForShell(page);
    await expect(page.getByRole('heading', { level: 1, name: pictureSetsTitle[lang] })).toBeVisible();
    const first = page.getByRole('article').getByRole('img', { name: /\d/ }).first();
    await expect(first).toBeVisible();
    await expect.poll(() => first.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    // the server's global CSS was adopted, not inserted a second time
    expect(await page.evaluate(countTokenBlocks)).toBe(1);
    expect(consoleMessages).toEqual([]);
  });
}

test('a tap before the page’s script has come is not lost: it plays once the page is live (decision 0068)', async ({ page, consoleMessages }) => {
  test.setTimeout(60_000);
  await apiRegister(page.request, freshEmail('held-tap'), 'held-tap-Passw0rd', 'EMMA2026');
  const emma = await setOf(page.request, 'Emma Hansen');
  const favourites = async () => (await setOf(page.request, 'Emma Hansen')).pictures.filter((p) => p.isUserFavorite).length;
  expect(await favourites()).toBe(0);
  const release = await holdScripts(page, '**/remotes/account/**/*.js');
  await page.goto(`/my-account/picture-sets/${emma.uuid}`, { waitUntil: 'domcontentloaded' });
  // the server's heart, on screen before the account's code: the parent taps it
  const heart = page.getByRole('button', { name: /^Favorite, ID: \d+$/ }).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  // and the consent banner's Allow (the shell's own markup, hydrated by the shell's code)
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Allow' }).click();
  await expect(page.locator('[data-module="account"][data-ssr]')).toHaveCount(1); // the account's view is still the server's
  expect(await favourites()).toBe(0);
  release();
  // the tap played when the page went live: marked on screen and on the server, the banner answered
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(favourites).toBe(1);
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  expect((await page.context().cookies()).find((c) => c.name === 'shop_consent')?.value).toBe('allow');
  expect(consoleMessages).toEqual([]);
});

test('a tap on a part of a live view whose code is still on its way is not lost: it plays when that part is (decision 0073)', async ({
  page,
  consoleMessages,
}) => {
  test.setTimeout(60_000);
  // the banner's own code (a lazy part of the consent root) is held; everything else comes
  const release = await holdScripts(page, '**/assets/chrome-consent.*.js');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await waitForShell(page);
  // the banner's root has committed (its mark is gone), but the banner itself is still the server's markup
  await expect(page.locator('#shop-consent')).not.toHaveAttribute('data-hydrating');
  await expect(page.locator('#shop-consent')).not.toHaveAttribute('data-ssr');
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByTestId('consent-banner')).toHaveCount(1);
  release();
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  expect((await page.context().cookies()).find((c) => c.name === 'shop_consent')?.value).toBe('allow');
  expect(consoleMessages).toEqual([]);
});

test('a code typed into the server’s form before the page’s script has come is kept, and goes with the tap on Next', async ({ page, consoleMessages }) => {
  test.setTimeout(60_000);
  const release = await holdScripts(page, '**/remotes/access/**/*.js');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // the server's form, before the access module's code: the parent types the code from the letter and taps Next
  await page.getByLabel(/^Picture code/).fill('EMMA2026');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('[data-module="access"][data-ssr]')).toHaveCount(1);
  release();
  // the module takes the form over with what was typed in it, and the held tap sends it
  await expect(page.getByRole('heading', { level: 1, name: en.codeValidated.heading })).toBeVisible();
  expect(consoleMessages).toEqual([]);
});

test('a tap on Next in the letter link’s form while its code is on its way is held; the code stays (issue 35)', async ({ page, consoleMessages }) => {
  test.setTimeout(60_000);
  // the access module's root comes; the chunk with the e-mail step (a lazy part of the root) is held
  const release = await holdScripts(page, '**/remotes/access/**/*.js', 'codeValidated.submit');
  await page.goto('/enter-code?code=NOAH2026', { waitUntil: 'domcontentloaded' });
  const view = page.locator('[data-module="access"]');
  await expect(view).toHaveAttribute('data-settling', '');
  await expect(page.getByRole('heading', { level: 1, name: en.codeValidated.heading })).toBeVisible();
  await page.getByLabel(/^E-mail/).fill(PARENT.email);
  await page.getByRole('button', { name: 'Next' }).click();
  // held: the form's own GET (which would lose the code) never went
  await expect(page).toHaveURL(/\/enter-code\?code=NOAH2026$/);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expect(page.getByText(`Enter the password of your account ${PARENT.email}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/enter-code\?code=NOAH2026$/);
  expect(consoleMessages).toEqual([]);
});

testOnOwnShop('a server entry that throws: the page is served and rendered in the browser as before', async ({ page, ownShop, consoleMessages }) => {
  const entry = path.join(ownShop.root, 'mfe-access/dist/server/entry.cjs');
  mkdirSync(path.dirname(entry), { recursive: true });
  writeFileSync(entry, "exports.render = () => { throw new Error('server entry broken on purpose'); };\n");
  const res = await page.request.get('/');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).not.toMatch(/data-module="[\w-]+" data-ssr/);
  await page.goto('/');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: en.front.heading })).toBeVisible();
  expect(consoleMessages).toEqual([]);
});

testOnOwnShop(
  'a shell server entry that throws: the CMS page and the consent banner are served and rendered in the browser',
  async ({ page, ownShop, consoleMessages }) => {
    const entry = path.join(ownShop.root, 'shell/dist/server/entry.cjs');
    writeFileSync(entry, "exports.render = () => { throw new Error('server entry broken on purpose'); };\nexports.renderChrome = exports.render;\n");
    const res = await page.request.get('/pages/about');
    expect(res.status()).toBe(200);
    const html = await res.text();
    // no server-rendered view at all (the page's inline script names the mark in its selector, never as an attribute)
    expect(html).not.toContain(' data-ssr=""');
    expect(html).toContain('<div id="shop-consent"></div>');
    // without the server's answer, the browser reads the content itself: the hint asks for it with the HTML
    expect(html).toContain('<link rel="preload" href="/api/webshop/legacy-pages/about" as="fetch" crossorigin="anonymous">');
    await page.goto('/pages/about');
    await waitForShell(page);
    await expect(page.getByRole('heading', { level: 1, name: 'About school photos' })).toBeVisible();
    await expect(page.getByRole('region', { name: consentTitle('en') })).toBeVisible();
    expect(consoleMessages).toEqual([]);
  },
);
