/**
 * What every checkout call starts from (checkoutContext): the customer, the texts, the portal's checkout
 * configuration, the cart as priced now and what it may be delivered by; and what the checkout's handlers
 * share for one server (CheckoutServer: the providers it takes payments with, its Stripe client).
 */
import type { Cart, PaymentProvider } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import type * as v from 'valibot';
import type { ShopContext } from '../../context';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import { requestLanguage } from '../../platform';
import { requireUser } from '../../sessions/signed-in';
import { buildCart } from '../cart/build';
import { findCart } from '../cart/store';
import { loadCatalog, type PortalCatalog } from '../catalog/load';
import { commerceTexts } from '../texts';
import { cartWithDelivery, deliveryOffer, loadCheckoutConfig, paymentOptionsFor, type ChosenDelivery } from './delivery';
import { ownCheckout } from './orders';
import { checkoutTexts, type CheckoutTexts } from './texts';

/** The checkout of one server: its shared state, the providers live on it and its Stripe client (null: Stripe not configured). */
export interface CheckoutServer {
  shop: ShopContext;
  /** What the server takes payments with; options of any other provider are neither offered nor accepted. */
  live: ReadonlySet<PaymentProvider>;
  stripe: Stripe | null;
}

/** What a call's handler gets as its body (the contract's schema, parsed). */
export type BodyOf<C extends { body?: v.GenericSchema }> = v.InferOutput<NonNullable<C['body']>>;

export const field = (name: string, message: string) => ({ field: name, message });

export type CheckoutContext = Awaited<ReturnType<typeof checkoutContext>>;

/** The customer, texts, the portal's configuration, the cart as priced now and what it may be delivered by (`reader`: the transaction, when in one). */
export async function checkoutContext(request: FastifyRequest, reader: Db) {
  const user = requireUser(request);
  const lang = requestLanguage(request);
  const texts = checkoutTexts(lang);
  const config = await loadCheckoutConfig(reader, request.portal.key);
  if (!config) throw new ApiError(409, 'no_checkout', texts.noCheckout);
  const catalog = await loadCatalog(reader, request.portal, lang);
  const { cart } = await buildCart(reader, catalog, await findCart(reader, user), request.portal.currency);
  const offer = await deliveryOffer(reader, config, request.portal, user, cart, lang);
  const charged = (delivery: ChosenDelivery | null) => cartWithDelivery(cart, delivery, catalog.vatRate, commerceTexts(lang).vatLine);
  return { user, lang, texts, config, catalog, cart, offer, charged };
}

/** The customer's checkout and the chosen delivery option with its payment options, or 404. */
export async function chosenDelivery(s: CheckoutServer, request: FastifyRequest, checkoutUuid: string, deliveryUuid: string) {
  const c = await checkoutContext(request, s.shop.db);
  if (!(await ownCheckout(s.shop.db, c.user, checkoutUuid))) throw new ApiError(404, 'checkout_not_found', c.texts.checkoutNotFound);
  const delivery = c.offer.byUuid.get(deliveryUuid);
  if (!delivery) throw new ApiError(404, 'delivery_not_offered', c.texts.deliveryNotOffered);
  return { ...c, delivery, payments: paymentOptionsFor(c.config, delivery.type, s.live) };
}

/** The products' total before the voucher (what a voucher's minimum and percentage apply to). */
export const productsTotal = (cart: Cart) => cart.orderLines.reduce((sum, l) => sum + l.actualLinePrice, 0);

export function refuseUnbuyable(cart: Cart, texts: CheckoutTexts): void {
  if (!cart.orderLines.some((l) => l.type === 0)) throw new ApiError(409, 'cart_empty', texts.cartEmpty);
  if (cart.orderLines.some((l) => !l.available)) throw new ApiError(409, 'unavailable_lines', texts.unavailableLines);
}

/** Days after the last photo day within which the cart's catalogues are shipped (the longest), or null. */
export function catalogueDays(cart: Cart, catalog: PortalCatalog): number | null {
  const days = cart.orderLines.flatMap((l) => {
    if (l.kind === 'catalogue') return [catalog.catalogues.get(l.catalogue.uuid)?.deliveryDays ?? 0];
    if (l.kind === 'package') return l.package.packageItems.flatMap((i) => (i.catalogue ? [catalog.catalogues.get(i.catalogue.uuid)?.deliveryDays ?? 0] : []));
    return [];
  });
  return days.length ? Math.max(...days) : null;
}
