import { test, expect } from '../support/fixtures';
import { apiRegister, freshEmail, h1, open, PARENT } from './account-helpers';
import { addCards } from './cart-helpers';
import { acceptAndBuy, adultPersonalNumber, apiInvoiceOrder, declineCatalogue, step } from './checkout-helpers';

// The checkout journeys of a parent on the phone: from a cart line to the receipt and 'My orders'.

test.describe('checkout journeys', () => {
  test('1 the demo parent checks out by postage and pays by card with the test provider; the receipt, My orders, an empty cart', async ({ page }) => {
    test.setTimeout(120_000);
    await open(page, '/login');
    await page.getByLabel(/^E-mail/).fill(PARENT.email);
    await page.getByLabel(/^Password/).fill(PARENT.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await addCards(page.request, 'Noah Hansen', 12);

    await open(page, '/shopping-cart');
    await expect(page.getByTestId('cart-badge')).toHaveText('12');
    await page.getByRole('link', { name: 'Checkout' }).click();
    await declineCatalogue(page);
    await expect(h1(page, 'Finish order')).toBeVisible();
    await expect(step(page, '1. Delivery')).toBeVisible();

    // postage starts with the saved option; the address form
    await page.getByRole('radio', { name: 'Postage' }).check();
    await expect(page.getByRole('radio', { name: /^Letter/ })).toBeChecked();
    await page.getByLabel(/^Name/).fill('Ida Hansen');
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('Fjellveien 3');
    await page.getByLabel(/^Postal code/).fill('5003');
    await page.getByLabel(/^City/).fill('Bergen');
    await page.getByRole('button', { name: 'Next step' }).click();
    await expect(page.getByText(/^Postage: Letter · NOK\s79\.00$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit delivery' })).toBeVisible();

    // payment: the card (first) preselected
    await expect(page.getByRole('radio', { name: /^Card/ })).toBeChecked();
    await page.getByRole('button', { name: 'Next step' }).click();

    // confirm: the lines and the total with postage (12 × 24 + 79)
    await expect(page.getByRole('list', { name: 'Products in the order' })).toContainText('Card 10x15');
    await expect(page.getByTestId('cart-total')).toHaveText('NOK 367.00');
    await acceptAndBuy(page);

    // the test provider's page
    await expect(page).toHaveURL(/\/m\/shopping-cart\/checkout\/payment\/[0-9a-f-]{36}$/);
    await expect(h1(page, 'Payment')).toBeVisible();
    await expect(page.getByText(/^To pay: NOK\s367\.00$/)).toBeVisible();
    await page.getByLabel(/^Card number/).fill('4242424242424242');
    await page.getByRole('button', { name: 'Pay' }).click();

    // the receipt; the cart is empty now
    await expect(page).toHaveURL(/\/shopping-cart\/checkout\/payment\/receipt\/[0-9a-f-]{36}$/);
    await expect(h1(page, 'Thank you for the order!')).toBeVisible();
    const orderUuid = page.url().split('/').pop()!;
    await expect(page.getByText(`Order #${orderUuid.slice(0, 8)}`)).toBeVisible();
    await expect(page.getByText('Ida Hansen, Fjellveien 3, 5003 Bergen')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    expect((await (await page.request.get('/api/webshop/cart/summary')).json()).itemCount).toBe(0);

    // My orders: the order's row; opening it puts the uuid in the route and shows its lines
    await page.getByRole('link', { name: 'See all your orders' }).click();
    await expect(h1(page, 'My orders')).toBeVisible();
    const row = page.getByRole('button', { name: new RegExp(`#${orderUuid.slice(0, 8)}`) });
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/my-account/orders/${orderUuid}$`));
    await expect(page.getByRole('listitem', { name: 'Card 10x15 – Classic' })).toBeVisible();

    // the order confirmation e-mail, with a link to the order
    const { emails } = await (await page.request.get(`/api/webshop/dev/mailbox?to=${encodeURIComponent(PARENT.email)}`)).json();
    const mail = emails.find((m: { subject: string }) => m.subject === `Order confirmation #${orderUuid.slice(0, 8)} – Fjord Portraits`);
    expect(mail, 'confirmation e-mail').toBeTruthy();
    expect(mail.text).toContain(`/my-account/orders/${orderUuid}`);
  });

  test('2 a declined card returns to the checkout with the cart kept; then store pickup (express) with an invoice and a personal number', async ({ page }) => {
    test.setTimeout(120_000);
    await apiRegister(page.request, freshEmail('checkout'), 'checkout-e2e-Passw0rd', 'EMMA2026');
    await addCards(page.request, 'Emma Hansen', 2);

    await open(page, '/shopping-cart/checkout');
    await declineCatalogue(page);
    await page.getByRole('radio', { name: 'Pickup in store' }).check();
    await page.getByRole('radio', { name: /Express/ }).check();
    await page.getByLabel(/^Full name/).fill('Kari Nordmann');
    await page.getByRole('button', { name: 'Next step' }).click();
    await expect(page.getByText(/^Pickup in store: Fjord Portraits Bergen \(Express\) · NOK\s99\.00$/)).toBeVisible();
    await page.getByRole('button', { name: 'Next step' }).click();
    await acceptAndBuy(page);
    await page.getByLabel(/^Card number/).fill('4000000000000002');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText('The payment was declined. Your shopping cart is kept.')).toBeVisible();
    await page.getByRole('button', { name: 'Back to payment' }).click();
    await expect(h1(page, 'Finish order')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('2');

    await page.getByRole('radio', { name: 'Pickup in store' }).check();
    await page.getByLabel(/^Full name/).fill('Kari Nordmann');
    await page.getByRole('button', { name: 'Next step' }).click();
    await page.getByRole('radio', { name: /^Invoice/ }).check();
    await page.getByRole('button', { name: 'Next step' }).click();
    await expect(page.getByText('This is required!')).toBeVisible();
    await page.getByLabel(/^Personal number/).fill(adultPersonalNumber());
    await page.getByRole('button', { name: 'Next step' }).click();
    await acceptAndBuy(page);
    // an invoice needs no payment page: straight to the receipt
    await expect(h1(page, 'Thank you for the order!')).toBeVisible();
    await expect(page.getByText('Invoice', { exact: true })).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  });

  test('3 the catalogue upsell: nothing chosen alerts; one catalogue goes into the cart; the checkout then goes on without the offer', async ({ page }) => {
    test.setTimeout(90_000);
    await apiRegister(page.request, freshEmail('checkout-upsell'), 'checkout-e2e-Passw0rd', 'EMMA2026');
    await addCards(page.request, 'Emma Hansen', 2);
    await open(page, '/shopping-cart/checkout');
    const dialog = page.getByRole('dialog', { name: "Don't forget the catalogue" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Do you want to order the catalogue?')).toBeVisible();
    const quantity = dialog.getByRole('combobox', { name: /^Quantity of .*Emma Hansen$/ });
    // the only catalogue offered starts at 1 (spec 3); 0 is allowed, and then Add to cart alerts
    await expect(quantity).toHaveValue('1');
    await quantity.selectOption('0');
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await expect(dialog.getByRole('alert')).toContainText('You need to select how many cataloges you would like before clicking Add to shopping cart');
    await dialog.getByRole('button', { name: /^One more .*Emma Hansen$/ }).click();
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/shopping-cart$/);
    await expect(page.getByTestId('cart-badge')).toHaveText('3');
    const lines = (await (await page.request.get('/api/webshop/cart')).json()).orderLines as { kind: string; quantity: number }[];
    expect(lines.find((l) => l.kind === 'catalogue')?.quantity).toBe(1);

    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(h1(page, 'Finish order')).toBeVisible();
    await expect(step(page, '1. Delivery')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('4 a voucher at checkout: WELCOME10 shows its rebate line and lowers the total', async ({ page }) => {
    test.setTimeout(90_000);
    await apiRegister(page.request, freshEmail('checkout-voucher'), 'checkout-e2e-Passw0rd', 'EMMA2026');
    await addCards(page.request, 'Emma Hansen', 15); // 15 × 24 = 360, above the voucher's 300
    await open(page, '/shopping-cart/checkout');
    await declineCatalogue(page);
    await page.getByRole('radio', { name: 'Pickup in store' }).check();
    await page.getByLabel(/^Full name/).fill('Kari Nordmann');
    await page.getByRole('button', { name: 'Next step' }).click();
    await page.getByRole('button', { name: 'Next step' }).click();
    await expect(page.getByTestId('cart-total')).toHaveText('NOK 360.00');
    await page.getByRole('button', { name: 'Add voucher code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add voucher code' });
    await dialog.getByLabel(/^Voucher code/).fill('welcome10');
    await dialog.getByRole('button', { name: 'Use code' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Voucher WELCOME10')).toBeVisible();
    await expect(page.getByText(/^−NOK\s36\.00$/)).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText('NOK 324.00');
  });

  test('5 postage with the address service: typing suggests addresses, a picked one fills the form', async ({ page }) => {
    test.setTimeout(90_000);
    await apiRegister(page.request, freshEmail('checkout-address'), 'checkout-e2e-Passw0rd', 'EMMA2026');
    await addCards(page.request, 'Emma Hansen', 2);
    await open(page, '/shopping-cart/checkout');
    await declineCatalogue(page);
    await page.getByRole('radio', { name: 'Postage' }).check();
    await page.getByLabel(/^Name/).fill('Kari Nordmann');
    const address = page.getByRole('textbox', { name: 'Address', exact: true });
    await address.fill('Strandgaten 12');
    const suggestions = page.getByRole('list', { name: 'Address suggestions' });
    await suggestions.getByRole('button', { name: 'Strandgaten 12, 5013 Bergen' }).click();
    await expect(suggestions).toHaveCount(0);
    await expect(address).toHaveValue('Strandgaten 12');
    await expect(page.getByLabel(/^Postal code/)).toHaveValue('5013');
    await expect(page.getByLabel(/^City/)).toHaveValue('Bergen');
    await page.getByRole('button', { name: 'Next step' }).click();
    await expect(page.getByText(/^Postage: Letter · NOK\s79\.00$/)).toBeVisible();
  });

  test('6 tracking: without consent the data layer gets nothing; with consent the receipt pushes the purchase', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await apiRegister(page.request, freshEmail('checkout-tracking'), 'checkout-e2e-Passw0rd', 'EMMA2026');
    const consent = (value: 'allow' | 'deny') => page.context().addCookies([{ name: 'shop_consent', value, url: baseURL! }]);
    const dataLayer = () => page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);

    await consent('deny');
    await addCards(page.request, 'Emma Hansen', 2);
    const denied = await apiInvoiceOrder(page.request);
    await open(page, `/shopping-cart/checkout/payment/receipt/${denied}`);
    await expect(h1(page, 'Thank you for the order!')).toBeVisible();
    await expect(page.getByText(`Order #${denied.slice(0, 8)}`)).toBeVisible();
    expect(await dataLayer()).toEqual([]);

    await consent('allow');
    await addCards(page.request, 'Emma Hansen', 3);
    const allowed = await apiInvoiceOrder(page.request);
    await open(page, `/shopping-cart/checkout/payment/receipt/${allowed}`);
    await expect(h1(page, 'Thank you for the order!')).toBeVisible();
    await expect
      .poll(async () => (await dataLayer()).filter((e) => e.event === 'purchase'))
      .toEqual([
        expect.objectContaining({
          event: 'purchase',
          transaction_id: allowed,
          currency: 'NOK',
          value: '87.00',
          items: [expect.objectContaining({ quantity: 3, price: '29.00' })],
        }),
      ]);
  });
});
