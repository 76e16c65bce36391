import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForShell } from '../support/fixtures';

// axe on every view of the access module, on the phone and on the desktop.

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Dialogs and steps fade in: axe measures contrast, so wait until nothing moves. */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

async function check(page: Page, label: string) {
  await settled(page);
  await expectNoAxeViolations(page, label);
}

async function openFront(page: Page, url = '/') {
  await page.goto(url);
  await waitForShell(page);
}

test.describe('access, accessibility', () => {
  test('visitor views: front page, no-code dialog, sign-in, forgot password', async ({ page }) => {
    await openFront(page);
    await expect(h1(page, 'Hi! Did you receive a code from us?')).toBeVisible();
    await check(page, 'front page (visitor)');

    await page.getByRole('button', { name: 'Not received a code?' }).click();
    const noCode = page.getByRole('dialog', { name: 'Not received a code?' });
    await expect(noCode).toBeVisible();
    await check(page, "'Not received a code?' dialog");
    await noCode.getByRole('button', { name: 'Close' }).last().click();
    await expect(noCode).toBeHidden();

    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(h1(page, 'Sign in')).toBeVisible();
    await check(page, 'sign-in view');

    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot your password?' });
    await expect(forgot).toBeVisible();
    await check(page, 'forgot-password dialog');
  });

  test('the code flow: Code validated, Create a free user account, Welcome back', async ({ page }) => {
    await openFront(page);
    await page.getByLabel(/^Picture code/).fill('EMMA2026');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(h1(page, 'Code validated')).toBeVisible();
    await check(page, "'Code validated'");

    await page.getByLabel(/^E-mail/).fill(`e2e-a11y-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(h1(page, 'Create a free user account')).toBeVisible();
    await check(page, "'Create a free user account'");

    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(h1(page, 'Code validated')).toBeVisible();
    await page.getByLabel(/^E-mail/).fill('parent@example.com');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(h1(page, 'Welcome back')).toBeVisible();
    await check(page, "'Welcome back'");
  });

  test('an invalid reset key', async ({ page }) => {
    await openFront(page, '/reset-password?resetcode=invalid-key-0000000000');
    await expect(h1(page, 'Reset password')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Sorry, no account connected to this key' })).toBeVisible();
    await check(page, 'reset password, invalid key');
  });

  test('the signed-in front page', async ({ page }) => {
    await openFront(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel(/^E-mail/).fill('other@example.com');
    await page.getByLabel(/^Password/).fill('other-demo-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/products\/packages$/);
    await openFront(page);
    await expect(h1(page, 'Would you like to add another picture set?')).toBeVisible();
    await expect(page.getByText('Per Lie')).toBeVisible();
    await check(page, 'front page (signed in)');
  });
});
