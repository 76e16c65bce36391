import { test, expect, expectNoAxeViolations } from '../support/fixtures';
import { apiRegister, csrf, freshEmail, h1, open } from './account-helpers';
import { addCards, addDigitalFile } from './cart-helpers';

// axe on the checkout module's screens (phone and desktop), in English and Norwegian: a new account with
// Emma's set, cards, a digital file and a retouch choice in its cart.

test('cart, delete dialog, retouch options and the retouch service dialog pass axe, en and nb', async ({ page }) => {
  test.setTimeout(90_000);
  await apiRegister(page.request, freshEmail('cart-a11y'), 'cart-a11y-Passw0rd', 'EMMA2026');
  await addCards(page.request, 'Emma Hansen', 12);
  await addDigitalFile(page.request, 'Emma Hansen');

  for (const [lang, texts] of [
    ['en', { cart: 'Shopping cart', retouch: 'Retouch options', service: 'Retouch service', del: 'Delete product?' }],
    ['nb', { cart: 'Handlekurv', retouch: 'Retusjeringsvalg', service: 'Retusjeringstjeneste', del: 'Slette produktet?' }],
  ] as const) {
    const res = await page.request.put('/api/webshop/user/language', { headers: { 'x-csrf-token': await csrf(page.request) }, data: { lang } });
    expect(res.status()).toBe(200);

    await open(page, '/shopping-cart/retouch');
    await expect(h1(page, texts.retouch)).toBeVisible();
    await expect(page.getByRole('group').first()).toBeVisible();
    await expectNoAxeViolations(page, `retouch (${lang})`);
    if (lang === 'en') await page.getByRole('group').first().getByRole('checkbox').first().check();
    await page.getByRole('button', { name: texts.service }).first().click();
    await expect(page.getByRole('dialog', { name: texts.service })).toBeVisible();
    await expectNoAxeViolations(page, `retouch service (${lang})`);

    await open(page, '/shopping-cart');
    await expect(h1(page, texts.cart)).toBeVisible();
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page, `cart (${lang})`);
    await page
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /^(Delete|Slett) / })
      .click();
    await expect(page.getByRole('alertdialog', { name: texts.del })).toBeVisible();
    await expectNoAxeViolations(page, `delete dialog (${lang})`);
  }
});
