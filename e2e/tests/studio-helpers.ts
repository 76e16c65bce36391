import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';

/** Signs staff in to the studio; the club portal speaks Norwegian by default, so labels match in both languages. */
export async function studioSignIn(page: Page, email = 'operator@example.com', password = 'operator-demo-1', base = '') {
  await page.goto(`${base}/studio/sign-in`);
  await page.getByRole('textbox', { name: /^(E-mail|E-post)/ }).fill(email);
  await page.getByLabel(/^(Password|Passord)/).fill(password);
  await page.getByRole('button', { name: /^(Sign in|Logg inn)$/ }).click();
  // the password's hash (scrypt, in the server's hash queue) is the slowest answer on a busy machine
  await expect(page.getByRole('heading', { level: 1, name: /^(Dashboard|Oversikt)$/ })).toBeVisible({ timeout: 30_000 });
}
