import { commerceApi, type Cart, type OrderSummary } from '@shop/contracts/commerce';
import { call } from '@shop/api-client';
import { setCartSummary } from '@shop/session';

/**
 * The cart calls of the checkout module. Every answer that carries the summary is handed to the
 * session (checkout owns the cart summary): the shell's badge and promo bar follow through the
 * 'cart:changed' event it publishes.
 */
function publishSummary(summary: OrderSummary): void {
  setCartSummary({ itemCount: summary.itemCount, totalPrice: summary.totalPrice });
}

export async function fetchCart(signal?: AbortSignal): Promise<Cart> {
  const cart = await call(commerceApi.cart, { signal });
  publishSummary(cart.summary);
  return cart;
}

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
