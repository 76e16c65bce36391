/** Helpers of the checkout API tests: start a checkout, pick options by method, valid personal numbers, the test provider's callback. */
import type { Browser } from '../../access/testing';

export const CHECKOUT = '/api/webshop/checkout';

/** A valid Norwegian fødselsnummer for a birth date (the first individual number whose check digits exist). */
export function fodselsnummer(birth: Date): string {
  const dd = String(birth.getUTCDate()).padStart(2, '0');
  const mm = String(birth.getUTCMonth() + 1).padStart(2, '0');
  const year = birth.getUTCFullYear();
  const yy = String(year % 100).padStart(2, '0');
  for (let individual = year >= 2000 ? 500 : 100; individual < 1000; individual++) {
    const d = `${dd}${mm}${yy}${String(individual).padStart(3, '0')}`.split('').map(Number);
    const k1 = 11 - ((3 * d[0]! + 7 * d[1]! + 6 * d[2]! + d[3]! + 8 * d[4]! + 9 * d[5]! + 4 * d[6]! + 5 * d[7]! + 2 * d[8]!) % 11);
    if (k1 === 10) continue;
    const c1 = k1 === 11 ? 0 : k1;
    const k2 = 11 - ((5 * d[0]! + 4 * d[1]! + 3 * d[2]! + 2 * d[3]! + 7 * d[4]! + 6 * d[5]! + 5 * d[6]! + 4 * d[7]! + 3 * d[8]! + 2 * c1) % 11);
    if (k2 === 10) continue;
    return `${d.join('')}${c1}${k2 === 11 ? 0 : k2}`;
  }
  throw new Error('no number');
}

export const yearsAgo = (years: number, days = 0) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear() - years, d.getUTCMonth(), d.getUTCDate() - days));
};

export interface Started {
  checkoutUuid: string;
  deliveryMethods: {
    type: string;
    deliveryOptions: { uuid: string; name: string; price: number; type: number }[];
    pickupLocations: { uuid: string; pickupname: string; price: number }[];
  }[];
  cart: { summary: { totalPrice: number } };
}

export async function startCheckout(b: Browser): Promise<Started> {
  const res = await b.post(CHECKOUT);
  if (res.statusCode !== 200) throw new Error(`checkout ${res.statusCode} ${res.body}`);
  return res.json();
}

export const methodOf = (s: Started, type: string) => s.deliveryMethods.find((m) => m.type === type)!;

export const paymentOptionsUrl = (checkout: string, delivery: string) => `${CHECKOUT}/${checkout}/delivery-options/${delivery}/payment-options`;

export async function paymentOptions(b: Browser, checkout: string, delivery: string) {
  const res = await b.get(paymentOptionsUrl(checkout, delivery));
  if (res.statusCode !== 200) throw new Error(`payment options ${res.statusCode} ${res.body}`);
  return res.json() as {
    paymentOptions: { uuid: string; title: string; provider: string; requirePersonNo: boolean; verifyMobile: boolean }[];
    cart: { summary: { totalPrice: number; lines: { type: number; description: string; linePrice: number }[] } };
  };
}

export const transactionUrl = (checkout: string) => `${CHECKOUT}/${checkout}/transaction`;

export const contact = { contactInfo: { name: 'Kari Nordmann', emailAddress: 'kari@example.com' } };
export const address = { deliveryAddress: { name: 'Kari Nordmann', address: 'Fjellveien 3', postalCode: '5003', city: 'Bergen' } };
