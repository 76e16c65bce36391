/**
 * The checkout's analytics events (spec 3 section 4, 'Tracking and consent'): only ordinary lines
 * (type 0) with a uuid are tracked, the cart-update event counts only their quantities, and amounts carry
 * two decimals ("29.00", in the portal's currency). The names follow the common e-commerce vocabulary
 * (the spec does not show them). Modules only publish 'track'; the shell forwards to window.dataLayer,
 * and only with the parent's consent (shell/src/root/tracking.ts).
 */
import type { Order } from '@shop/contracts/checkout';
import type { Cart, OrderLine } from '@shop/contracts/commerce';
import { publish } from '@shop/event-bus';

export interface TrackedItem {
  item_id: string;
  item_name: string;
  price: string;
  quantity: number;
}

/** Minor units as the data layer wants them: two decimals. */
export const amount = (minor: number) => (minor / 100).toFixed(2);

/** What the line sells: its product, package or catalogue, else the line itself. */
function itemId(line: OrderLine): string {
  if (line.kind === 'product') return line.product.uuid;
  if (line.kind === 'package') return line.package.uuid;
  if (line.kind === 'catalogue') return line.catalogue.uuid;
  return line.uuid;
}

export function trackedLines(lines: readonly OrderLine[]): OrderLine[] {
  return lines.filter((l) => (l.type as number) === 0 && Boolean(l.uuid));
}

export function trackedItems(lines: readonly OrderLine[]): TrackedItem[] {
  return trackedLines(lines).map((l) => ({ item_id: itemId(l), item_name: l.description, price: amount(l.unitPrice), quantity: l.quantity }));
}

export type TrackEvent = { event: string; data: Record<string, unknown> };

/** The cart changed (a quantity, a line removed): the type-0 quantities and the cart's total. */
export function cartUpdateEvent(cart: Cart): TrackEvent {
  const quantity = trackedLines(cart.orderLines).reduce((sum, l) => sum + l.quantity, 0);
  return { event: 'cart_update', data: { currency: cart.currency, value: amount(cart.summary.totalPrice), quantity, items: trackedItems(cart.orderLines) } };
}

export function beginCheckoutEvent(cart: Cart): TrackEvent {
  return { event: 'begin_checkout', data: { currency: cart.currency, value: amount(cart.summary.totalPrice), items: trackedItems(cart.orderLines) } };
}

/** The confirmed order on the receipt. */
export function purchaseEvent(order: Order): TrackEvent {
  const part = (type: number) => order.summary.lines.filter((l) => l.type === type).reduce((sum, l) => sum + l.linePrice, 0);
  return {
    event: 'purchase',
    data: {
      transaction_id: order.uuid,
      currency: order.currency,
      value: amount(order.summary.totalPrice),
      tax: amount(order.summary.vat.amount),
      shipping: amount(part(3)),
      coupon: order.rebateCode ?? undefined,
      items: trackedItems(order.orderLines),
    },
  };
}

export function track(e: TrackEvent): void {
  publish('track', e);
}

/** The purchase once per order in this tab: a reload of the receipt is no second purchase. */
export function trackPurchaseOnce(order: Order, storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeSessionStorage()): void {
  const key = `shop.tracked-purchase.${order.uuid}`;
  if (storage?.getItem(key)) return;
  storage?.setItem(key, '1');
  track(purchaseEvent(order));
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
