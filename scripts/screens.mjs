// Screenshots of the main pages of both demo portals, phone (390×844) and desktop (1280×800), in Chromium,
// against the built shop on a fresh demo database: docs/screens/<portal>-<page>-<phone|desktop>.png; and the
// studio's main pages as the Fjord operator sees them, desktop and tablet (820×1180): docs/screens/studio-<page>-<desktop|tablet>.png.
// Refresh them when a page's look changes, so a reviewer sees the look in the change.
//   pnpm run build && node scripts/screens.mjs [--only fjord-front] [--url http://localhost:8080]
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const urlArg = args.includes('--url') ? args[args.indexOf('--url') + 1] : undefined;
const OUT = path.join(ROOT, 'docs', 'screens');
const PARENT = { email: 'parent@example.com', password: 'parent-demo-1' };

const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
};

const STUDIO_VIEWPORTS = {
  desktop: VIEWPORTS.desktop,
  tablet: { viewport: { width: 820, height: 1180 }, deviceScaleFactor: 1, hasTouch: true },
};

/** The studio's pages, in order; `section` is scrolled to the top of the view (a portal's brand, its modules). */
const STUDIO_PAGES = [
  // the sales chart is a lazy chunk of its own: the figures come first
  { name: 'dashboard', path: '/studio', ready: (page) => page.getByRole('img', { name: /^Chart of the orders/ }) },
  { name: 'portals', path: '/studio/portals' },
  { name: 'settings', path: '/studio/portals/fjord' },
  { name: 'modules', path: '/studio/portals/fjord', section: '#modules' },
  { name: 'brand', path: '/studio/portals/fjord', section: '#brand' },
  { name: 'content-menu', path: '/studio/portals/fjord/content' },
  { name: 'content-pages', path: '/studio/portals/fjord/content?tab=pages' },
  { name: 'content-page', path: '/studio/portals/fjord/content?tab=pages&page=about', ready: (page) => page.getByRole('toolbar').first() },
  { name: 'content-policies', path: '/studio/portals/fjord/content?tab=policies', ready: (page) => page.getByRole('toolbar').first() },
  { name: 'price-lists', path: '/studio/portals/fjord/price-lists' },
  { name: 'vouchers', path: '/studio/portals/fjord/price-lists', section: '#vouchers', ready: (page) => page.getByRole('table', { name: 'Vouchers' }) },
  // with the demo's templates folder checked: each template drawn with the sample pictures, by category
  { name: 'templates', path: '/studio/portals/fjord/templates', act: checkTemplates },
  { name: 'customers', path: '/studio/customers?q=parent%40example.com', ready: (page) => page.getByRole('table', { name: 'Customers found' }) },
  { name: 'recordings', path: '/studio/portals/fjord/recordings' },
  { name: 'audit', path: '/studio/audit' },
];

/** The pages shown, in order; `signedIn` pages sign in through the API first (as e2e/tests/account-helpers.ts). */
const PAGES = [
  { name: 'front', path: '/', ready: (page) => page.getByRole('heading', { level: 1 }).first() },
  { name: 'enter-code', path: '/', ready: (page) => page.getByRole('heading', { level: 1 }).first(), act: enterCode },
  { name: 'sign-in', path: '/login', ready: (page) => page.getByRole('heading', { level: 1 }).first() },
  { name: 'picture-sets', path: '/my-account/picture-sets', signedIn: true, ready: (page) => page.getByRole('heading', { level: 1 }).first() },
  { name: 'picture-set', path: firstPictureSetPath, signedIn: true, ready: (page) => page.locator('main img').first() },
  // an empty cart sends the customer on to the products, so the cart gets two cards of the first picture
  { name: 'cart', path: '/shopping-cart', signedIn: true, prepare: fillCart, ready: (page) => page.getByRole('heading', { level: 1 }).first() },
  // the catalogue upsell may open first (spec 3): a modal hides the page's heading from the accessibility tree
  {
    name: 'checkout',
    path: '/shopping-cart/checkout',
    signedIn: true,
    prepare: fillCart,
    ready: (page) => page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first(),
  },
  { name: 'products', path: '/products/categories', ready: (page) => page.getByRole('heading', { level: 1 }).first() },
  { name: 'cards', path: '/products/cards', ready: (page) => page.locator('main img').first() },
  { name: 'packages', path: '/products/packages', signedIn: true, ready: (page) => page.getByRole('heading', { level: 1 }).first() },
  // the club portal has the editor switched off
  { name: 'editor', path: editorPath, signedIn: true, portals: ['fjord'], ready: (page) => page.locator('main canvas').first() },
];

