import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_MODULES, STAFF_MODULES, type ShopSettings } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { seedDemo } from '../demo/seed';
import { runCommandLine } from '../operator/run';
import { createTestApp, type TestApp } from '../testing/harness';
import { setModule } from './modules';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
  // every remote built, so `enabled` shows the operator's switch alone
  for (const name of [...REMOTE_MODULES, ...STAFF_MODULES]) {
    mkdirSync(join(t.repoRoot, `mfe-${name}`, 'dist'), { recursive: true });
    writeFileSync(join(t.repoRoot, `mfe-${name}`, 'dist', 'mf-manifest.json'), '{}');
  }
});
afterAll(() => t?.close());

const settings = async (host = 'localhost'): Promise<ShopSettings> => (await t.client(host).get('/api/webshop/shop-settings')).json();
const enabled = (shop: ShopSettings) => Object.fromEntries(shop.modules.map((m) => [m.name, m.enabled]));

async function operator(...argv: string[]) {
  const output: string[] = [];
  const code = await runCommandLine(argv, {
    db: t.app.shop.db,
    repoRoot: t.repoRoot,
    storage: t.app.shop.storage,
    filesDir: t.app.shop.config.filesDir,
    out: (l) => output.push(l),
  });
  return { code, output: output.join('\n') };
}

describe('portal by host name', () => {
  it('club.localhost gets the club portal, editor off', async () => {
    const club = await settings('club.localhost');
    expect(club).toMatchObject({
      portal: 'club',
      name: 'Nordlys Club Photo',
      currency: { code: 'SEK' },
      default_language: 'nb',
      freeShippingThreshold: -1,
      hasPrivacyPolicy: false,
    });
    // the studio is on every portal whatever the customer modules' switches (decision 0084)
    expect(enabled(club)).toEqual({ access: true, account: true, catalog: true, editor: false, checkout: true, studio: true });
  });

  it('carries each portal’s subject-change mode and photographer rule to the editor', async () => {
    expect((await settings()).options).toMatchObject({ subjectChangeMode: 3, whiteLabelDisableMixPhotographers: false });
    expect((await settings('club.localhost')).options).toMatchObject({ subjectChangeMode: 0, whiteLabelDisableMixPhotographers: true });
  });

  it('ignores the port and letter case', async () => {
    expect((await settings('CLUB.localhost:8080')).portal).toBe('club');
    expect((await settings('127.0.0.1:8080')).portal).toBe('fjord');
  });

  it('unknown hosts get the default portal', async () => {
    expect((await settings('shop.example.org')).portal).toBe('fjord');
  });

  it('a visitor of the club speaks its default language', async () => {
    expect((await t.client('club.localhost').get('/api/webshop/user')).json().user.lang).toBe('nb');
  });
});

describe('operator', () => {
  it('a module switch shows in shop-settings on the next call', async () => {
    await setModule(t.app.shop.db, 'fjord', 'checkout', false);
    expect(enabled(await settings()).checkout).toBe(false);
    await setModule(t.app.shop.db, 'fjord', 'checkout', true);
    expect(enabled(await settings()).checkout).toBe(true);
  });

  it('`module club editor on` switches it on', async () => {
    expect(await operator('module', 'club', 'editor', 'on')).toEqual({ code: 0, output: 'club: editor is on' });
    expect(enabled(await settings('club.localhost')).editor).toBe(true);
    expect((await operator('module', 'club', 'editor', 'off')).code).toBe(0);
    expect(enabled(await settings('club.localhost')).editor).toBe(false);
  });

  it('`portals` lists key, name, hosts, currency and modules', async () => {
    const { code, output } = await operator('portals');
    expect(code).toBe(0);
    const lines = output.split('\n');
    expect(lines[0]).toMatch(/^KEY\s+NAME\s+HOSTS\s+CURRENCY\s+DEFAULT\s+MODULES$/);
    expect(lines.find((l) => l.startsWith('club'))).toMatch(/Nordlys Club Photo\s+club\.localhost\s+SEK\s+.*editor:off/);
    expect(lines.find((l) => l.startsWith('fjord'))).toMatch(/localhost, 127\.0\.0\.1\s+NOK\s+yes\s+access:on account:on catalog:on editor:on checkout:on/);
  });

  it.each([
    [[], 'Usage: pnpm operator <command>'],
    [['bogus'], "Unknown command 'bogus'"],
    [['module', 'club', 'editor'], 'Usage: pnpm operator module <portal> <module> on|off'],
    [['module', 'club', 'shell', 'on'], "Unknown module 'shell'"],
    [['module', 'club', 'editor', 'yes'], "Say on or off, not 'yes'"],
    [['module', 'nowhere', 'editor', 'on'], "Unknown portal 'nowhere'"],
    [['portals', 'extra'], 'portals takes no arguments'],
    [['seed', '--force'], "Unknown argument '--force'"],
  ])('%j fails with exit code 1 and says why', async (argv, message) => {
    const { code, output } = await operator(...argv);
    expect(code).toBe(1);
    expect(output).toContain(message);
  });

  it('`seed` is idempotent and keeps switches; `seed --reset` puts them back', async () => {
    await setModule(t.app.shop.db, 'fjord', 'editor', false);
    expect((await operator('seed')).code).toBe(0);
    await seedDemo(t.app.shop.db, { storage: t.app.shop.storage, workDir: t.app.shop.config.filesDir });
    const count = await t.sql<{ portals: number; modules: number; pages: number }>(
      'SELECT (SELECT count(*)::int FROM portals) AS portals, (SELECT count(*)::int FROM portal_modules) AS modules, (SELECT count(*)::int FROM legacy_pages) AS pages',
    );
    expect(count[0]).toEqual({ portals: 2, modules: 10, pages: 1 });
    expect(enabled(await settings()).editor).toBe(false);

    await t.sql(`UPDATE portals SET name = 'Renamed' WHERE key = 'fjord'`);
    expect((await operator('seed', '--reset')).code).toBe(0);
    const shop = await settings();
    expect(shop.name).toBe('Fjord Portraits');
    expect(enabled(shop).editor).toBe(true);
  });
});

