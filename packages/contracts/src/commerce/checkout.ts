/**
 * Checkout, payment handover, receipt and order history (spec 3 sections 2–9): the entities with the
 * spec's field names, and what the client sends. Amounts are minor units and include VAT; the client
 * never sends a price (the server prices the cart, the delivery and the order itself).
 */
import * as v from 'valibot';
import { User } from '../user';
import { Cart, OrderLine, SummaryLine } from './cart';
import { Money, Uuid } from './products';

// ---- delivery ----

export const DELIVERY_METHOD_TYPES = ['store-pickup', 'postage', 'school-pickup', 'digital-delivery'] as const;
export const DeliveryMethodType = v.picklist(DELIVERY_METHOD_TYPES);
export type DeliveryMethodType = v.InferOutput<typeof DeliveryMethodType>;

/** Spec 3 section 9: a pickup location ID ending in this marks the express option of its store. */
export const EXPRESS_PICKUP_SUFFIX = '-111111111111';
/** The first 23 characters of a pickup location ID identify the store. */
export const PICKUP_STORE_ID_LENGTH = 23;
export const isExpressPickup = (uuid: string) => uuid.endsWith(EXPRESS_PICKUP_SUFFIX);
export const pickupStoreId = (uuid: string) => uuid.slice(0, PICKUP_STORE_ID_LENGTH);

export const DeliveryTime = v.object({
  /** The delivery time in seconds (business days × 86 400). */
  seconds: v.number(),
  /** Worded by the server in the request's language ('3 business days'). */
  string: v.string(),
});

export const DeliveryOption = v.object({
  uuid: v.string(),
  name: v.string(),
  description: v.string(),
  /** What the delivery costs for this cart (0: free, shown as 'Free'). */
  price: Money,
  /** Business days. */
  deliverytime: v.number(),
  isExpress: v.boolean(),
  /** ISO time after which the option is no longer offered, or null. */
  expire: v.nullable(v.string()),
  /** 1: the saved option the postage form starts with; 0: any other. */
  type: v.picklist([0, 1]),
  /** School pickup: the picture sets of the cart delivered at that school. */
  subjects: v.array(v.object({ uuid: v.string(), name: v.string() })),
});
export type DeliveryOption = v.InferOutput<typeof DeliveryOption>;

export const PickupLocation = v.object({
  uuid: v.string(),
  pickupname: v.string(),
  pickupaddress1: v.string(),
  pickuppostalcode: v.string(),
  pickupcity: v.string(),
  price: Money,
  deliveryTime: DeliveryTime,
});
export type PickupLocation = v.InferOutput<typeof PickupLocation>;

export const DeliveryMethod = v.object({
  type: DeliveryMethodType,
  name: v.string(),
  deliveryOptions: v.array(DeliveryOption),
  /** Store pickup: the stores (and their express variants); the chosen location's uuid is the delivery option. */
  pickupLocations: v.array(PickupLocation),
});
export type DeliveryMethod = v.InferOutput<typeof DeliveryMethod>;

/** Lengths of the checkout's form fields: the server's schemas and the screens' forms use the same numbers (decision 0012). */
export const CHECKOUT_FIELD_MAX = { name: 200, address: 200, postalCode: 20, city: 100, state: 100, email: 254, mobilePhone: 30, pid: 20 } as const;

const required = (max: number) =>
  v.pipe(v.string('This is required!'), v.trim(), v.minLength(1, 'This is required!'), v.maxLength(max, `At most ${max} characters`));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `At most ${max} characters`)), '');

/** A full name: at least two words of letters (spec 3 section 5, 'a valid full name'). */
export const FULL_NAME = /^\p{L}[\p{L}\p{M}'’.-]*(?:\s+\p{L}[\p{L}\p{M}'’.-]*)+$/u;
export const FullName = v.pipe(required(CHECKOUT_FIELD_MAX.name), v.regex(FULL_NAME, 'Enter your first and last name'));
export const EmailAddress = v.pipe(required(CHECKOUT_FIELD_MAX.email), v.email('Invalid email'));

export const DeliveryAddress = v.object({
  name: required(CHECKOUT_FIELD_MAX.name),
  address: required(CHECKOUT_FIELD_MAX.address),
  address2: optionalText(CHECKOUT_FIELD_MAX.address),
  /** Required unless the portal hides it (the server checks with the portal's options). */
  postalCode: optionalText(CHECKOUT_FIELD_MAX.postalCode),
  city: required(CHECKOUT_FIELD_MAX.city),
  /** Required when the portal gathers states. */
  state: optionalText(CHECKOUT_FIELD_MAX.state),
  /** true when picked from the address autocomplete, false after any change. */
  verifiedAddress: v.optional(v.boolean(), false),
});
export type DeliveryAddress = v.InferOutput<typeof DeliveryAddress>;

