/**
 * 'Buy now' (createTransaction): the order and its payment transaction, once per checkout. The
 * transaction locks the customer's cart (serialising with every cart change and every other 'Buy now'
 * of the customer), then the checkout; a checkout that has an order answers that order's transaction
 * again (the unique index on orders.checkout is the second guard).
 */
import type { api } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { Portal } from '../../db/schema';
import { ApiError, validationError } from '../../http/errors';
import { QUEUES } from '../../jobs';
import { requestLanguage } from '../../platform';
import { configuredOrigin } from '../../portals/origin';
import { requireUser } from '../../sessions/signed-in';
import { lockCart } from '../cart/store';
import type { StoredPayment } from './config';
import { catalogueDays, checkoutContext, field, productsTotal, refuseUnbuyable, type BodyOf, type CheckoutServer } from './context';
import { local, paymentOptionsFor, type ChosenDelivery } from './delivery';
import { confirmOrder, createOrder, lockOwnCheckout, orderOfCheckout, type NewOrder } from './orders';
import { normaliseMobile, pidProblem } from './pid';
import { providerFor } from './providers';
import { checkoutTexts, type CheckoutTexts } from './texts';
import { voucherRefusal } from './voucher-code';
import { findVoucher, recordUse, voucherProblem } from './vouchers';

type OrderBody = BodyOf<typeof api.createTransaction>;

/** The order's transaction (the existing one for a checkout that has an order). */
export async function placeOrder(s: CheckoutServer, request: FastifyRequest, checkoutUuid: string, body: OrderBody) {
  const user = requireUser(request);
  const origin = configuredOrigin(s.shop.config, request.portal);
  const answer = await s.shop.db.transaction(async (tx) => {
    await lockCart(tx, user);
    const checkout = await lockOwnCheckout(tx, user, checkoutUuid);
    const texts = checkoutTexts(requestLanguage(request));
    if (!checkout) throw new ApiError(404, 'checkout_not_found', texts.checkoutNotFound);
    // the idempotency key: this checkout's order, when it has one, is the answer
    const existing = await orderOfCheckout(tx, checkout.uuid);
    if (existing) return { transaction: { uuid: existing.transaction.uuid, order: { uuid: existing.order.uuid } } };

    const c = await checkoutContext(request, tx);
    refuseUnbuyable(c.cart, c.texts);
    const delivery = c.offer.byUuid.get(body.deliveryOptionUuid);
    if (!delivery) throw validationError([field('body.deliveryOptionUuid', c.texts.deliveryNotOffered)]);
    const payment = paymentOptionsFor(c.config, delivery.type, s.live).find((p) => p.uuid === body.paymentOptionUuid);
    if (!payment) throw validationError([field('body.paymentOptionUuid', c.texts.paymentNotOffered)]);
    // the voucher, checked again under its row's lock: a single-use code ordered twice at once is accepted once
    const voucher = c.cart.rebateCode ? await findVoucher(tx, request.portal.key, c.cart.rebateCode, true) : null;
    if (voucher) {
      const problem = await voucherProblem(tx, voucher, user.uuid, productsTotal(c.cart));
      if (problem) throw voucherRefusal(problem, c.texts, voucher.minTotal, request.portal.currency, c.lang);
    }
    const provider = providerFor(payment.provider, s.live);
    if (!provider) throw validationError([field('body.paymentOptionUuid', c.texts.paymentNotOffered)]);

    const { order, transaction } = await createOrder(tx, {
      user,
      checkout,
      cart: c.cart,
      charged: c.charged(delivery),
      delivery,
      deliveryData: orderDetails(request.portal, c.texts, delivery, payment, body),
      payment,
      paymentTitle: local(payment.title, c.lang),
      provider,
      comment: c.config.options.enableOrderComment ? (body.comment ?? '') : '',
      client: body.client,
      catalogueMaxDeliveryTime: catalogueDays(c.cart, c.catalog),
    });
    if (voucher) await recordUse(tx, voucher, user.uuid, order.uuid);
    // invoice: no external party, the order is confirmed at once
    const confirmed = provider.name === 'invoice' && (await confirmOrder(tx, order.uuid, origin));
    return { transaction: { uuid: transaction.uuid, order: { uuid: order.uuid } }, confirmed };
  });
  // the print job was written with the order's confirmation: this instance may take it at once
  if (answer.confirmed) s.shop.jobs.wake(QUEUES.printOrder);
  return answer.transaction;
}

/**
 * What the delivery and the payment option ask of the form: a postal address (the portal's fields) or a
 * contact, a personal number, a mobile number. A 400 naming every missing or wrong field at once.
 */
function orderDetails(portal: Portal, texts: CheckoutTexts, delivery: ChosenDelivery, payment: StoredPayment, body: OrderBody): NewOrder['deliveryData'] {
  const problems: { field: string; message: string }[] = [];
  const data = body.deliveryOptionData;
  let address: Record<string, string> | null = null;
  let contact: { name: string; emailAddress: string } | null = null;
  if (delivery.type === 'postage') {
    const a = data.deliveryAddress;
    if (!a) problems.push(field('body.deliveryOptionData.deliveryAddress', texts.required));
    else {
      if (!portal.options.hidePostalCode && !a.postalCode) problems.push(field('body.deliveryOptionData.deliveryAddress.postalCode', texts.required));
      if (portal.options.gatherState && !a.state) problems.push(field('body.deliveryOptionData.deliveryAddress.state', texts.required));
      address = {
        name: a.name,
        address: a.address,
        address2: portal.options.gatherAddress2 ? a.address2 : '',
        postalCode: portal.options.hidePostalCode ? '' : a.postalCode,
        city: a.city,
        state: portal.options.gatherState ? a.state : '',
      };
    }
  } else if (!data.contactInfo) problems.push(field('body.deliveryOptionData.contactInfo', texts.required));
  else contact = data.contactInfo;

  const pay = body.paymentOptionData;
  if (payment.requirePersonNo) {
    const problem = pay.pid ? pidProblem(pay.pid, portal.country) : 'required';
    if (problem)
      problems.push(field('body.paymentOptionData.pid', problem === 'required' ? texts.required : problem === 'under-age' ? texts.underAge : texts.invalidPid));
  }
  if (payment.verifyMobile) {
    if (!pay.mobilePhone) problems.push(field('body.paymentOptionData.mobilePhone', texts.required));
    else if (!normaliseMobile(pay.mobilePhone, portal.country)) problems.push(field('body.paymentOptionData.mobilePhone', texts.invalidMobile));
  }
  if (problems.length) throw validationError(problems);
  return { address, contact };
}
