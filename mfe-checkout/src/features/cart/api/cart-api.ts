import { cartUpdateEvent, track } from '../../../lib/tracking';
import { useEffect } from 'react';
import { commerceApi, type Cart, type OrderLine, type OrderSummary } from '@shop/contracts/commerce';
import { call } from '@shop/api-client';
import { invalidateCall, setCallData, useCall } from '@shop/data';
import { publish } from '@shop/event-bus';

/**
 * The cart calls of the checkout module. Every answer that carries the summary is published as
 * 'cart:changed': the session keeps it for the shell's badge and promo bar (decision 0079).
 */
function publishSummary(summary: OrderSummary): void {
  publish('cart:changed', summary);
}

/**
 * The cart through the data layer. Read again each time a page shows it (another module may have added
 * to it meanwhile); the badge follows every answer.
 */
export function useCartRead() {
  const read = useCall(commerceApi.cart, {}, { staleTime: 0 });
  const summary = read.data?.summary;
  useEffect(() => {
    if (summary) publishSummary(summary);
  }, [summary]);
  return read;
}

/** Puts a changed line (or its removal) and the new summary into the cached cart. */
export function showLineChange(uuid: string, line: OrderLine | null, summary: OrderSummary): void {
  let changed: Cart | undefined;
  setCallData(commerceApi.cart, {}, (cart?: Cart) => {
    if (!cart) return cart;
    const orderLines = line ? cart.orderLines.map((l) => (l.uuid === uuid ? line : l)) : cart.orderLines.filter((l) => l.uuid !== uuid);
    changed = { ...cart, orderLines, summary };
    return changed;
  });
  // the analytics' cart-update (forwarded by the shell only with consent)
  if (changed) track(cartUpdateEvent(changed));
}

/** Read the whole cart again (other lines' prices can change with one line: tiers, packages). */
export const cartChanged = () => invalidateCall(commerceApi.cart);

export async function changeQuantity(uuid: string, quantity: number) {
  const answer = await call(commerceApi.updateLine, { params: { uuid }, body: { quantity } });
  publishSummary(answer.summary);
  return answer;
}

export async function deleteLine(uuid: string) {
  const answer = await call(commerceApi.deleteLine, { params: { uuid } });
  publishSummary(answer.summary);
  return answer;
}
