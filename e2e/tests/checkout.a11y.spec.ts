import { test, expect, expectNoAxeViolations } from '../support/fixtures';
import { apiRegister, csrf, freshEmail, h1, open } from './account-helpers';
import { addCards } from './cart-helpers';
import type { Page } from '@playwright/test';
import { acceptAndBuy, declineCatalogue, step } from './checkout-helpers';

// the shop's header is sticky: a control scrolled under it is obscured for axe's target-size rule
const fromTop = (page: Page) => page.evaluate(() => window.scrollTo(0, 0));

// axe on every step of the checkout, the test provider's page, the receipt and 'My orders' (phone and
// desktop), in English and Norwegian: a new account with Emma's set and cards in its cart.

test('checkout steps, terms dialog, payment page, receipt and My orders pass axe, en and nb', async ({ page }) => {
  test.setTimeout(150_000);
  await apiRegister(page.request, freshEmail('checkout-a11y'), 'checkout-a11y-Passw0rd', 'EMMA2026');

  for (const [lang, t] of [
    [
      'en',
      {
        title: 'Finish order',
        delivery: '1. Delivery',
        store: 'Pickup in store',
        fullName: /^Full name/,
        next: 'Next step',
        terms: 'Read the terms of purchase',
        termsTitle: 'Terms of purchase',
        close: 'Close',
        pay: 'Pay',
        card: /^Card number/,
        thanks: 'Thank you for the order!',
        orders: 'My orders',
        upsell: "Don't forget the catalogue",
        noThanks: 'No thanks',
      },
    ],
    [
      'nb',
      {
        title: 'Fullfør bestillingen',
        delivery: '1. Levering',
        store: 'Henting i butikk',
        fullName: /^Fullt navn/,
        next: 'Neste steg',
        terms: 'Les kjøpsvilkårene',
        termsTitle: 'Kjøpsvilkår',
        close: 'Lukk',
        pay: 'Betal',
        card: /^Kortnummer/,
        thanks: 'Takk for bestillingen!',
        orders: 'Mine bestillinger',
        upsell: 'Ikke glem katalogen',
        noThanks: 'Nei takk',
      },
    ],
  ] as const) {
    // the products are named in the customer's language: the cards go in in English
    const english = await page.request.put('/api/webshop/user/language', { headers: { 'x-csrf-token': await csrf(page.request) }, data: { lang: 'en' } });
    expect(english.status()).toBe(200);
    await addCards(page.request, 'Emma Hansen', 3);
    const res = await page.request.put('/api/webshop/user/language', { headers: { 'x-csrf-token': await csrf(page.request) }, data: { lang } });
    expect(res.status()).toBe(200);

    // the catalogue upsell in this language: the offers gone through are forgotten for the test
    await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
    await open(page, '/shopping-cart/checkout');
    // the popup is modal: the page behind it is hidden from the accessibility tree until it closes
    await expect(page.getByRole('dialog', { name: t.upsell })).toBeVisible();
    await expectNoAxeViolations(page, `checkout, catalogue upsell (${lang})`);
    await declineCatalogue(page, t.noThanks, t.upsell);
    await expect(h1(page, t.title)).toBeVisible();
    await expect(step(page, t.delivery)).toBeVisible();
    await expectNoAxeViolations(page, `checkout, delivery methods (${lang})`);
    await page.getByRole('radio', { name: t.store }).check();
    await page.getByLabel(t.fullName).fill('Kari Nordmann');
    await fromTop(page);
    await expectNoAxeViolations(page, `checkout, store pickup form (${lang})`);
    await page.getByRole('button', { name: t.next }).click();
    await expect(page.getByRole('radio').first()).toBeChecked();
    await fromTop(page);
    await expectNoAxeViolations(page, `checkout, payment (${lang})`);
    await page.getByRole('button', { name: t.next }).click();
    await page.getByRole('button', { name: t.terms }).click();
    const dialog = page.getByRole('dialog', { name: t.termsTitle });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, `checkout, terms dialog (${lang})`);
    await dialog.getByRole('button', { name: t.close }).click();
    await expect(dialog).toBeHidden();
    await fromTop(page);
    await expectNoAxeViolations(page, `checkout, confirm (${lang})`);
    if (lang === 'en') await acceptAndBuy(page);
    else {
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Kjøp nå' }).click();
    }

    await expect(page.getByLabel(t.card)).toBeVisible();
    await expectNoAxeViolations(page, `payment page (${lang})`);
    await page.getByLabel(t.card).fill('4242424242424242');
    await page.getByRole('button', { name: t.pay, exact: true }).click();
    await expect(h1(page, t.thanks)).toBeVisible();
    await expectNoAxeViolations(page, `receipt (${lang})`);

    await open(page, '/my-account/orders');
    await expect(h1(page, t.orders)).toBeVisible();
    await page.getByRole('button', { name: /#/ }).first().click();
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page, `My orders, one open (${lang})`);
  }
});