async function enterCode(page, portal) {
  await page.getByRole('textbox').first().fill(portal.code);
  await page.keyboard.press('Enter');
  // the next step of the flow ('Code validated') asks for an e-mail
  await page
    .getByRole('heading', { name: /Code validated|Koden er godkjent/i })
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => {});
}

/** Calls the API from the page (the browser's cookie jar, and club.localhost resolves there, not in Node). */
async function api(page, method, url, body) {
  if (page.url() === 'about:blank') await page.goto('/contact-us');
  return page.evaluate(
    async ({ method, url, body }) => {
      await fetch('/api/webshop/user');
      const token = document.cookie.match(/(?:^|; )shop_csrf=([^;]*)/)?.[1] ?? '';
      const res = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(token) },
        body: body && JSON.stringify(body),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    { method, url, body },
  );
}

/** fjord: the demo parent; club (no demo accounts): a new account made with the club's demo code. */
async function signIn(page, portal) {
  if (portal.account) {
    const password = 'screens-demo-1';
    const res = await api(page, 'POST', '/ajax/create.php', {
      email: portal.account,
      code: portal.code,
      mobile: portal.mobile,
      password,
      confirm_password: password,
      acceptmail: null,
      termsofservice: true,
    });
    if (res.status === 200 && !res.body?.error) return;
    const login = await api(page, 'POST', '/api/webshop/auth/login', { username: portal.account, password });
    if (login.status !== 200) throw new Error(`Registration failed: ${JSON.stringify(res.body)}`);
    return;
  }
  const res = await api(page, 'POST', '/api/webshop/auth/login', { username: PARENT.email, password: PARENT.password });
  if (res.status !== 200) throw new Error(`Sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
}

async function firstPictureSetPath(page) {
  const { body } = await api(page, 'GET', '/api/webshop/user/picture-sets');
  const set = body.pictureSets.find((s) => s.pictures.length > 0) ?? body.pictureSets[0];
  if (!set) throw new Error('The demo parent has no picture set');
  return `/my-account/picture-sets/${set.uuid}`;
}

/** The first card template of the list (the catalogue's default category), as the editor's create route takes it. */
async function firstCard(page) {
  const { body: list } = await api(page, 'GET', '/api/webshop/templates/cards');
  return Array.isArray(list) ? list[0] : undefined;
}

async function editorPath(page) {
  const card = await firstCard(page);
  if (!card) throw new Error('The portal has no card template');
  return `/products/cards/${card.product.uuid}/${card.uuid}`;
}

/** Two cards of the first template, filled from the first picture set by the server (fill-template), as the editor adds them. */
async function fillCart(page) {
  const { body: cart } = await api(page, 'GET', '/api/webshop/cart');
  if (cart?.lines?.length) return;
  const card = await firstCard(page);
  const { body: sets } = await api(page, 'GET', '/api/webshop/user/picture-sets');
  const set = sets?.pictureSets?.find((x) => x.pictures.length > 0);
  if (!card || !set) return;
  const { body: filled } = await api(page, 'POST', '/api/webshop/user/templates/fill-template', { template: { uuid: card.uuid }, subject: { uuid: set.uuid } });
  const line = {
    type: 2,
    product: { uuid: card.product.uuid },
    quantity: 2,
    template: { uuid: card.uuid, name: card.name, categories: card.categories, version: card.version },
    templateData: { year: filled?.year ?? null, userResources: filled?.userResources ?? [] },
  };
  const res = await api(page, 'POST', '/api/webshop/cart/lines', { lines: [line] });
  if (res.status !== 200) console.warn(`  (the cart stays empty: ${res.status} ${JSON.stringify(res.body).slice(0, 120)})`);
}

/** Signs the demo operator in to the studio through its API (the staff session's own CSRF cookie). */
async function studioSignIn(page) {
  await page.goto('/studio/sign-in');
  const res = await page.evaluate(async () => {
    await fetch('/api/studio/session');
    const token = document.cookie.match(/(?:^|; )shop_staff_csrf=([^;]*)/)?.[1] ?? '';
    const answer = await fetch('/api/studio/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(token) },
      body: JSON.stringify({ email: 'operator@example.com', password: 'operator-demo-1' }),
    });
    return answer.status;
  });
  if (res !== 200) throw new Error(`Studio sign-in failed: ${res}`);
}

/** Uploads the demo's templates folder of the shop's files (when this script started the shop) as a zip to the check. */
async function checkTemplates(page) {
  const folder = path.join(ROOT, 'e2e', '.static-screens', '.data/files/demo-templates/fjord');
  if (!existsSync(folder)) return;
  const { ZipFile } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('yazl');
  const zip = new ZipFile();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const abs = path.join(dir, name);
      if (statSync(abs).isDirectory()) walk(abs);
      else zip.addBuffer(readFileSync(abs), `templates/${path.relative(folder, abs)}`);
    }
  };
  walk(folder);
  zip.end();
  const chunks = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk);
  await page.getByLabel('Templates zip to check').setInputFiles({ name: 'templates.zip', mimeType: 'application/zip', buffer: Buffer.concat(chunks) });
  await page.getByText(/has no problems/).waitFor({ timeout: 120_000 });
  await page.locator('#templates-upload').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.waitForFunction(
    () => [...document.querySelectorAll('#templates-upload img')].slice(0, 3).every((img) => img.complete && img.naturalWidth > 0),
    null,
    {
      timeout: 60_000,
    },
  );
}

/** Waits for pictures and fonts, then shoots the view. */
async function shoot(page, file) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  // pictures drawn on request (a set's derivatives, sample-filled previews) may take longer than networkidle's window
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 15_000 }).catch(() => {});
  await page.screenshot({ path: path.join(OUT, file), fullPage: false });
  console.log(`  ${file}`);
}

let server;
let port = 8383;
let base = urlArg;
if (!base) {
  server = spawn(process.execPath, [path.join(ROOT, 'e2e/support/serve.mjs')], {
    env: { ...process.env, E2E_PORT: String(port), E2E_STATIC_ROOT: path.join(ROOT, 'e2e', '.static-screens') },
    stdio: 'ignore',
  });
  base = `http://localhost:${port}`;
  let up = false;
  for (let i = 0; i < 120 && !up; i++) {
    try {
      up = (await fetch(`${base}/api/health`)).ok;
    } catch {}
    if (!up) await new Promise((r) => setTimeout(r, 500));
  }
  if (!up) throw new Error('The shop did not start (is it built? pnpm run build)');
}
port = new URL(base).port;
const PORTALS = [
  { name: 'fjord', url: `http://localhost:${port}`, code: 'EMMA2026' },
  { name: 'club', url: `http://club.localhost:${port}`, code: 'CLUB2026', account: 'screens@example.com', mobile: '0701234567' },
];

const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  // club.localhost resolves to this machine like localhost does
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--host-resolver-rules=MAP *.localhost 127.0.0.1',
  ],
});
mkdirSync(OUT, { recursive: true });
let failures = 0;
try {
  for (const portal of PORTALS) {
    for (const [device, options] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({ ...options, baseURL: portal.url, reducedMotion: 'reduce' });
      // the consent choice is made (denied), so the banner does not cover the page
      const host = new URL(portal.url).hostname;
      await context.addCookies([{ name: 'shop_consent', value: 'deny', domain: host, path: '/' }]);
      let signedIn = false;
      for (const spec of PAGES) {
        const file = `${portal.name}-${spec.name}-${device}.png`;
        if (only && !file.startsWith(only)) continue;
        if (spec.portals && !spec.portals.includes(portal.name)) continue;
        const page = await context.newPage();
        try {
          if (spec.signedIn && !signedIn) {
            await signIn(page, portal);
            signedIn = true;
          }
          if (spec.prepare) await spec.prepare(page);
          const target = typeof spec.path === 'function' ? await spec.path(page) : spec.path;
          await page.goto(target);
          await spec.ready(page).waitFor({ timeout: 15_000 });
          if (spec.act) await spec.act(page, portal);
          await shoot(page, file);
        } catch (error) {
          failures++;
          console.error(`  ${file}: ${error.message.split('\n')[0]}`);
        } finally {
          await page.close();
        }
      }
      await context.close();
    }
  }
  for (const [device, options] of Object.entries(STUDIO_VIEWPORTS)) {
    if (only && !`studio-${device}`.startsWith(only.slice(0, 7)) && !only.startsWith('studio')) continue;
    const context = await browser.newContext({ ...options, baseURL: PORTALS[0].url, reducedMotion: 'reduce' });
    const page = await context.newPage();
    try {
      await studioSignIn(page);
      for (const spec of STUDIO_PAGES) {
        const file = `studio-${spec.name}-${device}.png`;
        if (only && !file.startsWith(only)) continue;
        try {
          await page.goto(spec.path);
          await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
          if (spec.ready) await spec.ready(page).waitFor({ timeout: 15_000 });
          if (spec.section) await page.locator(spec.section).evaluate((el) => el.scrollIntoView({ block: 'start' }));
          if (spec.act) await spec.act(page);
          await shoot(page, file);
        } catch (error) {
          failures++;
          console.error(`  ${file}: ${error.message.split('\n')[0]}`);
        }
      }
    } catch (error) {
      failures++;
      console.error(`  studio (${device}): ${error.message.split('\n')[0]}`);
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  server?.kill();
}
if (failures) {
  console.error(`${failures} screenshot(s) failed`);
  process.exitCode = 1;
}
