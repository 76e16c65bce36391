/**
 * The checkout calls. The state comes from the server's own cart and prices; the order is created
 * once per checkout: the handler locks the customer's cart (serialising with every cart change and
 * every other 'Buy now' of the customer), then the checkout, and a checkout that has an order answers
 * that order's transaction again. The unique index on orders.checkout is the second guard.
 */
import { api, formatMoneyText, href, orderReference, TEST_CARDS, Uuid, type Cart, type CheckoutOptions, type PaymentTransaction } from '@shop/contracts';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import * as v from 'valibot';
import { requireUser } from '../../sessions/signed-in';
import type { Db } from '../../db/client';
import { carts, orders, paymentEvents, paymentTransactions, portals, subjects, userSubjects, type Portal, type UserRow } from '../../db/schema';
import { ApiError, notFound, validationError } from '../../http/errors';
import { route } from '../../http/route';
import { currentUser, requestLanguage } from '../../platform';
import { liveProviders } from '../../config';
import { configuredOrigin } from '../../portals/origin';
import { buildCart } from '../cart/build';
import { addCatalogues } from '../cart/catalogues';
import { findCart, lockCart, touch } from '../cart/store';
import { loadCatalog, type PortalCatalog } from '../catalog/load';
import { commerceTexts } from '../texts';
import type { CheckoutConfig } from './config';
import { cartWithDelivery, deliveryOffer, loadCheckoutConfig, local, paymentOptionsFor, paymentOptionView, type ChosenDelivery } from './delivery';
import {
  cancelOrder,
  confirmOrder,
  confirmedOrders,
  createOrder,
  lockOwnCheckout,
  openCheckout,
  orderOfCheckout,
  orderView,
  ownCheckout,
  ownOrder,
} from './orders';
import { normaliseMobile, pidProblem } from './pid';
import {
  providerFor,
  signTestEvent,
  TEST_SECOND_STEP_CODE,
  TEST_SIGNATURE_HEADER,
  testProviderSecret,
  verifyTestSignature,
  type TestCallbackEvent,
} from './providers';
import { addressProvider } from './address/register';
import { checkoutTexts, type CheckoutTexts } from './texts';
import { findVoucher, hasActiveVouchers, recordUse, voucherProblem, type VoucherProblem } from './vouchers';
import { addDiscountedSets, catalogueUpsells, digitalUpsell } from './upsells';
import { checkoutSessionOverrides, checkoutSessionsOf, outcomeOf, sessionParams, stripeClient } from './stripe';
import { QUEUES } from '../../jobs';

const field = (name: string, message: string) => ({ field: name, message });

function voucherRefusal(problem: VoucherProblem, texts: CheckoutTexts, minTotal: number, currency: string, lang: string): ApiError {
  const message = problem === 'min-total' ? texts.voucher['min-total'](formatMoneyText(minTotal, currency, lang)) : texts.voucher[problem];
  return new ApiError(409, `voucher_${problem.replace(/-/g, '_')}`, message);
}

/** The products' total before the voucher (what a voucher's minimum and percentage apply to). */
const productsTotal = (cart: Cart) => cart.orderLines.reduce((sum, l) => sum + l.actualLinePrice, 0);

function refuseUnbuyable(cart: Cart, texts: CheckoutTexts): void {
  if (!cart.orderLines.some((l) => l.type === 0)) throw new ApiError(409, 'cart_empty', texts.cartEmpty);
  if (cart.orderLines.some((l) => !l.available)) throw new ApiError(409, 'unavailable_lines', texts.unavailableLines);
}

/** Days after the last photo day within which the cart's catalogues are shipped (the longest), or null. */
function catalogueDays(cart: Cart, catalog: PortalCatalog): number | null {
  const days = cart.orderLines.flatMap((l) => {
    if (l.kind === 'catalogue') return [catalog.catalogues.get(l.catalogue.uuid)?.deliveryDays ?? 0];
    if (l.kind === 'package') return l.package.packageItems.flatMap((i) => (i.catalogue ? [catalog.catalogues.get(i.catalogue.uuid)?.deliveryDays ?? 0] : []));
    return [];
  });
  return days.length ? Math.max(...days) : null;
}