export const DeliveryContactInfo = v.object({ name: FullName, emailAddress: EmailAddress });
export type DeliveryContactInfo = v.InferOutput<typeof DeliveryContactInfo>;

/** The data of the chosen delivery option: postage sends the address, the other methods the contact. */
export const DeliveryOptionData = v.object({
  deliveryAddress: v.optional(DeliveryAddress),
  contactInfo: v.optional(DeliveryContactInfo),
  subject: v.optional(v.nullable(v.object({ uuid: Uuid }))),
});
export type DeliveryOptionData = v.InferOutput<typeof DeliveryOptionData>;

// ---- payment ----

export const PAYMENT_PROVIDERS = ['invoice', 'test', 'stripe'] as const;
export const PaymentProvider = v.picklist(PAYMENT_PROVIDERS);
export type PaymentProvider = v.InferOutput<typeof PaymentProvider>;

export const PaymentOption = v.object({
  uuid: v.string(),
  title: v.string(),
  mobileTitle: v.string(),
  description: v.string(),
  mobileDescription: v.string(),
  verifyMobile: v.boolean(),
  requirePersonNo: v.boolean(),
  /** Icons are file names in the fixed graphics folder (PAYMENT_ICON_FOLDER). */
  enabledPaymentMethods: v.array(v.object({ name: v.string(), icon: v.string() })),
  /** Invoice (no external party), the built-in test provider, or Stripe. */
  provider: PaymentProvider,
});
export type PaymentOption = v.InferOutput<typeof PaymentOption>;

/** The fixed folder of the payment providers' icons (spec 3: named by the option's icon field). */
export const PAYMENT_ICON_FOLDER = '/static/payment-icons';

export const PaymentOptionData = v.object({
  mobilePhone: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(CHECKOUT_FIELD_MAX.mobilePhone))),
  /** Personal identity number (Norwegian fødselsnummer or Swedish personnummer). */
  pid: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(CHECKOUT_FIELD_MAX.pid))),
});
export type PaymentOptionData = v.InferOutput<typeof PaymentOptionData>;

// ---- the checkout state ----

export const CheckoutOptions = v.object({
  gatherAddress2: v.boolean(),
  gatherState: v.boolean(),
  /** State code → name (when gatherState). */
  states: v.record(v.string(), v.string()),
  hidePostalCode: v.boolean(),
  showDisabledDeliveryCountry: v.boolean(),
  useAddressAutocompleteService: v.boolean(),
  /** The order comment switch (false hides the field). */
  enableOrderComment: v.boolean(),
  /** The portal's country (GB, US and AU lay out the city before 'Zip code'). */
  country: v.string(),
});
export type CheckoutOptions = v.InferOutput<typeof CheckoutOptions>;

/**
 * One upsell of the checkout (spec 3: type, price, rebatedPrice, uuid). CATALOGUE: uuid is the
 * catalogue. DIGITAL_FILES: uuid is the discounted digital product, `offer` says whether sets or single
 * files are discounted (the popup's 'Discounted digital portrait sets' or 'files'; sets preferred).
 */
export const UpsellItem = v.object({
  type: v.picklist(['CATALOGUE', 'DIGITAL_FILES']),
  price: Money,
  rebatedPrice: v.nullable(Money),
  uuid: v.string(),
  offer: v.optional(v.picklist(['sets', 'files'])),
  /** With offer 'sets': the picture sets whose discounted digital sets the popup buys (POST …/digital-sets). */
  subjects: v.optional(v.array(v.object({ uuid: v.string(), name: v.string() }))),
});
export type UpsellItem = v.InferOutput<typeof UpsellItem>;

export const CheckoutStart = v.object({
  cart: Cart,
  checkoutUuid: v.string(),
  /** The call table names this list deliveryOptions; the state entity deliveryMethods: one list. */
  deliveryMethods: v.array(DeliveryMethod),
  user: User,
  hasActiveRebateCampaigns: v.boolean(),
  termsOfPurchase: v.string(),
  options: CheckoutOptions,
  upsaleList: v.array(UpsellItem),
  /** Days after the last photo day within which catalogues are shipped; null when the cart has none. */
  catalogueMaxDeliveryTime: v.nullable(v.number()),
});
export type CheckoutStart = v.InferOutput<typeof CheckoutStart>;

export const CHECKOUT_CLIENTS = ['desktop', 'mobile'] as const;

export const TransactionBody = v.object({
  deliveryOptionUuid: v.pipe(v.string(), v.minLength(1, 'This is required!'), v.maxLength(64)),
  paymentOptionUuid: v.pipe(v.string(), v.minLength(1, 'This is required!'), v.maxLength(64)),
  deliveryOptionData: DeliveryOptionData,
  paymentOptionData: v.optional(PaymentOptionData, {}),
  client: v.picklist(CHECKOUT_CLIENTS),
  comment: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000, 'At most 1000 characters')), ''),
});
export type TransactionBody = v.InferInput<typeof TransactionBody>;

