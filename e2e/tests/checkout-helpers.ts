import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { csrf, open } from './account-helpers';

/** A valid Norwegian fødselsnummer of someone born `years` ago today (the first individual number whose check digits exist). */
export function adultPersonalNumber(years = 30): string {
  const now = new Date();
  const birth = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  const head = `${String(birth.getUTCDate()).padStart(2, '0')}${String(birth.getUTCMonth() + 1).padStart(2, '0')}${String(birth.getUTCFullYear() % 100).padStart(2, '0')}`;
  for (let individual = 100; individual < 500; individual++) {
    const d = `${head}${String(individual).padStart(3, '0')}`.split('').map(Number);
    const k1 = 11 - ((3 * d[0]! + 7 * d[1]! + 6 * d[2]! + d[3]! + 8 * d[4]! + 9 * d[5]! + 4 * d[6]! + 5 * d[7]! + 2 * d[8]!) % 11);
    if (k1 === 10) continue;
    const c1 = k1 === 11 ? 0 : k1;
    const k2 = 11 - ((5 * d[0]! + 4 * d[1]! + 3 * d[2]! + 2 * d[3]! + 7 * d[4]! + 6 * d[5]! + 5 * d[6]! + 4 * d[7]! + 3 * d[8]! + 2 * c1) % 11);
    if (k2 === 10) continue;
    return `${d.join('')}${c1}${k2 === 11 ? 0 : k2}`;
  }
  throw new Error('no personal number');
}

export const step = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

/** Step 3: accept the terms and buy. */
export async function acceptAndBuy(page: Page) {
  const buy = page.getByRole('button', { name: 'Buy now' });
  await expect(buy).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I accept the terms of purchase' }).check();
  await expect(buy).toBeEnabled();
  await buy.click();
}

/**
 * The catalogue upsell met at the checkout's start (spec 3): 'No thanks' goes to the product list; the
 * checkout opened again does not show the same offer in this tab.
 */
export async function declineCatalogue(page: Page, noThanks = 'No thanks', title = "Don't forget the catalogue") {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: noThanks }).click();
  await expect(page).toHaveURL(/\/products\/categories$/);
  await open(page, '/shopping-cart/checkout');
  await expect(page.getByRole('heading', { level: 2, name: /^1\. / })).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

/** An invoice order for the cart as it is, made through the checkout's calls (store pickup): its uuid. */
export async function apiInvoiceOrder(api: APIRequestContext): Promise<string> {
  const headers = { 'x-csrf-token': await csrf(api) };
  const start = await api.post('/api/webshop/checkout', { headers });
  expect(start.status(), await start.text()).toBe(200);
  const { checkoutUuid, deliveryMethods } = await start.json();
  const store = deliveryMethods.find((m: { type: string }) => m.type === 'store-pickup').pickupLocations[0].uuid as string;
  const options = await api.get(`/api/webshop/checkout/${checkoutUuid}/delivery-options/${store}/payment-options`);
  const invoice = (await options.json()).paymentOptions.find((o: { provider: string }) => o.provider === 'invoice').uuid as string;
  const res = await api.post(`/api/webshop/checkout/${checkoutUuid}/transaction`, {
    headers,
    data: {
      deliveryOptionUuid: store,
      paymentOptionUuid: invoice,
      deliveryOptionData: { contactInfo: { name: 'Kari Nordmann', emailAddress: 'kari@example.com' } },
      paymentOptionData: { pid: adultPersonalNumber() },
      client: 'mobile',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).transaction.order.uuid;
}

/** The cart ordered by postage and paid with the test provider's card that succeeds: the order's uuid. */
export async function apiCardOrder(api: APIRequestContext): Promise<string> {
  const headers = { 'x-csrf-token': await csrf(api) };
  const start = await api.post('/api/webshop/checkout', { headers });
  expect(start.status(), await start.text()).toBe(200);
  const { checkoutUuid, deliveryMethods } = await start.json();
  const letter = deliveryMethods.find((m: { type: string }) => m.type === 'postage').deliveryOptions[0].uuid as string;
  const options = await api.get(`/api/webshop/checkout/${checkoutUuid}/delivery-options/${letter}/payment-options`);
  const card = (await options.json()).paymentOptions.find((o: { title: string }) => o.title === 'Card').uuid as string;
  const res = await api.post(`/api/webshop/checkout/${checkoutUuid}/transaction`, {
    headers,
    data: {
      deliveryOptionUuid: letter,
      paymentOptionUuid: card,
      deliveryOptionData: { deliveryAddress: { name: 'Emma Hansen', address: 'Fjellveien 3', postalCode: '5003', city: 'Bergen' } },
      client: 'desktop',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { transaction } = await res.json();
  const paid = await api.post(`/api/webshop/payment/test-provider/${transaction.uuid}/pay`, { headers, data: { cardNumber: '4242424242424242' } });
  expect(paid.status(), await paid.text()).toBe(200);
  return transaction.order.uuid as string;
}
