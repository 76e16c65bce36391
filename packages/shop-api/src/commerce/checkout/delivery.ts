/**
 * What the checkout offers for one cart: the portal's delivery methods that fit the cart (digital
 * delivery only for a digital-only cart, the others only when something must be shipped; school
 * pickup only at the schools of the customer's picture sets; expired options left out), each priced
 * for the cart (free from its threshold, postage also from the portal's free-shipping threshold), and
 * the payment options of a chosen delivery.
 */
import { vatPart, type Cart, type DeliveryMethod, type OrderLine, type PaymentOption, type PaymentProvider } from '@shop/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkoutSettings, jobs, subjects, userSubjects, type Portal, type UserRow } from '../../db/schema';
import type { CheckoutConfig, LocalText, StoredMethod, StoredOption, StoredPayment } from './config';
import { checkoutTexts } from './texts';

export const local = (text: LocalText | undefined, lang: string): string => text?.[lang] ?? text?.[''] ?? text?.en ?? Object.values(text ?? {})[0] ?? '';

export async function loadCheckoutConfig(db: Db, portal: string): Promise<CheckoutConfig | null> {
  const [row] = await db.select().from(checkoutSettings).where(eq(checkoutSettings.portal, portal));
  return row ? (row.config as unknown as CheckoutConfig) : null;
}

const isDigitalLine = (line: OrderLine) =>
  line.kind === 'digital-files' ||
  line.kind === 'digital-set' ||
  line.kind === 'retouch' ||
  (line.kind === 'package' && line.package.packageItems.every((i) => i.type === 'DIGITAL_SET'));

export const hasDigitalProducts = (lines: OrderLine[]) =>
  lines.some((l) => isDigitalLine(l) || (l.kind === 'package' && l.package.packageItems.some((i) => i.type === 'DIGITAL_SET')));

/** A delivery option the customer may choose, resolved from its uuid. */
export interface ChosenDelivery {
  uuid: string;
  type: StoredMethod['type'];
  methodName: string;
  name: string;
  description: string;
  price: number;
  deliveryDays: number;
  isExpress: boolean;
  school: string | null;
  pickup: { name: string; address1: string; postalCode: string; city: string } | null;
}

export interface Offer {
  methods: DeliveryMethod[];
  byUuid: Map<string, ChosenDelivery>;
}

/** The customer's picture sets per photo job key (for school pickup). */
async function setsByJob(db: Db, user: UserRow, jobKeys: string[]) {
  if (!jobKeys.length) return new Map<string, { uuid: string; name: string }[]>();
  const rows = await db
    .select({ key: jobs.importKey, uuid: subjects.uuid, name: subjects.name })
    .from(userSubjects)
    .innerJoin(subjects, eq(subjects.uuid, userSubjects.subjectUuid))
    .innerJoin(jobs, eq(jobs.uuid, subjects.job))
    .where(and(eq(userSubjects.userUuid, user.uuid), eq(jobs.portal, user.portal), inArray(jobs.importKey, jobKeys)));
  const out = new Map<string, { uuid: string; name: string }[]>();
  for (const r of rows) out.set(r.key, [...(out.get(r.key) ?? []), { uuid: r.uuid, name: r.name }]);
  return out;
}