function checkoutOptions(portal: Portal, config: CheckoutConfig): CheckoutOptions {
  return {
    gatherAddress2: portal.options.gatherAddress2,
    gatherState: portal.options.gatherState,
    states: config.options.states,
    hidePostalCode: portal.options.hidePostalCode,
    showDisabledDeliveryCountry: config.options.showDisabledDeliveryCountry,
    // only where the register knows the portal's country
    useAddressAutocompleteService: config.options.useAddressAutocompleteService && addressProvider().covers(portal.country),
    enableOrderComment: config.options.enableOrderComment,
    country: portal.country,
  };
}

function transactionView(row: typeof paymentTransactions.$inferSelect): PaymentTransaction {
  return {
    uuid: row.uuid,
    status: row.status,
    provider: row.provider as PaymentTransaction['provider'],
    amount: row.amount,
    currency: row.currency,
    order: { uuid: row.order },
    // paid: on to the receipt; a pending Stripe payment: Stripe's hosted page (once its session exists)
    redirectUrl: row.status === 'paid' ? href('receipt', { orderUuid: row.order }) : row.status === 'pending' ? row.providerUrl : null,
  };
}

async function ownTransaction(db: Db, user: UserRow, uuid: string) {
  const [row] = await db
    .select({ transaction: paymentTransactions, order: orders })
    .from(paymentTransactions)
    .innerJoin(orders, eq(orders.uuid, paymentTransactions.order))
    .where(and(eq(paymentTransactions.uuid, uuid), eq(orders.userUuid, user.uuid), eq(orders.portal, user.portal)));
  return row ?? null;
}

