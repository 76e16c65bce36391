import { test, expect, expectNoAxeViolations, waitForShell, origin } from '../support/fixtures';

const pages: Array<{ path: string; heading: RegExp | string }> = [
  { path: '/', heading: 'Hi! Did you receive a code from us?' },
  { path: '/contact-us', heading: /contact/i },
  { path: '/privacy-policy', heading: /privacy/i },
  { path: '/pages/about', heading: /./ },
  { path: '/debug', heading: /./ },
  { path: '/no-such-page', heading: 'Page not found' },
];

for (const { path, heading } of pages) {
  test(`${path} passes axe`, async ({ page }) => {
    await page.goto(path);
    await waitForShell(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page, path);
  });
}

test('the not-available page of a switched-off module passes axe', async ({ page }) => {
  await page.goto(`${origin('club.localhost')}/products/cards/p/t`);
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'not available');
});

test('the open menu drawer passes axe', async ({ page }) => {
  await page.goto('/contact-us');
  await waitForShell(page);
  await page.getByRole('button', { name: /menu/i }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, 'drawer');
});
