import { commerceApi } from '@shop/contracts/commerce';
import { call } from '@shop/api-client';
import { setCartSummary } from '@shop/session';

export const fetchRetouchOptions = (signal?: AbortSignal) => call(commerceApi.retouchOptions, { signal });

/** Sends the whole selection (picture → sub-products); the cart's answer updates the badge. */
export async function saveRetouch(items: Record<string, string[]>) {
  const cart = await call(commerceApi.setRetouch, { body: { items } });
  setCartSummary({ itemCount: cart.summary.itemCount, totalPrice: cart.summary.totalPrice });
  return cart;
}
