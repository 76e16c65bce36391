import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, origin, test, testOnOwnShop } from '../support/fixtures';

// The studio (issue 30, decision 0084) on the desktop and the tablet viewports (playwright.config.ts), against the
// real server. Journeys that change a portal run on a shop of their own.

/** Signs in; the club portal speaks Norwegian by default, so the labels are matched in both languages. */
async function signIn(page: Page, email: string, password: string, base = '') {
  await page.goto(`${base}/studio/sign-in`);
  await page.getByRole('textbox', { name: /^(E-mail|E-post)/ }).fill(email);
  await page.getByLabel(/^(Password|Passord)/).fill(password);
  await page.getByRole('button', { name: /^(Sign in|Logg inn)$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^(Dashboard|Oversikt)$/ })).toBeVisible();
}

test('the staff frame, not the shop’s chrome; every studio page passes axe; a customer page loads no studio code', async ({ page }) => {
  const studioFiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/studio/')) studioFiles.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('#shop-header')).toBeVisible();
  expect(studioFiles).toEqual([]);

  await page.goto('/studio');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the studio' })).toBeVisible();
  await expectNoAxeViolations(page, 'studio sign-in');
  await signIn(page, 'operator@example.com', 'operator-demo-1');
  // no cart badge, promo bar or consent banner: the shop's header is not there
  await expect(page.locator('#shop-header')).toBeHidden();
  await expect(page.locator('#shop-promo')).toBeHidden();
  await expect(page.getByRole('button', { name: /cookies/i })).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Studio' });
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Portals', 'Content', 'Orders', 'Photo jobs', 'Audit log']);
  await expect(page.getByTestId('staff-member')).toContainText('operator@example.com');
  await expectNoAxeViolations(page, 'studio dashboard');
  for (const [path, heading] of [
    ['/studio/portals', 'Portals'],
    ['/studio/portals/fjord', 'Fjord Portraits: settings'],
    ['/studio/portals/fjord/content', 'Fjord Portraits: content'],
    ['/studio/portals/fjord/content?tab=pages', 'Fjord Portraits: content'],
    ['/studio/portals/fjord/content?tab=policies', 'Fjord Portraits: content'],
    ['/studio/audit', 'Audit log'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `studio ${path}`);
  }
});

test("the club operator cannot open Fjord's portal: not in the switcher, 404 by address and by API", async ({ page }) => {
  await signIn(page, 'club-operator@example.com', 'club-operator-demo-1', origin('club.localhost'));
  // one portal: no switcher at all
  await expect(page.getByRole('combobox', { name: /^(Portal you work on|Portalen du jobber med)$/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Nordlys Club Photo$/ }).first()).toBeVisible();
  await expect(page.getByText('Fjord Portraits')).toHaveCount(0);
  await page.goto(`${origin('club.localhost')}/studio/portals/fjord`);
  await expect(page.getByRole('heading', { level: 1, name: /^(Page not found|Fant ikke siden)$/ })).toBeVisible();
  const status = await page.evaluate(async () => (await fetch('/api/studio/portals/fjord')).status);
  expect(status).toBe(404);
});

testOnOwnShop('support creates "Test Portal" on test.localhost, and its shop answers at once', async ({ page, ownShop }) => {
  await signIn(page, 'admin@example.com', 'admin-demo-1');
  await expect(page.getByRole('combobox', { name: 'Portal you work on' })).toBeVisible();
  await page.goto('/studio/portals');
  await page.getByRole('button', { name: 'New portal' }).click();
  await page.getByRole('textbox', { name: /^Key/ }).fill('test');
  await page.getByRole('textbox', { name: /^Name/ }).fill('Test Portal');
  await page.getByRole('textbox', { name: /^Host names/ }).fill('test.localhost');
  await page.getByRole('textbox', { name: /^VAT rate/ }).fill('25');
  await page.getByRole('button', { name: 'Create portal' }).click();
  await expect(page.getByText('Test Portal is created and answers on its hosts now.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Test Portal', exact: true })).toBeVisible();
  await page.goto(`${origin('test.localhost', ownShop.port)}/`);
  await expect(page).toHaveTitle('Test Portal');
  await expect(page.locator('#shop-header')).toContainText('Test Portal');
});

testOnOwnShop('the Fjord operator changes free delivery and the primary colour; the shop shows both; the audit log lists each', async ({ page }) => {
  await signIn(page, 'operator@example.com', 'operator-demo-1');
  await page.goto('/studio/portals/fjord');
  await page.getByLabel('Free delivery from (NOK)').fill('750');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.locator('#general').getByText('Saved.').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Buttons and links', exact: true }).fill('#7a1f5c');
  await page.getByRole('button', { name: 'Save brand' }).click();
  await expect(page.locator('#brand').getByText('Saved.').first()).toBeVisible();
  // a pair under AA contrast is refused, naming the pair and its ratio
  await page.getByRole('textbox', { name: 'Text on buttons', exact: true }).fill('#8a8a8a');
  await page.getByRole('button', { name: 'Save brand' }).click();
  await expect(page.locator('#brand').getByRole('alert')).toContainText(/contrast/i);
  await page.getByRole('textbox', { name: 'Text on buttons', exact: true }).fill('#ffffff');

  // the shop, as a visitor: the threshold and the colour
  const shop = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const parent = await shop.newPage();
  await parent.goto('/');
  await expect(parent.getByTestId('promo-text')).toContainText('750');
  expect(await parent.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--shop-primary').trim())).toBe('#7a1f5c');
  await shop.close();

  // the audit log: each change, newest first, with before and after
  await page.goto('/studio/audit');
  const entries = page.getByRole('list', { name: 'Audit entries' }).getByRole('listitem');
  await expect(entries.first()).toContainText('Brand');
  for (const kind of ['Settings', 'Brand']) await expect(entries.filter({ hasText: kind }).first()).toBeVisible();
  const settings = entries.filter({ hasText: 'Settings' }).first();
  await expect(settings).toContainText('Before');
  await expect(settings).toContainText('75000');
  await expectNoAxeViolations(page, 'studio audit after changes');
});
