/**
 * The `checkout` part of a portal's products.json: its delivery methods, payment options and checkout
 * options, written by the operator in the currency's main unit (like the price list) and stored in
 * minor units with stable uuids (derived from the portal and the keys, so a rerun keeps them and an
 * order's reference to an option stays meaningful).
 */
import { createHash } from 'node:crypto';
import { EXPRESS_PICKUP_SUFFIX, PAYMENT_PROVIDERS, VoucherInput as VoucherSchema, type VoucherValues } from '@shop/contracts';
import * as v from 'valibot';
import { Amount, KEY_PATTERN } from '../catalog/units';

const Key = v.pipe(v.string(), v.regex(KEY_PATTERN, 'letters, digits, dot, dash and underscore only (at most 64)'));
const Language = v.pipe(v.string(), v.regex(/^[a-z]{2}$/));
const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `at most ${max} characters`));
const localText = (max: number) =>
  v.pipe(
    v.union([text(max), v.record(Language, text(max))], 'a text, or an object of texts by language ({"en": "…", "nb": "…"})'),
    v.transform((t): Record<string, string> => (typeof t === 'string' ? (t === '' ? {} : { '': t }) : t)),
  );
const Days = v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(0), v.maxValue(365));

const OptionInput = v.strictObject({
  key: Key,
  name: localText(200),
  description: v.optional(localText(1000), {}),
  price: Amount,
  /** From this cart total on, the option is free (postage: "free delivery from 500"). */
  freeFrom: v.optional(v.nullable(Amount), null),
  deliveryDays: v.optional(Days, 5),
  isExpress: v.optional(v.boolean(), false),
  /** The option the postage form starts with (spec: "the saved delivery option of type 1"). */
  default: v.optional(v.boolean(), false),
  expire: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp())), null),
  /** School pickup: the photo jobs (keys) whose picture sets are delivered at the school. */
  jobs: v.optional(v.array(Key), []),
  /** School pickup: the school's name on the receipt. */
  school: v.optional(v.nullable(text(200)), null),
});

const StoreInput = v.strictObject({
  key: Key,
  name: text(200),
  address1: text(200),
  postalCode: text(20),
  city: text(100),
  price: Amount,
  deliveryDays: v.optional(Days, 5),
  /** The store's express pickup (its location ID ends in -111111111111). */
  express: v.optional(v.nullable(v.strictObject({ price: Amount, deliveryDays: v.optional(Days, 1) })), null),
});

const MethodInput = v.strictObject({
  type: v.picklist(['store-pickup', 'postage', 'school-pickup', 'digital-delivery'], 'store-pickup, postage, school-pickup or digital-delivery'),
  name: localText(200),
  options: v.optional(v.array(OptionInput), []),
  stores: v.optional(v.array(StoreInput), []),
});

const PaymentInput = v.strictObject({
  key: Key,
  provider: v.picklist(PAYMENT_PROVIDERS, 'invoice, test or stripe'),
  title: localText(200),
  mobileTitle: v.optional(localText(200)),
  description: v.optional(localText(1000), {}),
  mobileDescription: v.optional(localText(1000)),
  verifyMobile: v.optional(v.boolean(), false),
  requirePersonNo: v.optional(v.boolean(), false),
  methods: v.optional(v.array(v.strictObject({ name: text(100), icon: v.pipe(v.string(), v.regex(/^[a-z0-9-]+\.svg$/, 'a file name like visa.svg')) })), []),
  /** The delivery methods it is offered for; none named: all. */
  deliveryTypes: v.optional(v.array(v.picklist(['store-pickup', 'postage', 'school-pickup', 'digital-delivery'])), []),
});

/** products.json's voucher: the contract's schema, which the studio's voucher form validates with too. */
export type VoucherInput = VoucherValues;

export const CheckoutInput = v.strictObject({
  options: v.optional(
    v.strictObject({
      showDisabledDeliveryCountry: v.optional(v.boolean(), false),
      useAddressAutocompleteService: v.optional(v.boolean(), false),
      enableOrderComment: v.optional(v.boolean(), true),
      states: v.optional(v.record(v.string(), text(100)), {}),
    }),
    {},
  ),
  deliveryMethods: v.array(MethodInput),
  paymentOptions: v.array(PaymentInput),
  /**
   * Voucher codes (written to the vouchers table; codes a list no longer names are withdrawn). No list at all
   * leaves the portal's vouchers as they are: the studio edits them (docs/decisions/0097).
   */
  vouchers: v.optional(v.array(VoucherSchema)),
});
export type CheckoutInput = v.InferOutput<typeof CheckoutInput>;

export type LocalText = Record<string, string>;

export interface StoredOption {
  uuid: string;
  key: string;
  name: LocalText;
  description: LocalText;
  price: number;
  freeFrom: number | null;
  deliveryDays: number;
  isExpress: boolean;
  default: boolean;
  expire: string | null;
  jobs: string[];
  school: string | null;
}

export interface StoredStore {
  uuid: string;
  key: string;
  name: string;
  address1: string;
  postalCode: string;
  city: string;
  price: number;
  deliveryDays: number;
  express: { uuid: string; price: number; deliveryDays: number } | null;
}

export interface StoredMethod {
  type: 'store-pickup' | 'postage' | 'school-pickup' | 'digital-delivery';
  name: LocalText;
  options: StoredOption[];
  stores: StoredStore[];
}

export interface StoredPayment {
  uuid: string;
  key: string;
  provider: (typeof PAYMENT_PROVIDERS)[number];
  title: LocalText;
  mobileTitle: LocalText;
  description: LocalText;
  mobileDescription: LocalText;
  verifyMobile: boolean;
  requirePersonNo: boolean;
  methods: { name: string; icon: string }[];
  deliveryTypes: string[];
}

export interface CheckoutConfig {
  options: CheckoutInput['options'];
  deliveryMethods: StoredMethod[];
  paymentOptions: StoredPayment[];
}

function hashUuid(seed: string): string {
  const h = createHash('sha256').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The stored configuration: stable uuids; a store's express location shares its first 23 characters. */
export function storedCheckoutConfig(portal: string, input: CheckoutInput): CheckoutConfig {
  // vouchers live in their own table (their uses are counted against them), not in the document
  return {
    options: input.options,
    deliveryMethods: input.deliveryMethods.map((m) => ({
      type: m.type,
      name: m.name,
      options: m.options.map((o) => ({ ...o, uuid: hashUuid(`${portal}:delivery:${m.type}:${o.key}`) })),
      stores: m.stores.map((s) => {
        let uuid = hashUuid(`${portal}:store:${s.key}`);
        // the normal location must never look like the express one
        if (uuid.endsWith(EXPRESS_PICKUP_SUFFIX)) uuid = `${uuid.slice(0, 24)}000000000000`;
        return {
          ...s,
          uuid,
          express: s.express ? { uuid: `${uuid.slice(0, 23)}${EXPRESS_PICKUP_SUFFIX}`, price: s.express.price, deliveryDays: s.express.deliveryDays } : null,
        };
      }),
    })),
    paymentOptions: input.paymentOptions.map((p) => ({
      ...p,
      uuid: hashUuid(`${portal}:payment:${p.key}`),
      mobileTitle: p.mobileTitle ?? p.title,
      mobileDescription: p.mobileDescription ?? p.description,
    })),
  };
}
