import { test, expect, waitForShell } from '../support/fixtures';

test.describe('a broken remote stays in its area', () => {
  test('a manifest that fails to load shows a fallback with retry; the header keeps working', async ({ page }) => {
    let fail = true;
    await page.route('**/remotes/access/mf-manifest.json', (route) => (fail ? route.fulfill({ status: 503, body: 'down' }) : route.continue()));
    await page.goto('/');
    await waitForShell(page);
    const fallback = page.getByRole('alert').filter({ hasText: 'This part of the shop could not be loaded.' });
    await expect(fallback).toBeVisible();
    // The chrome still works: the menu opens and the contact page (the shell's own) renders.
    await page.getByRole('button', { name: /menu/i }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    fail = false;
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hi! Did you receive a code from us?' })).toBeVisible();
  });

  test('a remote whose code throws while mounting shows the fallback; other pages still work', async ({ page }) => {
    await page.route('**/remotes/access/remoteEntry.js', (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: 'throw new Error("broken deploy of access")' }),
    );
    await page.goto('/');
    await waitForShell(page);
    await expect(page.getByRole('alert').filter({ hasText: 'This part of the shop could not be loaded.' })).toBeVisible();
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
