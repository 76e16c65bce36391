import { test, testOnOwnShop, expect, waitForShell } from '../support/fixtures';

test('switching the language changes the texts without a reload and is kept', async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Hi! Did you receive a code from us?' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Norsk bokmål' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: 'Hei! Har du fått en kode fra oss?' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1); // no reload
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hei! Har du fått en kode fra oss?' })).toBeVisible();
});

// On a shop of its own: the switch must not reach tests running beside it.
testOnOwnShop('an operator switches a module off and on; the shop follows on the next page load', async ({ page, ownShop }) => {
  const { operator } = ownShop;
  await page.goto('/');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Hi! Did you receive a code from us?' })).toBeVisible();
  expect(operator('module', 'fjord', 'access', 'off')).toMatch(/off/i);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not available/i);
    expect(operator('portals')).toMatch(/fjord/);
  } finally {
    operator('module', 'fjord', 'access', 'on');
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hi! Did you receive a code from us?' })).toBeVisible();
});

test('consent: the choice is stored in a cookie for a year and the banner stays away', async ({ page, context }) => {
  await page.goto('/contact-us');
  await waitForShell(page);
  const banner = page.getByRole('region', { name: 'Cookies' });
  await banner.getByRole('button', { name: 'Deny' }).click();
  await expect(banner).toBeHidden();
  const cookie = (await context.cookies()).find((c) => c.name === 'shop_consent');
  expect(cookie?.value).toBe('deny');
  const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(360);
  await page.reload();
  await waitForShell(page);
  await expect(page.getByRole('region', { name: 'Cookies' })).toBeHidden();
});
