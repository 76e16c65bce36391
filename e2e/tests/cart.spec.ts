import { test, expect } from '../support/fixtures';
import { apiRegister, freshEmail, h1, open } from './account-helpers';
import { addCards, addDigitalFile } from './cart-helpers';

// The cart journeys of a parent on the phone. Each journey has its own new account (with Emma's set from
// EMMA2026), so its cart is its own. Lines go in through the API the catalogue and editor will use.

const CARD = 'Card 10x15 – Classic';
const nbsp = (s: string | null) => (s ?? '').replace(/\s/g, ' ');

test.describe('cart journeys', () => {
  test('1 the cart: quick quantity taps, delete with confirmation; the badge and the promo bar follow', async ({ page }) => {
    await apiRegister(page.request, freshEmail('cart'), 'cart-e2e-Passw0rd', 'EMMA2026');
    const cards = await addCards(page.request, 'Emma Hansen', 10);
    await addDigitalFile(page.request, 'Emma Hansen');

    await open(page, '/shopping-cart');
    await expect(h1(page, 'Shopping cart')).toBeVisible();
    const cardLine = page.getByRole('listitem', { name: CARD });
    await expect(cardLine).toContainText('Sum NOK 240.00');
    const badge = page.getByTestId('cart-badge');
    await expect(badge).toHaveText('11');
    const promo = page.locator('#shop-promo');
    await expect(promo).toContainText('NOK 111.00'); // 500 − (240 + 149)

    // Three quick taps: the requests are queued, the last one wins.
    const more = page.getByRole('button', { name: `One more ${CARD}` });
    await more.click();
    await more.click();
    await more.click();
    await expect(page.getByRole('combobox', { name: `Quantity of ${CARD}` })).toHaveValue('13');
    await expect(cardLine).toContainText('Sum NOK 312.00');
    await expect(badge).toHaveText('14');
    await expect(promo).toContainText('NOK 39.00'); // 500 − (312 + 149)
    await page.reload();
    await expect(page.getByRole('combobox', { name: `Quantity of ${CARD}` })).toHaveValue('13');

    // How the price was made.
    await cardLine.getByText('How the price was made').click();
    await expect(cardLine.getByText('10–24 pieces: NOK 24.00 each')).toBeVisible();

    // Delete: Cancel keeps it, Delete removes it.
    const fileLine = page.getByRole('listitem').filter({ hasText: '1 x portrait picture' });
    await expect(fileLine).toHaveCount(1);
    const deleteButton = fileLine.getByRole('button', { name: /^Delete / });
    await deleteButton.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete product?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(fileLine).toHaveCount(1);
    await deleteButton.click();
    await page.getByRole('alertdialog', { name: 'Delete product?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(fileLine).toHaveCount(0);
    await expect(badge).toHaveText('13');
    await expect(page.getByTestId('cart-total')).toHaveText('NOK 312.00');

    // The edit route sends a card to the editor's route with the line (the editor module comes later).
    await open(page, `/shopping-cart/edit/${cards.uuid}`);
    await expect(page).toHaveURL(new RegExp(`/products/cards/[0-9a-f-]{36}/[0-9a-f-]{36}\\?orderLine=${cards.uuid}$`));
  });

  test('2 retouch options: a choice goes into the cart with its price; an unknown line says No order line', async ({ page }) => {
    await apiRegister(page.request, freshEmail('retouch'), 'retouch-e2e-Passw0rd', 'EMMA2026');
    await addCards(page.request, 'Emma Hansen', 1);
    await open(page, '/shopping-cart/retouch');
    await expect(h1(page, 'Retouch options')).toBeVisible();
    const options = page.getByRole('group', { name: /^Retouch options for picture ID: \d+$/ }).first();
    await options.getByText('Remove glasses reflections').click();
    await expect(page.getByTestId('retouch-total')).toHaveText('Total: NOK 148.00');
    await expect(page.getByTestId('retouch-count')).toHaveText('1 picture');
    await page
      .getByRole('button', { name: /^Retouch service for picture ID/ })
      .first()
      .click();
    const service = page.getByRole('dialog', { name: 'Retouch service' });
    await expect(service).toContainText('Remove glasses reflections');
    await service.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/shopping-cart$/);
    await expect(page.getByRole('listitem', { name: 'Retouch' })).toContainText('Sum NOK 148.00');
    expect(nbsp(await page.getByTestId('cart-total').textContent())).toBe('NOK 177.00'); // 29 + 148

    const asked: string[] = [];
    page.on('dialog', (d) => {
      asked.push(d.message());
      void d.accept();
    });
    await open(page, '/shopping-cart/edit/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/shopping-cart$/);
    expect(asked).toEqual(['No order line']);
  });
});
