import { test, expect, expectNoAxeViolations } from '../support/fixtures';
import { apiRegister, apiSignIn, freshEmail, h1, newApi, open, PARENT, setOf } from './account-helpers';

// axe on the account pages (phone and desktop). Picture-set pages: a new user with EMMA2026 (favourites and
// yearbook pose available); profile pages: the demo parent (reminders, a package held for inspection).

const password = 'a11y-e2e-Passw0rd';
let email = '';
let emmaUuid = '';

test.beforeAll(async ({ workerShop }) => {
  email = freshEmail('a11y');
  const api = await newApi(workerShop.url);
  try {
    await apiRegister(api, email, password, 'EMMA2026');
    emmaUuid = (await setOf(api, 'Emma Hansen')).uuid;
  } finally {
    await api.dispose();
  }
});

test.describe('account pages have no axe violations', () => {
  test('picture sets: list, set, viewer, favourites, yearbook pose, new picture set', async ({ page }) => {
    await apiSignIn(page.request, email, password);
    await open(page, '/my-account');
    await expect(h1(page, 'My account')).toBeVisible();
    await expectNoAxeViolations(page);

    await open(page, '/my-account/picture-sets');
    await expect(page.getByRole('article', { name: 'Emma Hansen' })).toBeVisible();
    await expectNoAxeViolations(page);

    await open(page, `/my-account/picture-sets/${emmaUuid}`);
    await expect(h1(page, 'Emma Hansen')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Open picture ID/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole('button', { name: /^Open picture ID/ })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: /^Picture 1 of \d+$/ })).toBeVisible();
    await expectNoAxeViolations(page, 'the fullscreen viewer');
    await page.keyboard.press('Escape');

    await open(page, `/my-account/picture-sets/${emmaUuid}/favorites`);
    await expect(page.getByRole('button', { name: /^Favorite, ID/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await open(page, `/my-account/picture-sets/${emmaUuid}/yearbook-pose`);
    await expect(page.getByRole('checkbox', { name: /^Yearbook pose, ID/ }).first()).toBeAttached();
    await expectNoAxeViolations(page);

    await open(page, '/new-picture-set');
    await expect(h1(page, 'New picture set')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Open picture ID/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('profile: contact information, password, communication, cancel packages, share steps', async ({ page }) => {
    await apiSignIn(page.request, PARENT.email, PARENT.password);
    await open(page, '/my-account/contact-info');
    await expect(page.getByLabel(/^City/)).toBeVisible();
    await expectNoAxeViolations(page);

    await open(page, '/my-account/change-password');
    await expect(page.getByLabel(/^New password/)).toBeVisible();
    await expectNoAxeViolations(page);

    await open(page, '/my-account/communication');
    await expect(page.getByRole('group', { name: 'Reminders' })).toBeVisible();
    await expectNoAxeViolations(page);

    await open(page, '/my-account/cancel-picture-packages');
    await expect(
      page.getByRole('group', { name: 'Picture packages held for inspection' }).or(page.getByText('You have no picture packages held for inspection.')),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await open(page, '/my-account/share');
    await expect(page.getByRole('checkbox', { name: /Noah Hansen/ })).toBeAttached();
    await expectNoAxeViolations(page, 'share: select picture sets');
    await page.getByText('Noah Hansen – Fjordvik School 2026', { exact: true }).click();
    await page.getByRole('button', { name: 'Share 1 picture set' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Select recipients' })).toBeVisible();
    await expectNoAxeViolations(page, 'share: select recipients');
  });
});