export const TransactionAnswer = v.object({ transaction: v.object({ uuid: v.string(), order: v.object({ uuid: v.string() }) }) });

// ---- the payment handover ----

export const TRANSACTION_STATUSES = ['pending', 'action_required', 'paid', 'declined'] as const;
export const PaymentTransaction = v.object({
  uuid: v.string(),
  status: v.picklist(TRANSACTION_STATUSES),
  provider: PaymentProvider,
  amount: Money,
  currency: v.string(),
  order: v.object({ uuid: v.string() }),
  /** Where the browser goes to pay (the provider's hosted page), or null when nothing is to be paid there. */
  redirectUrl: v.nullable(v.string()),
});
export type PaymentTransaction = v.InferOutput<typeof PaymentTransaction>;

/** The built-in test provider's cards (spec: one succeeds, one is declined, one needs a second step). */
export const TEST_CARDS = { success: '4242424242424242', declined: '4000000000000002', secondStep: '4000000000003220' } as const;

export const TestPayBody = v.object({ cardNumber: v.pipe(v.string(), v.regex(/^\d{12,19}$/, 'Enter the card number (digits only)')) });
export const TestConfirmBody = v.object({ code: v.pipe(v.string(), v.regex(/^\d{6}$/, 'Enter the 6-digit code')) });

// ---- orders (receipt and history) ----

export const OrderAddress = v.object({
  name: v.string(),
  address1: v.string(),
  address2: v.string(),
  city: v.string(),
  state: v.string(),
  postalCode: v.string(),
});

/**
 * Where a confirmed order is on its way (the studio sets it, issue 31): a shipped order's carrier,
 * number and tracking link (null when the portal has no carrier template).
 */
export const OrderFulfilment = v.object({
  status: v.picklist(['in_production', 'shipped', 'delivered']),
  carrier: v.nullable(v.string()),
  trackingNumber: v.nullable(v.string()),
  trackingUrl: v.nullable(v.string()),
});
export type OrderFulfilment = v.InferOutput<typeof OrderFulfilment>;

/** A refund of the order as the parent sees it (the studio's refund or an invoice's credit note). */
export const CustomerRefund = v.object({
  at: v.string(),
  amount: Money,
  /** The refunded lines' names; empty: the rest of the order. */
  lines: v.array(v.string()),
  reason: v.string(),
  kind: v.picklist(['refund', 'credit-note']),
  /** 'pending': the payment provider has not confirmed it yet. */
  status: v.picklist(['pending', 'refunded']),
});
export type CustomerRefund = v.InferOutput<typeof CustomerRefund>;

export const Order = v.object({
  uuid: v.string(),
  /** ISO time the order was confirmed; null while the payment is not through. */
  confirmTime: v.nullable(v.string()),
  status: v.picklist(['pending', 'confirmed', 'cancelled']),
  orderLines: v.array(OrderLine),
  rebateCode: v.nullable(v.string()),
  /** vat: the VAT included in the total; rate in percent. */
  summary: v.object({ totalPrice: Money, vat: v.object({ rate: v.number(), amount: Money }), lines: v.array(SummaryLine) }),
  currency: v.string(),
  payment: v.object({ isInvoice: v.boolean(), title: v.string() }),
  delivery: v.object({
    type: DeliveryMethodType,
    name: v.string(),
    address: v.nullable(OrderAddress),
    contact: v.nullable(v.object({ name: v.string(), emailAddress: v.string() })),
    deliveryTime: v.object({ string: v.string(), afterDate: v.nullable(v.string()) }),
    school: v.nullable(v.object({ name: v.string() })),
  }),
  containDigitalProducts: v.boolean(),
  catalogueMaxDeliveryTime: v.nullable(v.number()),
  comment: v.string(),
  /** Where the order is on its way (the studio sets it, issue 31): null until the lab has it. */
  fulfilment: v.optional(v.nullable(OrderFulfilment)),
  /** What the studio refunded of it (issue 31), oldest first. */
  refunds: v.optional(v.array(CustomerRefund)),
});
export type Order = v.InferOutput<typeof Order>;

export const OrderListEntry = v.object({
  uuid: v.string(),
  confirmTime: v.string(),
  fulfilment: v.optional(v.nullable(OrderFulfilment)),
  /** Cancelled after its confirmation (the studio): still listed, marked so. */
  cancelled: v.optional(v.literal(true)),
  /** Refunded in full. */
  refunded: v.optional(v.literal(true)),
});
export const OrderDetails = v.object({
  orderLines: v.array(OrderLine),
  rebateCode: v.nullable(v.string()),
  fulfilment: v.optional(v.nullable(OrderFulfilment)),
  refunds: v.optional(v.array(CustomerRefund)),
});

/** Order reference: '#' and the first 8 characters of the uuid (spec 3 section 9). */
export const orderReference = (uuid: string) => `#${uuid.slice(0, 8)}`;
