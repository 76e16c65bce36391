/**
 * Checkout and orders (src/commerce/checkout/): settings, checkouts, orders, payments, vouchers, and an
 * order's fulfilment history and refunds (the studio writes them; here beside orders, so studio.ts imports no table of
 * this file and the files import one way only).
 */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { fk, createdAt } from './columns';
import { portals } from './portals';
import { staffMembers } from './studio';
import { users } from './users';

/**
 * A portal's delivery methods, payment options and checkout options, as loaded from the `checkout`
 * part of its products.json (commerce/checkout/config.ts has the shape). No row: no checkout.
 */
export const checkoutSettings = pgTable(
  'checkout_settings',
  {
    portal: text('portal').primaryKey(),
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' })],
);

/** One checkout of a customer's cart: it can make one order (orders.checkout is unique). */
export const checkouts = pgTable(
  'checkouts',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid').notNull(),
    portal: text('portal').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    fk(t.userUuid, users.uuid, { onDelete: 'cascade' }),
    fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    index('checkouts_user').on(t.userUuid, t.createdAt),
  ],
);
export type CheckoutRow = typeof checkouts.$inferSelect;

export const ORDER_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const FULFILMENT_STATUSES = ['in_production', 'shipped', 'delivered'] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/**
 * An order: what was bought, copied with the prices it was created with (a later price-list change
 * does not touch it). `lines` are the cart's order lines as answered then; `cartLines` the cart lines
 * they came from (removed from the cart when the order is confirmed).
 */
export const orders = pgTable(
  'orders',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    portal: text('portal').notNull(),
    userUuid: uuid('user_uuid').notNull(),
    checkout: uuid('checkout').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    currency: text('currency').notNull(),
    totalPrice: integer('total_price').notNull(),
    vatAmount: integer('vat_amount').notNull(),
    lines: jsonb('lines').$type<unknown[]>().notNull(),
    summaryLines: jsonb('summary_lines').$type<{ type: number; description: string; linePrice: number }[]>().notNull(),
    cartLines: uuid('cart_lines').array().notNull().default(sql`'{}'`),
    delivery: jsonb('delivery').$type<Record<string, unknown>>().notNull(),
    payment: jsonb('payment').$type<Record<string, unknown>>().notNull(),
    rebateCode: text('rebate_code'),
    comment: text('comment').notNull().default(''),
    client: text('client').notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * Where a confirmed order is on its way to the door (the studio, issue 31): null until the lab has
     * it; 'cancelled' is orders.status itself. The shipment's carrier, number and link are kept as set.
     */
    fulfilment: text('fulfilment').$type<FulfilmentStatus>(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    /** Minor units refunded or being refunded (order_refunds not failed): the studio's 'refunded' once it reaches the total. */
    refunded: integer('refunded').notNull().default(0),
  },
  (t) => [
    fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    fk(t.userUuid, users.uuid, { onDelete: 'cascade' }),
    fk(t.checkout, checkouts.uuid, { onDelete: 'cascade' }),
    // the idempotency key: one checkout makes one order, however many 'Buy now' calls arrive
    uniqueIndex('orders_checkout').on(t.checkout),
    index('orders_user').on(t.userUuid, t.createdAt),
    check('orders_status_check', sql`${t.status} IN ('pending', 'confirmed', 'cancelled')`),
    check('orders_total_price_check', sql`${t.totalPrice} >= 0`),
    check('orders_fulfilment_check', sql`${t.fulfilment} IN ('in_production', 'shipped', 'delivered')`),
    check('orders_refunded_check', sql`${t.refunded} >= 0 AND ${t.refunded} <= ${t.totalPrice}`),
    // the studio's list: a portal's confirmed orders, newest first, paged by (confirmed_at, uuid)
    index('orders_portal_confirmed').on(t.portal, t.confirmedAt.desc(), t.uuid.desc()),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

export const TRANSACTION_STATUSES = ['pending', 'action_required', 'paid', 'declined'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** The payment of an order through one provider (one per order). */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    order: uuid('order').notNull(),
    provider: text('provider').notNull(),
    status: text('status').$type<TransactionStatus>().notNull().default('pending'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** The provider's own reference (Stripe's session id), when it has one. */
    providerRef: text('provider_ref'),
    /** The provider's hosted payment page for this payment (Stripe Checkout's session URL), when it has one. */
    providerUrl: text('provider_url'),
    /** The test provider's second-step code (the card that needs one). */
    challenge: text('challenge'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fk(t.order, orders.uuid, { onDelete: 'cascade' }),
    uniqueIndex('payment_transactions_order').on(t.order),
    check('payment_transactions_status_check', sql`${t.status} IN ('pending', 'action_required', 'paid', 'declined')`),
    check('payment_transactions_amount_check', sql`${t.amount} >= 0`),
  ],
);
export type PaymentTransactionRow = typeof paymentTransactions.$inferSelect;

/** Provider callbacks already handled, by the provider's event id: a callback received twice counts once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    transaction: uuid('transaction').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'payment_events_pkey', columns: [t.provider, t.eventId] }), fk(t.transaction, paymentTransactions.uuid, { onDelete: 'cascade' })],
);

/**
 * Voucher codes (rebate codes) of a portal, loaded from the `checkout.vouchers` part of its
 * products.json: a percentage (basis points) or an amount off the products, from a minimum total,
 * within validity dates, with usage limits in total and per customer.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    portal: text('portal').notNull(),
    code: text('code').notNull(),
    kind: text('kind').$type<'percent' | 'amount'>().notNull(),
    /** percent: basis points (1000 = 10 %); amount: minor units. */
    value: integer('value').notNull(),
    minTotal: integer('min_total').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    /** The studio's optimistic lock: a save from an older version is a 409 naming who saved (updatedBy, a staff uuid). */
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: uuid('updated_by'),
  },
  (t) => [
    fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    // codes are stored in capitals (the import writes them so; a lookup asks so)
    uniqueIndex('vouchers_portal_code').on(t.portal, t.code),
    check('vouchers_kind_check', sql`${t.kind} IN ('percent', 'amount')`),
    check('vouchers_value_check', sql`${t.value} > 0`),
  ],
);
export type VoucherRow = typeof vouchers.$inferSelect;

