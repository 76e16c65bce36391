import { test, expect } from '../support/fixtures';
import { apiRegister, csrf, freshEmail, open, setOf } from './account-helpers';

// One price, the server's (issue 34 item 14, decision 0079): with Package B in the cart the cards' campaign
// price (15 kr, below every tier) applies. The list's header, the price dialog, the editor's buy view and the
// cart all show the figures the server's price engine answered, for the same card.

test('prices: a campaign card costs the same in the list, the price dialog, the buy view and the cart', async ({ page }) => {
  test.setTimeout(120_000);
  await apiRegister(page.request, freshEmail('prices'), 'prices-e2e-Passw0rd', 'EMMA2026');
  const emma = await setOf(page.request, 'Emma Hansen');
  const offers = (await (await page.request.get('/api/webshop/package-offers')).json()).packages as Array<{ uuid: string; name: string }>;
  const packageB = offers.find((p) => p.name === 'Package B')!;
  const added = await page.request.post('/api/webshop/cart/lines', {
    headers: { 'x-csrf-token': await csrf(page.request) },
    data: { lines: [{ type: 200, product: { uuid: packageB.uuid }, subject: { uuid: emma.uuid } }] },
  });
  expect(added.status(), await added.text()).toBe(200);

  // the list: Card 15x15 from the campaign price, and every tier at it in the dialog
  await open(page, '/products/cards/christmas');
  const header = page.getByRole('heading', { level: 2, name: 'Card 15x15' }).locator('..');
  await expect(header).toContainText('From NOK 15.00');
  await page.getByRole('button', { name: 'Prices Card 15x15' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Prices Card 15x15' });
  await expect(dialog.getByRole('listitem')).toHaveText([/1–9 pcs\s*NOK\s15\.00/, /10–24 pcs\s*NOK\s15\.00/, /25\+ pcs\s*NOK\s15\.00/]);
  await dialog.getByRole('button', { name: 'Close' }).tap();

  // the buy view: 12 cards at 15 (the tier's 24 struck through), 180 in all
  await page.getByRole('link', { name: 'Snowy Christmas' }).first().tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Snowy Christmas · Card 15x15' })).toBeVisible();
  // opened filled with the set's picture, as the list previewed it: added as it is
  await page.getByRole('button', { name: 'Add to cart' }).tap();
  await page.getByRole('alertdialog', { name: 'Dear customer' }).getByRole('button', { name: 'Add to shopping cart' }).tap();
  const buy = page.getByRole('dialog', { name: 'Choose quantity' });
  await buy.getByRole('textbox', { name: 'Quantity of Card 15x15' }).fill('12');
  await expect(buy.getByText('Sum NOK 180.00')).toBeVisible();
  await expect(buy.getByText('NOK 15.00/pcs')).toBeVisible();
  await expect(buy.locator('s')).toHaveText('NOK 24.00');
  await buy.getByRole('button', { name: 'Add to cart' }).tap();

  // the cart: the same line, the same figures
  await expect(page).toHaveURL(/\/shopping-cart\/retouch$/);
  await page.getByRole('link', { name: 'Next' }).tap();
  await expect(page).toHaveURL(/\/shopping-cart\/?$/);
  const line = page.getByRole('listitem').filter({ hasText: 'Snowy Christmas' });
  await expect(line).toContainText('NOK 15.00/pcs');
  await expect(line).toContainText('NOK 180.00');
  const cart = await (await page.request.get('/api/webshop/cart')).json();
  const cards = cart.orderLines.find((l: { template?: { name: string } }) => l.template?.name === 'Snowy Christmas');
  expect({ quantity: cards.quantity, unitPrice: cards.unitPrice, actualLinePrice: cards.actualLinePrice }).toEqual({
    quantity: 12,
    unitPrice: 1500,
    actualLinePrice: 18000,
  });
});
