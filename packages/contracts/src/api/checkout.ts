/**
 * Checkout calls (spec 3 section 7, paths as written), the payment handover of the built-in test
 * provider and the payment callbacks (unnamed by the spec: under /api/webshop/payment/), the receipt
 * and the order history (the spec's .php paths). Its own entry, so the cart page does not carry them.
 */
import * as v from 'valibot';
import { defineCall } from '../call';
import { AddCataloguesBody, Cart } from '../commerce/cart';
import {
  CheckoutStart,
  DeliveryMethod,
  Order,
  OrderDetails,
  OrderListEntry,
  PaymentOption,
  PaymentTransaction,
  TestConfirmBody,
  TestPayBody,
  TransactionAnswer,
  TransactionBody,
} from '../commerce/checkout';
import { Uuid } from '../commerce/products';

export * from '../commerce/checkout';

const CheckoutParams = v.object({ checkoutUuid: Uuid });
const DeliveryParams = v.object({ checkoutUuid: Uuid, deliveryUuid: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });
const PaymentParams = v.object({ ...DeliveryParams.entries, paymentUuid: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });
const TransactionParams = v.object({ transactionUuid: Uuid });

export const checkoutApi = {
  /** Starts (or resumes) the checkout of the signed-in customer's cart; 409 when the cart has no ordinary line or a withdrawn one. */
  startCheckout: defineCall({ method: 'POST', path: '/api/webshop/checkout', signedIn: true, errors: [409], response: CheckoutStart }),
  /** The payment options of a delivery option, and the cart priced with that delivery. */
  paymentOptions: defineCall({
    method: 'GET',
    path: '/api/webshop/checkout/:checkoutUuid/delivery-options/:deliveryUuid/payment-options',
    signedIn: true,
    errors: [404],
    params: DeliveryParams,
    response: v.object({ paymentOptions: v.array(PaymentOption), cart: Cart }),
  }),
  /** Selects a payment option of the delivery option: the cart as it will be charged. */
  selectPaymentOption: defineCall({
    method: 'GET',
    path: '/api/webshop/checkout/:checkoutUuid/delivery-options/:deliveryUuid/payment-options/:paymentUuid',
    signedIn: true,
    errors: [404],
    params: PaymentParams,
    response: v.object({ cart: Cart }),
  }),
  /** Gives the cart a voucher code (one per order): the cart with the rebate line, priced with the delivery when one is named; 409 with the reason when the code cannot be used. */
  verifyRebateCode: defineCall({
    method: 'POST',
    path: '/api/webshop/checkout/:checkoutUuid/verify-rebate-code',
    signedIn: true,
    errors: [404, 409],
    params: CheckoutParams,
    body: v.object({
      code: v.pipe(v.string(), v.trim(), v.minLength(1, 'This is required!'), v.maxLength(40, 'At most 40 characters')),
      deliveryOptionUuid: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64)))),
    }),
    response: v.object({ cart: Cart }),
  }),
  /** The catalogue upsell's 'Add to cart' (spec 3): the cart, the catalogues' delivery time and the delivery methods as they are now. */
  addCheckoutCatalogues: defineCall({
    method: 'POST',
    path: '/api/webshop/checkout/:checkoutUuid/catalogues',
    signedIn: true,
    errors: [404, 409],
    params: CheckoutParams,
    body: AddCataloguesBody,
    response: v.object({ cart: Cart, catalogueMaxDeliveryTime: v.nullable(v.number()), deliveryMethods: v.array(DeliveryMethod) }),
  }),
  /** 'Buy digital sets' (spec 3: data.subjects of name and uuid): the discounted sets of those picture sets go into the cart. */
  addCheckoutDigitalSets: defineCall({
    method: 'POST',
    path: '/api/webshop/checkout/:checkoutUuid/digital-sets',
    signedIn: true,
    errors: [404, 409],
    params: CheckoutParams,
    body: v.object({
      data: v.object({
        subjects: v.pipe(v.array(v.object({ name: v.pipe(v.string(), v.maxLength(200)), uuid: Uuid })), v.minLength(1, 'This is required!'), v.maxLength(50)),
      }),
    }),
    response: v.object({ cart: Cart }),
  }),
  /** Creates the order and its payment transaction, once per checkout (a second call answers the same). */
  createTransaction: defineCall({
    method: 'POST',
    path: '/api/webshop/checkout/:checkoutUuid/transaction',
    signedIn: true,
    errors: [404, 409],
    params: CheckoutParams,
    body: TransactionBody,
    response: TransactionAnswer,
    status: 201,
  }),
  /**
   * The payment handover page reads the transaction (only its customer may). A Stripe payment gets its
   * Checkout Session here (redirectUrl: Stripe's page); 503 when Stripe cannot be reached.
   */
  transaction: defineCall({
    method: 'GET',
    path: '/api/webshop/payment/transactions/:transactionUuid',
    signedIn: true,
    errors: [404, 503],
    params: TransactionParams,
    response: PaymentTransaction,
  }),
  /** The built-in test provider's hosted page: pay with a test card. It reports to the shop by its signed callback. */
  testProviderPay: defineCall({
    method: 'POST',
    path: '/api/webshop/payment/test-provider/:transactionUuid/pay',
    signedIn: true,
    errors: [404, 409],
    params: TransactionParams,
    body: TestPayBody,
    response: PaymentTransaction,
  }),
  /** The test provider's second step (the card that needs one): the 6-digit code. */
  testProviderConfirm: defineCall({
    method: 'POST',
    path: '/api/webshop/payment/test-provider/:transactionUuid/confirm',
    signedIn: true,
    errors: [404, 409],
    params: TransactionParams,
    body: TestConfirmBody,
    response: PaymentTransaction,
  }),
  /** The test provider's callback to the shop: signed (x-test-provider-signature: t=…,v1=HMAC-SHA256), idempotent. */
  testProviderCallback: defineCall({
    method: 'POST',
    path: '/api/webshop/payment/callback/test',
    errors: [401, 404],
    body: v.object({
      eventId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
      transactionUuid: Uuid,
      status: v.picklist(['paid', 'declined']),
      amount: v.pipe(v.number(), v.integer(), v.minValue(0)),
    }),
    response: v.object({ received: v.literal(true), status: v.picklist(['pending', 'action_required', 'paid', 'declined']) }),
  }),
  /**
   * Stripe's webhook (configured in Stripe's dashboard for the checkout.session.* events): the body is
   * Stripe's event, verified over its bytes with the Stripe-Signature header (400 when it does not match;
   * 404 while Stripe is not configured). An event received twice counts once.
   */
  stripeWebhook: defineCall({
    method: 'POST',
    path: '/api/webshop/payment/callback/stripe',
    errors: [404],
    body: v.object({
      id: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
      type: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
      data: v.object({ object: v.record(v.string(), v.unknown()) }),
    }),
    response: v.object({ received: v.literal(true), status: v.nullable(v.picklist(['pending', 'action_required', 'paid', 'declined'])) }),
  }),
  /** Address suggestions for the postage form (debounced 500 ms by the screen). */
  addressAutocomplete: defineCall({
    method: 'GET',
    path: '/api/webshop/postal-address-service/autocomplete',
    signedIn: true,
    query: v.object({ q: v.pipe(v.string(), v.trim(), v.minLength(1, 'This is required!'), v.maxLength(100)) }),
    response: v.object({ suggestions: v.array(v.object({ id: v.string(), suggestion: v.string() })) }),
  }),
  /** The full address of a picked suggestion; 404 when the id names no address of the register. */
  resolveAddress: defineCall({
    method: 'GET',
    path: '/api/webshop/postal-address-service/resolve-address-by-id/:id',
    signedIn: true,
    errors: [404],
    params: v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(300)) }),
    response: v.object({ address: v.object({ address1: v.string(), address2: v.string(), postalCode: v.string(), city: v.string(), state: v.string() }) }),
  }),
  order: defineCall({
    method: 'GET',
    path: '/api/webshop/user/orders/:orderUuid',
    signedIn: true,
    errors: [404],
    params: v.object({ orderUuid: Uuid }),
    response: Order,
  }),
  orderList: defineCall({ method: 'GET', path: '/ajax/user/get_order_list.php', signedIn: true, response: v.array(OrderListEntry) }),
  orderDetails: defineCall({
    method: 'GET',
    path: '/sections/my-account/ajax/get_order_details.php',
    signedIn: true,
    errors: [404],
    query: v.object({ uuid: Uuid }),
    response: OrderDetails,
  }),
} as const;