/** One use of a voucher: by the order that used it (a cancelled order's use no longer counts). */
export const voucherUses = pgTable(
  'voucher_uses',
  {
    voucher: uuid('voucher').notNull(),
    userUuid: uuid('user_uuid').notNull(),
    order: uuid('order').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    fk(t.voucher, vouchers.uuid, { onDelete: 'cascade' }),
    fk(t.userUuid, users.uuid, { onDelete: 'cascade' }),
    fk(t.order, orders.uuid, { onDelete: 'cascade' }),
    primaryKey({ name: 'voucher_uses_pkey', columns: [t.order] }),
    index('voucher_uses_voucher').on(t.voucher),
  ],
);

/**
 * An order's history in the studio: every fulfilment status change, who made it and when (issue 31).
 * Written by the change's transaction beside its audit entry; `detail` holds the shipment's carrier,
 * number and link.
 */
export const orderHistory = pgTable(
  'order_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    order: uuid('order').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffUuid: uuid('staff_uuid').notNull(),
    from: text('from').notNull(),
    to: text('to').notNull(),
    detail: jsonb('detail'),
  },
  (t) => [fk(t.order, orders.uuid, { onDelete: 'cascade' }), fk(t.staffUuid, staffMembers.uuid), index('order_history_order').on(t.order, t.id)],
);
export type OrderHistoryRow = typeof orderHistory.$inferSelect;

export const REFUND_STATUSES = ['pending', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * A refund of an order (issue 31), whole or of some lines, with its reason: through the order's payment
 * provider (Stripe: 'pending' until its charge.refunded event; the test provider: at once), or for an
 * invoice order a credit note ('credit-note', at once). The uuid is Stripe's idempotency key.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    order: uuid('order').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffUuid: uuid('staff_uuid').notNull(),
    amount: integer('amount').notNull(),
    /** The refunded lines' uuids; empty: the rest of the order. */
    lines: uuid('lines').array().notNull().default(sql`'{}'`),
    reason: text('reason').notNull(),
    kind: text('kind').$type<'refund' | 'credit-note'>().notNull(),
    provider: text('provider').notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    /** Stripe's refund id and the payment intent it refunds. */
    providerRef: text('provider_ref'),
    paymentRef: text('payment_ref'),
    /** A failed refund's reason (Stripe's message). */
    failure: text('failure'),
  },
  (t) => [
    fk(t.order, orders.uuid, { onDelete: 'cascade' }),
    fk(t.staffUuid, staffMembers.uuid),
    index('order_refunds_order').on(t.order, t.at),
    index('order_refunds_payment').on(t.paymentRef),
    check('order_refunds_amount_check', sql`${t.amount} > 0`),
    check('order_refunds_status_check', sql`${t.status} IN ('pending', 'refunded', 'failed')`),
    check('order_refunds_kind_check', sql`${t.kind} IN ('refund', 'credit-note')`),
  ],
);
export type OrderRefundRow = typeof orderRefunds.$inferSelect;
