import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testOnOwnShop as test, expect, waitForShell } from '../support/fixtures';
// @ts-expect-error plain ESM helper
import { REPO } from '../support/paths.mjs';

// On a shop of its own: no other test can load the swapped remote.

test('replacing a remote’s folder with a new build changes the running shop, without rebuilding the shell', async ({ page, ownShop }) => {
  test.setTimeout(180_000);
  const shellIndexBefore = readFileSync(path.join(ownShop.root, 'shell/dist/index.html'), 'utf8');
  await page.goto('/');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Hi! Did you receive a code from us?' })).toBeVisible();

  // A new build of the access remote, with a changed text, built beside the served one.
  const work = mkdtempSync(path.join(os.tmpdir(), 'redeploy-'));
  cpSync(path.join(REPO, 'locales'), path.join(work, 'locales'), { recursive: true });
  const textsFile = path.join(work, 'locales/en/access.json');
  writeFileSync(textsFile, readFileSync(textsFile, 'utf8').replace('Hi! Did you receive a code from us?', 'Welcome to the new release!'));
  execFileSync(process.execPath, [path.join(REPO, 'mfe-access/node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', 'rspack.config.mjs'], {
    cwd: path.join(REPO, 'mfe-access'),
    env: { ...process.env, NODE_ENV: 'production', SHOP_LOCALES_DIR: path.join(work, 'locales'), SHOP_OUTPUT_DIR: path.join(work, 'dist') },
    stdio: 'pipe',
  });

  // Deploy: swap the folder the server serves.
  const served = path.join(ownShop.root, 'mfe-access/dist');
  renameSync(served, path.join(work, 'old-dist'));
  renameSync(path.join(work, 'dist'), served);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the new release!' })).toBeVisible();
    expect(readFileSync(path.join(ownShop.root, 'shell/dist/index.html'), 'utf8')).toBe(shellIndexBefore);
  } finally {
    rmSync(served, { recursive: true, force: true });
    renameSync(path.join(work, 'old-dist'), served);
    rmSync(work, { recursive: true, force: true });
  }
});
