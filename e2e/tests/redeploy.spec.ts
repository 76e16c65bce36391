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