export function registerCheckout(app: FastifyInstance): void {
  const { db } = app.shop;
  const stripeSettings = app.shop.config.stripe;
  const stripe = stripeSettings ? stripeClient(stripeSettings) : null;
  // what the server takes payments with; options of any other provider are neither offered nor accepted
  const live = new Set(liveProviders(app.shop.config));
  app.log.info({ paymentProviders: [...live] }, `payment providers live: ${[...live].join(', ')}`);

  /** What every checkout call starts from: the customer, texts, the portal's configuration, the cart as priced now and what it may be delivered by. */
  async function context(request: FastifyRequest, reader: Db = db) {
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

  route(app, api.startCheckout, async (_input, request) => {
    const profile = await currentUser(request);
    const c = await context(request);
    refuseUnbuyable(c.cart, c.texts);
    const checkout = await openCheckout(db, c.user);
    const jobsOfUser = new Set(c.offer.methods.length ? await userJobs(db, c.user) : []);
    const digital = await digitalUpsell(db, request.portal, c.catalog, c.user);
    return {
      cart: c.cart,
      checkoutUuid: checkout.uuid,
      deliveryMethods: c.offer.methods,
      user: profile,
      hasActiveRebateCampaigns: await hasActiveVouchers(db, request.portal.key),
      // per language when the studio set them (portals.policies), else the one text
      termsOfPurchase: request.portal.policies?.termsOfPurchase?.[requestLanguage(request)] ?? request.portal.termsOfPurchase,
      options: checkoutOptions(request.portal, c.config),
      // one at a time in this order: the digital offer first, then the catalogues
      upsaleList: [...(digital ? [digital] : []), ...catalogueUpsells(c.catalog, c.cart, jobsOfUser)],
      catalogueMaxDeliveryTime: catalogueDays(c.cart, c.catalog),
    };
  });

  /** The customer's checkout and the chosen delivery option, or 404. */
  async function chosenDelivery(request: FastifyRequest, checkoutUuid: string, deliveryUuid: string) {
    const c = await context(request);
    if (!(await ownCheckout(db, c.user, checkoutUuid))) throw new ApiError(404, 'checkout_not_found', c.texts.checkoutNotFound);
    const delivery = c.offer.byUuid.get(deliveryUuid);
    if (!delivery) throw new ApiError(404, 'delivery_not_offered', c.texts.deliveryNotOffered);
    return { ...c, delivery, payments: paymentOptionsFor(c.config, delivery.type, live) };
  }

  route(app, api.paymentOptions, async ({ params }, request) => {
    const c = await chosenDelivery(request, params.checkoutUuid, params.deliveryUuid);
    return { paymentOptions: c.payments.map((p) => paymentOptionView(p, c.lang)), cart: c.charged(c.delivery) };
  });

  route(app, api.selectPaymentOption, async ({ params }, request) => {
    const c = await chosenDelivery(request, params.checkoutUuid, params.deliveryUuid);
    if (!c.payments.some((p) => p.uuid === params.paymentUuid)) throw new ApiError(404, 'payment_not_offered', c.texts.paymentNotOffered);
    return { cart: c.charged(c.delivery) };
  });

  route(app, api.verifyRebateCode, async ({ params, body }, request) => {
    const user = requireUser(request);
    const lang = requestLanguage(request);
    const texts = checkoutTexts(lang);
    return db.transaction(async (tx) => {
      const cartRow = await lockCart(tx, user);
      if (!(await ownCheckout(tx, user, params.checkoutUuid))) throw new ApiError(404, 'checkout_not_found', texts.checkoutNotFound);
      const before = await context(request, tx);
      const voucher = await findVoucher(tx, request.portal.key, body.code);
      if (!voucher) throw voucherRefusal('not-found', texts, 0, request.portal.currency, lang);
      const problem = await voucherProblem(tx, voucher, user.uuid, productsTotal(before.cart));
      if (problem) throw voucherRefusal(problem, texts, voucher.minTotal, request.portal.currency, lang);
      await tx.update(carts).set({ rebateCode: voucher.code, updatedAt: new Date() }).where(eq(carts.uuid, cartRow.uuid));
      const c = await context(request, tx);
      const delivery = body.deliveryOptionUuid ? (c.offer.byUuid.get(body.deliveryOptionUuid) ?? null) : null;
      return { cart: c.charged(delivery) };
    });
  });

  /** A cart change from an upsell, in a transaction holding the cart's lock; 404 for a checkout that is not the customer's. */
  async function upsellChange(
    request: FastifyRequest,
    checkoutUuid: string,
    change: (tx: Db, user: UserRow, cart: typeof carts.$inferSelect, catalog: PortalCatalog) => Promise<void>,
  ) {
    const user = requireUser(request);
    const lang = requestLanguage(request);
    await db.transaction(async (tx) => {
      const cartRow = await lockCart(tx, user);
      if (!(await ownCheckout(tx, user, checkoutUuid))) throw new ApiError(404, 'checkout_not_found', checkoutTexts(lang).checkoutNotFound);
      await change(tx, user, cartRow, await loadCatalog(tx, request.portal, lang));
      await touch(tx, cartRow);
    });
    return context(request);
  }

  route(app, api.addCheckoutCatalogues, async ({ params, body }, request) => {
    const lang = requestLanguage(request);
    const c = await upsellChange(request, params.checkoutUuid, async (tx, user, cart, catalog) => {
      await addCatalogues(tx, catalog, user, cart, body, commerceTexts(lang));
    });
    return { cart: c.cart, catalogueMaxDeliveryTime: catalogueDays(c.cart, c.catalog), deliveryMethods: c.offer.methods };
  });

  route(app, api.addCheckoutDigitalSets, async ({ params, body }, request) => {
    const lang = requestLanguage(request);
    const texts = checkoutTexts(lang);
    const c = await upsellChange(request, params.checkoutUuid, async (tx, user, cart, catalog) => {
      const result = await addDiscountedSets(
        tx,
        request.portal,
        catalog,
        user,
        cart,
        body.data.subjects.map((s) => s.uuid),
        commerceTexts(lang),
      );
      if (!result) throw new ApiError(404, 'picture_set_not_found', texts.pictureSetNotFound);
      if (result.added === 0) throw new ApiError(409, 'no_digital_offer', texts.noDigitalOffer);
    });
    return { cart: c.cart };
  });

  route(app, api.createTransaction, async ({ params, body }, request, reply) => {
    const user = requireUser(request);
    const origin = configuredOrigin(app.shop.config, request.portal);
    const answer = await db.transaction(async (tx) => {
      await lockCart(tx, user);
      const checkout = await lockOwnCheckout(tx, user, params.checkoutUuid);
      const texts = checkoutTexts(requestLanguage(request));
      if (!checkout) throw new ApiError(404, 'checkout_not_found', texts.checkoutNotFound);
      // the idempotency key: this checkout's order, when it has one, is the answer
      const existing = await orderOfCheckout(tx, checkout.uuid);
      if (existing) return { transaction: { uuid: existing.transaction.uuid, order: { uuid: existing.order.uuid } } };

      const c = await context(request, tx);
      refuseUnbuyable(c.cart, c.texts);
      const delivery = c.offer.byUuid.get(body.deliveryOptionUuid);
      if (!delivery) throw validationError([field('body.deliveryOptionUuid', c.texts.deliveryNotOffered)]);
      const payment = paymentOptionsFor(c.config, delivery.type, live).find((p) => p.uuid === body.paymentOptionUuid);
      if (!payment) throw validationError([field('body.paymentOptionUuid', c.texts.paymentNotOffered)]);
      // the voucher, checked again under its row's lock: a single-use code ordered twice at once is accepted once
      const voucher = c.cart.rebateCode ? await findVoucher(tx, request.portal.key, c.cart.rebateCode, true) : null;
      if (voucher) {
        const problem = await voucherProblem(tx, voucher, user.uuid, productsTotal(c.cart));
        if (problem) throw voucherRefusal(problem, c.texts, voucher.minTotal, request.portal.currency, c.lang);
      }
      const provider = providerFor(payment.provider, live);
      if (!provider) throw validationError([field('body.paymentOptionUuid', c.texts.paymentNotOffered)]);

      const problems: { field: string; message: string }[] = [];
      const data = body.deliveryOptionData;
      let address: Record<string, string> | null = null;
      let contact: { name: string; emailAddress: string } | null = null;
      if (delivery.type === 'postage') {
        const a = data.deliveryAddress;
        if (!a) problems.push(field('body.deliveryOptionData.deliveryAddress', c.texts.required));
        else {
          if (!request.portal.options.hidePostalCode && !a.postalCode)
            problems.push(field('body.deliveryOptionData.deliveryAddress.postalCode', c.texts.required));
          if (request.portal.options.gatherState && !a.state) problems.push(field('body.deliveryOptionData.deliveryAddress.state', c.texts.required));
          address = {
            name: a.name,
            address: a.address,
            address2: request.portal.options.gatherAddress2 ? a.address2 : '',
            postalCode: request.portal.options.hidePostalCode ? '' : a.postalCode,
            city: a.city,
            state: request.portal.options.gatherState ? a.state : '',
          };
        }
      } else if (!data.contactInfo) problems.push(field('body.deliveryOptionData.contactInfo', c.texts.required));
      else contact = data.contactInfo;

      const pay = body.paymentOptionData;
      if (payment.requirePersonNo) {
        const problem = pay.pid ? pidProblem(pay.pid, request.portal.country) : 'required';
        if (problem)
          problems.push(
            field('body.paymentOptionData.pid', problem === 'required' ? c.texts.required : problem === 'under-age' ? c.texts.underAge : c.texts.invalidPid),
          );
      }
      if (payment.verifyMobile) {
        if (!pay.mobilePhone) problems.push(field('body.paymentOptionData.mobilePhone', c.texts.required));
        else if (!normaliseMobile(pay.mobilePhone, request.portal.country)) problems.push(field('body.paymentOptionData.mobilePhone', c.texts.invalidMobile));
      }
      if (problems.length) throw validationError(problems);

      const { order, transaction } = await createOrder(tx, {
        user,
        checkout,
        cart: c.cart,
        charged: c.charged(delivery),
        delivery,
        deliveryData: { address, contact },
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
    if (answer.confirmed) app.shop.jobs.wake(QUEUES.printOrder);
    reply.status(201);
    return { transaction: answer.transaction };
  });

  route(app, api.transaction, async ({ params }, request) => {
    const user = requireUser(request);
    const row = await ownTransaction(db, user, params.transactionUuid);
    if (!row) throw new ApiError(404, 'transaction_not_found', checkoutTexts(requestLanguage(request)).transactionNotFound);
    const t = row.transaction;
    if (t.provider === 'stripe' && t.status === 'pending' && !t.providerUrl) return transactionView(await openStripeSession(request, user, row.order, t));
    return transactionView(t);
  });

  /**
   * Makes the Stripe Checkout Session of a pending payment, outside any database transaction (a network
   * call). The idempotency key is the payment's uuid, so two handover pages at once get the same session;
   * the first answer stored wins.
   */
  async function openStripeSession(request: FastifyRequest, user: UserRow, order: typeof orders.$inferSelect, t: typeof paymentTransactions.$inferSelect) {
    const lang = requestLanguage(request);
    const unavailable = new ApiError(503, 'payment_provider_unavailable', checkoutTexts(lang).providerUnavailable);
    const sessions = checkoutSessionOverrides.get(app.shop) ?? (stripe ? checkoutSessionsOf(stripe) : null);
    const origin = configuredOrigin(app.shop.config, request.portal);
    if (!sessions || !origin) throw unavailable;
    const params = sessionParams({
      transactionUuid: t.uuid,
      orderUuid: order.uuid,
      amount: t.amount,
      currency: t.currency,
      description: `${request.portal.name} ${orderReference(order.uuid)}`,
      email: user.email,
      lang,
      origin,
    });
    let session: { id: string; url: string };
    try {
      session = await sessions.create(params, `checkout-session-${t.uuid}`);
    } catch (err) {
      request.log.error({ err, transaction: t.uuid }, 'Stripe Checkout Session not created');
      throw unavailable;
    }
    await db
      .update(paymentTransactions)
      .set({ providerRef: session.id, providerUrl: session.url, updatedAt: new Date() })
      .where(and(eq(paymentTransactions.uuid, t.uuid), isNull(paymentTransactions.providerUrl)));
    const [stored] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.uuid, t.uuid));
    return stored!;
  }

  /** The links of an order's e-mail point at the order's own portal (one webhook endpoint may serve several portals). */
  async function orderOrigin(tx: Db, orderUuid: string): Promise<string | null> {
    const [row] = await tx.select({ portal: portals }).from(orders).innerJoin(portals, eq(portals.key, orders.portal)).where(eq(orders.uuid, orderUuid));
    return row ? configuredOrigin(app.shop.config, row.portal) : null;
  }

  /**
   * A provider's word on a payment, applied once: each event id is recorded, a finished payment stays as
   * it is, the amount paid must be the order's; paid confirms the order (cart lines leave the cart, purchases,
   * e-mail), declined cancels it and keeps the cart. Null: no payment of this provider by that id.
   */
  async function applyPaymentEvent(
    provider: 'test' | 'stripe',
    e: { eventId: string; transactionUuid: string; status: 'paid' | 'declined'; amount: number },
    amountField: string,
  ) {
    const result = await db.transaction(async (tx) => {
      const [t] = await tx.select().from(paymentTransactions).where(eq(paymentTransactions.uuid, e.transactionUuid)).for('update');
      if (t?.provider !== provider) return null;
      // the same event twice counts once; so does a second event for a finished payment
      const fresh = await tx.insert(paymentEvents).values({ provider, eventId: e.eventId, transaction: t.uuid }).onConflictDoNothing().returning();
      if (!fresh.length || t.status === 'paid' || t.status === 'declined') return { status: t.status, confirmed: null };
      // what was paid must be the order's total (a refusal carries nothing to compare)
      if (e.status === 'paid' && e.amount !== t.amount) throw validationError([field(amountField, 'The amount does not match the order')]);
      await tx.update(paymentTransactions).set({ status: e.status, updatedAt: new Date() }).where(eq(paymentTransactions.uuid, t.uuid));
      let confirmed: string | null = null;
      if (e.status === 'paid') confirmed = (await confirmOrder(tx, t.order, await orderOrigin(tx, t.order))) ? t.order : null;
      else await cancelOrder(tx, t.order);
      return { status: e.status, confirmed };
    });
    if (result?.confirmed) app.shop.jobs.wake(QUEUES.printOrder);
    return result;
  }

  /** The test provider reports to the shop as a real one would: a signed callback over HTTP (here: through Fastify's inject). */
  async function sendTestCallback(request: FastifyRequest, transactionUuid: string, status: 'paid' | 'declined', amount: number) {
    const event: TestCallbackEvent = { eventId: randomUUID(), transactionUuid, status, amount };
    const res = await app.inject({
      method: 'POST',
      url: api.testProviderCallback.path,
      headers: {
        host: request.headers.host ?? '',
        [TEST_SIGNATURE_HEADER]: signTestEvent(await testProviderSecret(db), event),
        'content-type': 'application/json',
      },
      payload: event,
    });
    if (res.statusCode !== 200) throw new ApiError(502, 'provider_callback', `The payment provider's callback failed (${res.statusCode})`);
  }

  async function testTransaction(request: FastifyRequest, uuid: string) {
    const user = requireUser(request);
    const texts = checkoutTexts(requestLanguage(request));
    const row = await ownTransaction(db, user, uuid);
    // a test payment left from before TEST_PAYMENTS was switched off is not paid with a test card either
    if (row?.transaction.provider !== 'test' || !live.has('test')) throw new ApiError(404, 'transaction_not_found', texts.transactionNotFound);
    return { row, texts, user };
  }

  route(app, api.testProviderPay, async ({ params, body }, request) => {
    const { row, texts, user } = await testTransaction(request, params.transactionUuid);
    if (row.transaction.status !== 'pending') throw new ApiError(409, 'payment_finished', texts.paymentFinished);
    if (body.cardNumber === TEST_CARDS.secondStep) {
      await db
        .update(paymentTransactions)
        .set({ status: 'action_required', challenge: TEST_SECOND_STEP_CODE, updatedAt: new Date() })
        .where(eq(paymentTransactions.uuid, row.transaction.uuid));
    } else {
      await sendTestCallback(request, row.transaction.uuid, body.cardNumber === TEST_CARDS.success ? 'paid' : 'declined', row.transaction.amount);
    }
    return transactionView((await ownTransaction(db, user, params.transactionUuid))!.transaction);
  });

  route(app, api.testProviderConfirm, async ({ params, body }, request) => {
    const { row, texts, user } = await testTransaction(request, params.transactionUuid);
    if (row.transaction.status !== 'action_required') throw new ApiError(409, 'payment_finished', texts.paymentFinished);
    if (body.code !== row.transaction.challenge) throw validationError([field('body.code', texts.wrongCode)]);
    await sendTestCallback(request, row.transaction.uuid, 'paid', row.transaction.amount);
    return transactionView((await ownTransaction(db, user, params.transactionUuid))!.transaction);
  });

  route(
    app,
    api.testProviderCallback,
    async ({ body }, request) => {
      if (!live.has('test')) throw notFound('The test payment provider is off');
      if (!verifyTestSignature(await testProviderSecret(db), request.headers[TEST_SIGNATURE_HEADER] as string | undefined, body))
        throw new ApiError(401, 'bad_signature', 'The signature does not match');
      const result = await applyPaymentEvent('test', body, 'body.amount');
      if (!result) throw notFound('Payment not found');
      return { received: true as const, status: result.status };
    },
    { csrfExempt: true },
  );

  route(
    app,
    api.stripeWebhook,
    async ({ body }, request) => {
      if (!stripe || !stripeSettings) throw notFound('Stripe is not configured');
      let event: Stripe.Event;
      try {
        const header = request.headers['stripe-signature'];
        event = stripe.webhooks.constructEvent(request.rawBody ?? '', Array.isArray(header) ? (header[0] ?? '') : (header ?? ''), stripeSettings.webhookSecret);
      } catch {
        throw new ApiError(400, 'bad_signature', 'The signature does not match');
      }
      const outcome = outcomeOf(event);
      // another event type, or a session this shop did not make (another integration on the account): received, nothing to do
      if (!outcome || !v.is(Uuid, outcome.transactionUuid)) return { received: true as const, status: null };
      request.log.info({ event: body.id, type: body.type, transaction: outcome.transactionUuid }, 'Stripe event');
      const [t] = await db
        .select({ currency: paymentTransactions.currency })
        .from(paymentTransactions)
        .where(eq(paymentTransactions.uuid, outcome.transactionUuid));
      if (outcome.status === 'paid' && t && t.currency !== outcome.currency)
        throw validationError([field('body.data.object.currency', 'The currency does not match the order')]);
      const result = await applyPaymentEvent('stripe', outcome, 'body.data.object.amount_total');
      return { received: true as const, status: result?.status ?? null };
    },
    { csrfExempt: true, rawBody: true },
  );

  route(app, api.addressAutocomplete, async ({ query }, request) => ({ suggestions: addressProvider().autocomplete(query.q, request.portal.country) }));

  route(app, api.resolveAddress, async ({ params }, request) => {
    const address = addressProvider().resolve(params.id, request.portal.country);
    if (!address) throw new ApiError(404, 'address_not_found', 'Error resolving address');
    return { address };
  });

  route(app, api.order, async ({ params }, request) => {
    const user = requireUser(request);
    const lang = requestLanguage(request);
    const row = await ownOrder(db, user, params.orderUuid);
    if (!row) throw new ApiError(404, 'order_not_found', checkoutTexts(lang).orderNotFound);
    return orderView(row, lang);
  });

  route(app, api.orderList, async (_input, request) => {
    const user = requireUser(request);
    return (await confirmedOrders(db, user)).map((o) => ({ uuid: o.uuid, confirmTime: o.confirmedAt!.toISOString() }));
  });

  route(app, api.orderDetails, async ({ query }, request) => {
    const user = requireUser(request);
    const lang = requestLanguage(request);
    const row = await ownOrder(db, user, query.uuid);
    if (row?.status !== 'confirmed') throw new ApiError(404, 'order_not_found', checkoutTexts(lang).orderNotFound);
    const view = orderView(row, lang);
    return { orderLines: view.orderLines, rebateCode: view.rebateCode };
  });
}

async function userJobs(db: Db, user: UserRow): Promise<string[]> {
  const rows = await db
    .select({ job: subjects.job })
    .from(userSubjects)
    .innerJoin(subjects, eq(subjects.uuid, userSubjects.subjectUuid))
    .where(eq(userSubjects.userUuid, user.uuid));
  return rows.map((r) => r.job);
}
