import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testOnOwnShop as test, expect, waitForShell } from '../support/fixtures';
import { buildAndDeployRemote } from '../support/deploy-remote';
// @ts-expect-error plain ESM helper
import { REPO } from '../support/paths.mjs';

// On a shop of its own: no other test can load the swapped remote.

test('replacing a remote’s folder with a new build changes the running shop, without rebuilding the shell', async ({ page, ownShop }) => {
  test.setTimeout(180_000);
  const shellIndexBefore = readFileSync(path.join(ownShop.root, 'shell/dist/index.html'), 'utf8');
  await page.goto('/');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Hi! Did you receive a code from us?' })).toBeVisible();
  // the server's first view is the remote's too (decision 0035)
  expect(await (await page.request.get('/')).text()).toContain('>Hi! Did you receive a code from us?</h1>');

  // A new build of the access remote, with a changed text.
  const texts = mkdtempSync(path.join(os.tmpdir(), 'redeploy-locales-'));
  cpSync(path.join(REPO, 'locales'), texts, { recursive: true });
  const textsFile = path.join(texts, 'en/access.json');
  writeFileSync(textsFile, readFileSync(textsFile, 'utf8').replace('Hi! Did you receive a code from us?', 'Welcome to the new release!'));
  const restore = buildAndDeployRemote(ownShop, 'mfe-access', { SHOP_LOCALES_DIR: texts });
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the new release!' })).toBeVisible();
    // the server renders the new version's first view, without a restart (a new worker for the new build)
    await expect.poll(async () => (await page.request.get('/')).text()).toContain('>Welcome to the new release!</h1>');
    expect(readFileSync(path.join(ownShop.root, 'shell/dist/index.html'), 'utf8')).toBe(shellIndexBefore);
  } finally {
    restore();
    rmSync(texts, { recursive: true, force: true });
  }
});

test('replacing the shell’s folder with a new build changes its server-rendered pages and chrome, without a restart', async ({ page, ownShop }) => {
  test.setTimeout(180_000);
  // the shell's server entry renders the CMS page and the consent banner (decision 0065)
  // (right after the shop's start its workers may still be warming: until then the browser renders the page)
  await expect.poll(async () => (await page.request.get('/pages/about')).text(), { timeout: 30_000 }).toMatch(/<h2[^>]*>Cookies<\/h2>/);
  const before = await (await page.request.get('/pages/about')).text();
  expect(before).toContain('aria-label="Slideshow"');

  // A new build of the shell, with changed texts of its chrome and of its pages.
  const texts = mkdtempSync(path.join(os.tmpdir(), 'redeploy-shell-locales-'));
  cpSync(path.join(REPO, 'locales'), texts, { recursive: true });
  const edit = (file: string, from: string, to: string) => writeFileSync(file, readFileSync(file, 'utf8').replace(from, to));
  edit(path.join(texts, 'en/shell.json'), '"title": "Cookies"', '"title": "Cookies in the new release"');
  edit(path.join(texts, 'en/shell-pages.json'), '"label": "Slideshow"', '"label": "Slideshow of the new release"');
  const restore = buildAndDeployRemote(ownShop, 'shell', { SHOP_LOCALES_DIR: texts });
  try {
    // a new worker for the new entry, without a restart
    await expect.poll(async () => (await page.request.get('/pages/about')).text()).toMatch(/<h2[^>]*>Cookies in the new release<\/h2>/);
    expect(await (await page.request.get('/pages/about')).text()).toContain('aria-label="Slideshow of the new release"');
    // and the browser hydrates the new version's markup with the new version's code
    await page.goto('/pages/about');
    await waitForShell(page);
    await expect(page.getByRole('region', { name: 'Cookies in the new release' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Slideshow of the new release' })).toBeVisible();
  } finally {
    restore();
    rmSync(texts, { recursive: true, force: true });
  }
});
