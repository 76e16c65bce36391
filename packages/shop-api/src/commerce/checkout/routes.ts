/**
 * The checkout calls: thin handlers, as the cart's (commerce/cart/routes.ts). The state comes from the
 * server's own cart and prices (context.ts); the work is in the files beside this one: start.ts ('Go to
 * checkout'), voucher-code.ts, upsell-changes.ts, place-order.ts ('Buy now': the order once per checkout),
 * payments.ts (the transaction, Stripe's session, a provider's word applied once), test-payment.ts (the
 * built-in test provider), stripe-webhook.ts; orders.ts reads and writes the orders.
 */
import { api } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { liveProviders } from '../../config';
import type { OrderRow } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { route } from '../../http/route';
import { requestLanguage } from '../../platform';
import { requireUser } from '../../sessions/signed-in';
import { addressProvider } from './address/register';
import { catalogueDays, chosenDelivery, type CheckoutServer } from './context';
import { paymentOptionView } from './delivery';
import { confirmedOrders, fulfilmentOf, orderView, ownOrder } from './orders';
import { customerTransaction } from './payments';
import { placeOrder } from './place-order';
import { startCheckout } from './start';
import { customerRefunds, refundsOf } from './refunds';
import { receiveStripeEvent } from './stripe-webhook';
import { stripeClient } from './stripe';
import { confirmTestChallenge, payWithTestCard, receiveTestCallback } from './test-payment';
import { checkoutTexts } from './texts';
import { addUpsellCatalogues, addUpsellDigitalSets } from './upsell-changes';
import { applyVoucherCode } from './voucher-code';

export function registerCheckout(app: FastifyInstance): void {
  const { db, config } = app.shop;
  const s: CheckoutServer = { shop: app.shop, live: new Set(liveProviders(config)), stripe: config.stripe ? stripeClient(config.stripe) : null };
  app.log.info({ paymentProviders: [...s.live] }, `payment providers live: ${[...s.live].join(', ')}`);

  route(app, api.startCheckout, async (_input, request) => startCheckout(db, request));

  route(app, api.paymentOptions, async ({ params }, request) => {
    const c = await chosenDelivery(s, request, params.checkoutUuid, params.deliveryUuid);
    return { paymentOptions: c.payments.map((p) => paymentOptionView(p, c.lang)), cart: c.charged(c.delivery) };
  });

  route(app, api.selectPaymentOption, async ({ params }, request) => {
    const c = await chosenDelivery(s, request, params.checkoutUuid, params.deliveryUuid);
    if (!c.payments.some((p) => p.uuid === params.paymentUuid)) throw new ApiError(404, 'payment_not_offered', c.texts.paymentNotOffered);
    return { cart: c.charged(c.delivery) };
  });

  route(app, api.verifyRebateCode, async ({ params, body }, request) => applyVoucherCode(db, request, params.checkoutUuid, body));

  route(app, api.addCheckoutCatalogues, async ({ params, body }, request) => {
    const c = await addUpsellCatalogues(db, request, params.checkoutUuid, body);
    return { cart: c.cart, catalogueMaxDeliveryTime: catalogueDays(c.cart, c.catalog), deliveryMethods: c.offer.methods };
  });

  route(app, api.addCheckoutDigitalSets, async ({ params, body }, request) => ({
    cart: (await addUpsellDigitalSets(db, request, params.checkoutUuid, body)).cart,
  }));

  route(app, api.createTransaction, async ({ params, body }, request, reply) => {
    const transaction = await placeOrder(s, request, params.checkoutUuid, body);
    reply.status(201);
    return { transaction };
  });

  route(app, api.transaction, async ({ params }, request) => customerTransaction(s, request, params.transactionUuid));

  route(app, api.testProviderPay, async ({ params, body }, request) => payWithTestCard(s, app, request, params.transactionUuid, body));

  route(app, api.testProviderConfirm, async ({ params, body }, request) => confirmTestChallenge(s, app, request, params.transactionUuid, body));

  route(app, api.testProviderCallback, async ({ body }, request) => receiveTestCallback(s, request, body), { csrfExempt: true });

  route(app, api.stripeWebhook, async ({ body }, request) => receiveStripeEvent(s, request, body), { csrfExempt: true, rawBody: true });

  route(app, api.addressAutocomplete, async ({ query }, request) => ({ suggestions: addressProvider().autocomplete(query.q, request.portal.country) }));

  route(app, api.resolveAddress, async ({ params }, request) => {
    const address = addressProvider().resolve(params.id, request.portal.country);
    if (!address) throw new ApiError(404, 'address_not_found', 'Error resolving address');
    return { address };
  });

  /** The order's refunds for the parent, only when there are any (an order without keeps its old shape). */
  const refundsView = async (row: OrderRow) => {
    const refunds = customerRefunds(await refundsOf(db, row.uuid), row);
    return refunds.length ? { refunds } : {};
  };

  route(app, api.order, async ({ params }, request) => {
    const lang = requestLanguage(request);
    const row = await ownOrder(db, requireUser(request), params.orderUuid);
    if (!row) throw new ApiError(404, 'order_not_found', checkoutTexts(lang).orderNotFound);
    return { ...orderView(row, lang), ...(await refundsView(row)) };
  });

  route(app, api.orderList, async (_input, request) =>
    (await confirmedOrders(db, requireUser(request))).map((o) => ({
      uuid: o.uuid,
      confirmTime: o.confirmedAt!.toISOString(),
      ...(o.fulfilment ? { fulfilment: fulfilmentOf(o) } : {}),
      ...(o.status === 'cancelled' ? { cancelled: true as const } : {}),
      ...(o.totalPrice > 0 && o.refunded >= o.totalPrice ? { refunded: true as const } : {}),
    })),
  );

  route(app, api.orderDetails, async ({ query }, request) => {
    const lang = requestLanguage(request);
    const row = await ownOrder(db, requireUser(request), query.uuid);
    if (!row?.confirmedAt) throw new ApiError(404, 'order_not_found', checkoutTexts(lang).orderNotFound);
    const view = orderView(row, lang);
    return { orderLines: view.orderLines, rebateCode: view.rebateCode, fulfilment: view.fulfilment, ...(await refundsView(row)) };
  });
}