export async function deliveryOffer(db: Db, config: CheckoutConfig, portal: Portal, user: UserRow, cart: Cart, lang: string, now = new Date()): Promise<Offer> {
  const texts = checkoutTexts(lang);
  const lines = cart.orderLines;
  const digitalOnly = lines.length > 0 && lines.every(isDigitalLine);
  const total = cart.summary.totalPrice;
  const sets = await setsByJob(db, user, [...new Set(config.deliveryMethods.flatMap((m) => m.options.flatMap((o) => o.jobs)))]);
  const byUuid = new Map<string, ChosenDelivery>();
  const methods: DeliveryMethod[] = [];

  const priceOf = (method: StoredMethod, option: { price: number; freeFrom?: number | null }) => {
    if (option.freeFrom != null && total >= option.freeFrom) return 0;
    if (method.type === 'postage' && portal.freeShippingThreshold >= 0 && total >= portal.freeShippingThreshold) return 0;
    return option.price;
  };

  for (const method of config.deliveryMethods) {
    if ((method.type === 'digital-delivery') !== digitalOnly) continue;
    const methodName = local(method.name, lang);
    const options = method.options.flatMap((o: StoredOption) => {
      if (o.expire && new Date(o.expire) <= now) return [];
      const subjectsHere = o.jobs.flatMap((key) => sets.get(key) ?? []);
      if (method.type === 'school-pickup' && subjectsHere.length === 0) return [];
      const price = priceOf(method, o);
      const chosen: ChosenDelivery = {
        uuid: o.uuid,
        type: method.type,
        methodName,
        name: local(o.name, lang),
        description: local(o.description, lang),
        price,
        deliveryDays: o.deliveryDays,
        isExpress: o.isExpress,
        school: o.school,
        pickup: null,
      };
      byUuid.set(o.uuid, chosen);
      return [
        {
          uuid: o.uuid,
          name: chosen.name,
          description: chosen.description,
          price,
          deliverytime: o.deliveryDays,
          isExpress: o.isExpress,
          expire: o.expire,
          type: o.default ? (1 as const) : (0 as const),
          subjects: subjectsHere,
        },
      ];
    });
    const pickupLocations = method.stores.flatMap((s) => {
      const variants = [{ uuid: s.uuid, price: s.price, days: s.deliveryDays, express: false }];
      if (s.express) variants.push({ uuid: s.express.uuid, price: s.express.price, days: s.express.deliveryDays, express: true });
      return variants.map((variant) => {
        const price = priceOf(method, { price: variant.price });
        byUuid.set(variant.uuid, {
          uuid: variant.uuid,
          type: method.type,
          methodName,
          name: s.name,
          description: '',
          price,
          deliveryDays: variant.days,
          isExpress: variant.express,
          school: null,
          pickup: { name: s.name, address1: s.address1, postalCode: s.postalCode, city: s.city },
        });
        return {
          uuid: variant.uuid,
          pickupname: s.name,
          pickupaddress1: s.address1,
          pickuppostalcode: s.postalCode,
          pickupcity: s.city,
          price,
          deliveryTime: { seconds: variant.days * 86_400, string: texts.businessDays(variant.days) },
        };
      });
    });
    if (options.length === 0 && pickupLocations.length === 0) continue;
    methods.push({ type: method.type, name: methodName, deliveryOptions: options, pickupLocations });
  }
  return { methods, byUuid };
}

/** The payment options of a delivery type; a Stripe option only while Stripe is configured (the operator's keys). */
export function paymentOptionsFor(config: CheckoutConfig, type: StoredMethod['type'], live: ReadonlySet<PaymentProvider>): StoredPayment[] {
  return config.paymentOptions.filter((p) => (p.deliveryTypes.length === 0 || p.deliveryTypes.includes(type)) && live.has(p.provider));
}

export function paymentOptionView(p: StoredPayment, lang: string): PaymentOption {
  return {
    uuid: p.uuid,
    title: local(p.title, lang),
    mobileTitle: local(p.mobileTitle, lang),
    description: local(p.description, lang),
    mobileDescription: local(p.mobileDescription, lang),
    verifyMobile: p.verifyMobile,
    requirePersonNo: p.requirePersonNo,
    enabledPaymentMethods: p.methods,
    provider: p.provider,
  };
}

/** The cart as it will be charged with a delivery: the delivery as an 'other charges' line (type 3), the VAT line on the new total. */
export function cartWithDelivery(cart: Cart, delivery: ChosenDelivery | null, vatRateBasisPoints: number, vatLine: (percent: number) => string): Cart {
  if (!delivery) return cart;
  const totalPrice = cart.summary.totalPrice + delivery.price;
  const vatAmount = vatPart(totalPrice, vatRateBasisPoints);
  const lines = [
    ...cart.summary.lines.filter((l) => l.type !== 4),
    { type: 3 as const, description: `${delivery.methodName}: ${delivery.name}`, linePrice: delivery.price },
    ...(vatAmount > 0 ? [{ type: 4 as const, description: vatLine(vatRateBasisPoints / 100), linePrice: vatAmount }] : []),
  ];
  return { ...cart, summary: { ...cart.summary, totalPrice, vat: { rate: vatRateBasisPoints / 100, amount: vatAmount }, lines } };
}
