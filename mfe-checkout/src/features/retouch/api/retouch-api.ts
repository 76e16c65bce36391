import { commerceApi } from '@shop/contracts/commerce';
import { call } from '@shop/api-client';
import { invalidateCall, useCall } from '@shop/data';
import { publish } from '@shop/event-bus';

/** The retouch choices per picture; read again each time the page shows them (they follow the cart). */
export const useRetouchOptions = () => useCall(commerceApi.retouchOptions, {}, { staleTime: 0 });

/** Sends the whole selection (picture → sub-products); the cart's answer updates the badge. */
export async function saveRetouch(items: Record<string, string[]>) {
  const cart = await call(commerceApi.setRetouch, { body: { items } });
  publish('cart:changed', cart.summary);
  // The cart's lines changed with the selection.
  void invalidateCall(commerceApi.cart);
  return cart;
}

/** Read the options again: the count and total are the server's. */
export const retouchSaved = () => invalidateCall(commerceApi.retouchOptions);
