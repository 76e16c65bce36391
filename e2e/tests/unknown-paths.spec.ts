import { test, expect, expectNoAxeViolations, waitForShell } from '../support/fixtures';
import { apiSignIn, PARENT } from './account-helpers';

// A path inside a module's part of the site that the module has no page for is the shop's
// 'Page not found' (status 404), never an empty content area; and every route of the table has a page.

const NO_ROUTE = /No routes matched location/;

test.describe('paths no module has a page for', () => {
  test.beforeEach(async ({ page }) => {
    await apiSignIn(page.request, PARENT.email, PARENT.password);
  });

  test("/my-account/add-picture-set shows the account's add-code form", async ({ page, consoleMessages }) => {
    await page.goto('/my-account/add-picture-set');
    await waitForShell(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Add picture set' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Add picture set' });
    await expectNoAxeViolations(page);
    await page.getByLabel(/^Picture code/).fill('NOSU');
    await expect(submit).toBeDisabled(); // spec 1 §5: the account form submits from 5 characters
    await page.getByLabel(/^Picture code/).fill('NOSUCH99');
    await submit.click();
    await expect(page.getByText('The code is not valid', { exact: true })).toBeVisible();
    expect(consoleMessages.filter((m) => NO_ROUTE.test(m))).toEqual([]);
  });

  const unknown = {
    access: ['/login/nope', '/enter-code/ABC123/more', '/reset-password/x'],
    account: ['/my-account/nope', '/my-account/picture-sets/7c9e6679-7425-40de-944b-e07fc1f90ae7/nope', '/new-picture-set/nope', '/my-account/contact-info/x'],
    checkout: ['/shopping-cart/nope', '/my-account/orders/o1/nope', '/shopping-cart/edit'],
  };
  for (const [module, paths] of Object.entries(unknown)) {
    test(`unknown paths of ${module} show 'Page not found' with a 404`, async ({ page, consoleMessages }) => {
      for (const path of paths) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await waitForShell(page);
        await expect(page.getByRole('heading', { level: 1, name: 'Page not found' }), path).toBeVisible();
        await expect(page.getByRole('link', { name: 'Go to the front page' })).toBeVisible();
      }
      expect(consoleMessages.filter((m) => NO_ROUTE.test(m))).toEqual([]);
    });
  }
});
