import { afterEach, describe, expect, it } from 'vitest';
import { subscribe } from '@shop/event-bus';
import type { OrderLine } from '@shop/contracts/commerce';
import { orderFixture } from '../testing/checkout-fixtures';
import { cardLine, cartFixture, catalogueLine, digitalSetLine } from '../testing/fixtures';
import { amount, beginCheckoutEvent, cartUpdateEvent, purchaseEvent, trackedItems, trackPurchaseOnce } from './tracking';

// spec 3 section 4: only type-0 lines with a uuid are tracked, the cart update counts their quantities,
// amounts carry two decimals

const untracked = (line: OrderLine, patch: Record<string, unknown>) => ({ ...line, ...patch }) as unknown as OrderLine;

describe('tracking rules', () => {
  it('amounts carry two decimals', () => {
    expect([amount(2900), amount(50), amount(0), amount(123456)]).toEqual(['29.00', '0.50', '0.00', '1234.56']);
  });

  it('tracks only type-0 lines with a uuid', () => {
    const cards = cardLine(1, 10);
    const items = trackedItems([cards, untracked(cardLine(2, 3), { uuid: '' }), untracked(cardLine(3, 4), { type: 3 }), catalogueLine(6, 2)]);
    expect(items).toEqual([
      { item_id: cards.kind === 'product' ? cards.product.uuid : '', item_name: 'Cards 10x15', price: '24.00', quantity: 10 },
      expect.objectContaining({ quantity: 2 }),
    ]);
  });

  it('the cart update counts only the type-0 quantities; value with two decimals', () => {
    const valid = cartFixture([cardLine(1, 10), catalogueLine(6, 2), digitalSetLine(5)]);
    // a line of another type (as an older server could send) does not count
    const cart = { ...valid, orderLines: [...valid.orderLines, untracked(cardLine(2, 5), { type: 1 })] };
    const e = cartUpdateEvent(cart);
    expect(e.event).toBe('cart_update');
    expect(e.data).toMatchObject({ currency: 'NOK', quantity: 13, value: amount(cart.summary.totalPrice) });
    expect(e.data.value).toMatch(/^\d+\.\d{2}$/);
  });

  it('begin_checkout and purchase: the order, its total, VAT, shipping and items', () => {
    expect(beginCheckoutEvent(cartFixture([cardLine(1, 10)])).data).toMatchObject({ value: '240.00', items: [{ quantity: 10, price: '24.00' }] });
    const order = orderFixture({ rebateCode: 'WELCOME10' });
    expect(purchaseEvent(order)).toEqual({
      event: 'purchase',
      data: {
        transaction_id: order.uuid,
        currency: 'NOK',
        value: '319.00',
        tax: '63.80',
        shipping: '79.00',
        coupon: 'WELCOME10',
        items: [expect.objectContaining({ item_name: 'Cards 10x15', price: '24.00', quantity: 10 })],
      },
    });
  });
});

describe('the purchase event', () => {
  const seen: unknown[] = [];
  const stop = subscribe('track', (payload) => seen.push(payload));
  afterEach(() => {
    seen.length = 0;
  });

  it('is published once per order in a tab (a reload of the receipt is no second purchase)', () => {
    const storage = new Map<string, string>();
    const store = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) };
    trackPurchaseOnce(orderFixture(), store);
    trackPurchaseOnce(orderFixture(), store);
    expect(seen).toEqual([expect.objectContaining({ event: 'purchase' })]);
    stop();
  });
});