describe('brand', () => {
  const html = async (host = 'localhost') => (await t.client(host).get('/')).body as string;

  it('the two demo portals paint different fonts and corners into the page before any script', async () => {
    const fjord = await html();
    const club = await html('club.localhost');
    expect(fjord).toMatch(/--shop-font-heading: Charter,[^;]*serif; --shop-radius-1: 4px; --shop-radius-2: 8px; --shop-radius-3: 12px;/);
    expect(club).toMatch(/--shop-font-heading: Avenir,[^;]*sans-serif; --shop-radius-1: 8px; --shop-radius-2: 999px; --shop-radius-3: 20px;/);
    expect((await settings('club.localhost')).theme).toMatchObject({ font: 'geometric', corners: 'round' });
  });

  it('`brand club ...` changes colours, font, corners and images on the next page load', async () => {
    onTestFinished(async () => void (await operator('seed', '--reset')));
    const { code, output } = await operator('brand', 'club', 'primary=#7A1F5C', 'font=serif', 'corners=square', 'hero-image=/static/demo/fjord-background.jpg');
    expect(code, output).toBe(0);
    expect(output).toContain('club: primary #7a1f5c on #ffffff');
    const shop = await settings('club.localhost');
    expect(shop.theme).toMatchObject({ primary: '#7a1f5c', font: 'serif', corners: 'square' });
    const page = await html('club.localhost');
    expect(page).toContain('--primary:#7a1f5c;');
    expect(page).toContain('--shop-radius-3: 4px;');
    expect(page).toContain('/static/demo/fjord-background.jpg');
  });

  it('`brand club` alone shows the brand', async () => {
    const { code, output } = await operator('brand', 'club');
    expect(code).toBe(0);
    expect(output).toContain('club: font geometric, corners round, logo /static/portals/club/logo.svg');
  });

  it.each([
    [['brand'], 'brand needs a portal'],
    [['brand', 'nowhere'], "Unknown portal 'nowhere'"],
    [['brand', 'club', 'primary'], "Write setting=value, not 'primary'"],
    [['brand', 'club', 'colour=#000000'], "Unknown setting 'colour'"],
    [['brand', 'club', 'primary=blue'], "primary must be a colour like #0b4a6f, not 'blue'"],
    [['brand', 'club', 'font=comic'], 'font is one of system, humanist, geometric, serif, rounded'],
    [['brand', 'club', 'corners=sharp'], 'corners is one of square, soft, round'],
    [['brand', 'club', 'logo=javascript:alert(1)'], 'logo must be a path'],
    [['brand', 'club', 'hero-image=/x.jpg)'], 'hero-image must be a path'],
    [['brand', 'club', 'primary=#cccccc'], 'primary-contrast on primary has a contrast of'],
    [['brand', 'club', 'header-text=#2a2a40'], 'header-text on header-bg has a contrast of'],
  ])('%j is refused with the reason and changes nothing', async (argv, message) => {
    const before = await settings('club.localhost');
    const { code, output } = await operator(...argv);
    expect(code).toBe(1);
    expect(output).toContain(message);
    expect((await settings('club.localhost')).theme).toEqual(before.theme);
  });
});
