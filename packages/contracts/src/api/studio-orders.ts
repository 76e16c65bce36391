/**
 * The studio's order calls beyond the list, the order and its status (issue 31): sending orders to the
 * lab (the state change, then the zip of order.json, lines.csv and the print files), the accounting
 * CSV of the filtered list, and a preview of a print file. Every call needs the operator role (support
 * passes too); an order or portal not the member's answers 404.
 */
import * as v from 'valibot';
import { defineCall } from '../call';
import { PriceNote } from '../commerce/cart';
import { DeliveryMethodType } from '../commerce/checkout';

const Uuid = v.pipe(v.string(), v.uuid('Invalid id'));
const PortalKey = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Lower-case letters, digits and dashes'));
const PortalParams = v.object({ portalKey: PortalKey });
const isoDate = v.pipe(v.string(), v.isoDate());
const Timestamp = v.pipe(v.string(), v.isoTimestamp());
const required = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1, 'This is required!'), v.maxLength(max, `At most ${max} characters`));

/**
 * An order's status in the studio (issue 31): 'confirmed' when paid, then 'in_production' (at the lab)
 * → 'shipped' → 'delivered'; 'cancelled' only before production; 'refunded' once refunds reach the total. ORDER_TRANSITIONS says which change
 * is allowed from where; the same change twice changes nothing.
 */
export const STUDIO_ORDER_STATUSES = ['confirmed', 'in_production', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export const StudioOrderStatus = v.picklist(STUDIO_ORDER_STATUSES);
export type StudioOrderStatus = (typeof STUDIO_ORDER_STATUSES)[number];
export const ORDER_TRANSITIONS: Record<StudioOrderStatus, readonly StudioOrderStatus[]> = {
  confirmed: ['in_production', 'cancelled'],
  in_production: ['shipped'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  /** Refunded in full (refundOrder): nothing follows. */
  refunded: [],
};

export const STUDIO_ORDERS_PAGE_SIZE = 50;

/** Where an order's print files are: nothing to print, still being made (the print job), failed for good (`pnpm operator jobs`), or ready for the lab. */
export const PRINT_FILES_STATES = ['none', 'pending', 'failed', 'ready'] as const;
export const PrintFilesState = v.picklist(PRINT_FILES_STATES);
export type PrintFilesState = (typeof PRINT_FILES_STATES)[number];

/** The list's filters (the list call adds its paging), shared by the list and its CSV. */
export const studioOrderFilters = {
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, 'At most 120 characters'))),
  status: v.optional(StudioOrderStatus),
  delivery: v.optional(DeliveryMethodType),
  /** Dates (YYYY-MM-DD, UTC), both days included. */
  from: v.optional(isoDate),
  to: v.optional(isoDate),
};
export const StudioOrderFilters = v.object(studioOrderFilters);
export type StudioOrderFilters = v.InferOutput<typeof StudioOrderFilters>;

export const StudioOrderSummary = v.object({
  uuid: v.string(),
  /** '#' and the first 8 characters, as My orders shows it. */
  reference: v.string(),
  confirmedAt: Timestamp,
  customer: v.object({ uuid: v.string(), name: v.string(), email: v.string() }),
  total: v.number(),
  currency: v.string(),
  status: StudioOrderStatus,
  delivery: v.object({ type: v.string(), name: v.string() }),
  portal: v.string(),
});
export type StudioOrderSummary = v.InferOutput<typeof StudioOrderSummary>;

export const OrderHistoryEntry = v.object({
  at: Timestamp,
  staff: v.object({ uuid: v.string(), name: v.string(), email: v.string() }),
  from: StudioOrderStatus,
  to: StudioOrderStatus,
  /** A shipment's carrier, number and link. */
  detail: v.nullable(v.object({ carrier: v.string(), trackingNumber: v.string(), trackingUrl: v.nullable(v.string()) })),
});
export type OrderHistoryEntry = v.InferOutput<typeof OrderHistoryEntry>;

/** A refund of an order: whole (no lines) or of lines, with its reason; a Stripe refund is 'pending' until Stripe confirms it. */
export const OrderRefund = v.object({
  uuid: v.string(),
  at: Timestamp,
  staff: v.object({ uuid: v.string(), name: v.string(), email: v.string() }),
  amount: v.number(),
  /** The refunded lines; empty: the rest of the order. */
  lines: v.array(v.object({ uuid: v.string(), name: v.string() })),
  reason: v.string(),
  /** 'credit-note': an invoice order's credit note line (nothing is paid back by a provider). */
  kind: v.picklist(['refund', 'credit-note']),
  provider: v.string(),
  status: v.picklist(['pending', 'refunded', 'failed']),
  failure: v.nullable(v.string()),
});
export type OrderRefund = v.InferOutput<typeof OrderRefund>;

/** A refund: the lines (each once) or, without lines, the rest of the order; a reason the parent's e-mail repeats. */
export const RefundRequest = v.object({
  lines: v.optional(v.pipe(v.array(Uuid), v.minLength(1, 'At least one line'), v.maxLength(200, 'At most 200 lines'))),
  reason: required(500),
});
export type RefundRequest = v.InferOutput<typeof RefundRequest>;

export const StudioOrderDetail = v.object({
  ...StudioOrderSummary.entries,
  vatAmount: v.number(),
  /**
   * The order's lines as the customer bought them (name, quantity, prices in minor units, the cart's
   * price explanation) and the print files of a designed line (keys under the order's print folder, for
   * printPreview; empty until they are made).
   */
  lines: v.array(
    v.object({
      uuid: v.string(),
      name: v.string(),
      quantity: v.number(),
      unitPrice: v.number(),
      linePrice: v.number(),
      explanation: v.array(PriceNote),
      printFiles: v.array(v.string()),
    }),
  ),
  /** Whether the order can go to the lab: its print files are made (or it has nothing to print). */
  printFiles: PrintFilesState,
  summaryLines: v.array(v.object({ type: v.number(), description: v.string(), linePrice: v.number() })),
  delivery: v.object({
    type: v.string(),
    name: v.string(),
    address: v.nullable(v.object({ name: v.string(), address1: v.string(), address2: v.string(), postalCode: v.string(), city: v.string() })),
  }),
  payment: v.nullable(v.object({ provider: v.string(), status: v.string(), amount: v.number(), title: v.string() })),
  shipment: v.nullable(v.object({ carrier: v.string(), trackingNumber: v.string(), trackingUrl: v.nullable(v.string()) })),
  history: v.array(OrderHistoryEntry),
  /** Minor units refunded or being refunded, and each refund. */
  refunded: v.number(),
  refunds: v.array(OrderRefund),
});
export type StudioOrderDetail = v.InferOutput<typeof StudioOrderDetail>;

const OrderParams = v.object({ orderUuid: Uuid });

/** The change of an order's status; 'shipped' needs the carrier and the tracking number. */
export const OrderStatusChange = v.variant('status', [
  v.object({ status: v.picklist(['in_production', 'delivered', 'cancelled']) }),
  v.object({
    status: v.literal('shipped'),
    carrier: required(80),
    trackingNumber: v.pipe(required(80), v.regex(/^[A-Za-z0-9 ._/-]+$/, 'Letters, digits, spaces and . _ / -')),
  }),
]);
export type OrderStatusChange = v.InferOutput<typeof OrderStatusChange>;

/** At most this many orders go to the lab in one send (one zip). */
export const LAB_SEND_MAX = 100;

/** A comma-separated list of order uuids (a link's query), 1 to LAB_SEND_MAX. */
const OrderList = v.pipe(
  v.string(),
  v.regex(/^[0-9a-f-]{36}(,[0-9a-f-]{36})*$/i, 'Order ids separated by commas'),
  v.transform((s) => s.toLowerCase().split(',')),
  v.array(Uuid),
  v.minLength(1, 'At least one order'),
  v.maxLength(LAB_SEND_MAX, `At most ${LAB_SEND_MAX} orders`),
);

export const LabSendAnswer = v.object({
  /** The orders sent, each now in production. */
  orders: v.array(v.object({ uuid: v.string(), reference: v.string() })),
  /** The zip of the same orders (GET, the studio's download link). */
  download: v.string(),
  /** Where the lab drop got the files (the portal's `labDrop` folder); null when the portal has none. */
  drop: v.nullable(v.string()),
});
export type LabSendAnswer = v.InferOutput<typeof LabSendAnswer>;

export const studioOrderApi = {
  /**
   * A portal's confirmed orders, newest first; `q` finds a reference ('#1a2b3c4d' or its start), an
   * e-mail or a name; `before` is the `next` of the previous page (keyset paging).
   */
  studioOrders: defineCall({
    method: 'GET',
    path: '/api/studio/portals/:portalKey/orders',
    staffRole: 'operator',
    errors: [404],
    params: PortalParams,
    query: v.object({
      ...studioOrderFilters,
      before: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,200}$/, 'Invalid cursor'))),
      limit: v.optional(v.pipe(v.string(), v.regex(/^([1-9]|[1-9]\d|100)$/, '1 to 100'))),
    }),
    response: v.object({ orders: v.array(StudioOrderSummary), next: v.nullable(v.string()) }),
  }),
  /** 404 for an order of a portal not the operator's. */
  studioOrder: defineCall({
    method: 'GET',
    path: '/api/studio/orders/:orderUuid',
    staffRole: 'operator',
    errors: [404],
    params: OrderParams,
    response: StudioOrderDetail,
  }),
  /** 409 with the reason when the change is not allowed from the order's status; the same change twice answers 200 and changes nothing. */
  changeOrderStatus: defineCall({
    method: 'POST',
    path: '/api/studio/orders/:orderUuid/status',
    staffRole: 'operator',
    errors: [404, 409],
    params: OrderParams,
    body: OrderStatusChange,
    response: StudioOrderDetail,
  }),
  /**
   * Refunds an order, whole or some lines, with a reason: through Stripe (idempotent per refund; its
   * charge.refunded event confirms it), at once by the test provider, as a credit note for an invoice
   * order. The parent gets an e-mail. 409: a line already refunded, or nothing left to refund.
   */
  refundOrder: defineCall({
    method: 'POST',
    path: '/api/studio/orders/:orderUuid/refunds',
    staffRole: 'operator',
    status: 201,
    errors: [404, 409],
    params: OrderParams,
    body: RefundRequest,
    response: StudioOrderDetail,
  }),
  /**
   * Sends orders of a portal to the lab: each moves to 'in production' (history and audit, one
   * transaction), and the lab export (order.json, lines.csv, print files) is written to the portal's lab
   * drop when it has one. 409 naming the orders whose print files are not ready yet, or that are
   * cancelled or already shipped: then nothing is sent. Sending an order in production again changes nothing.
   */
  sendToLab: defineCall({
    method: 'POST',
    path: '/api/studio/portals/:portalKey/lab-sends',
    staffRole: 'operator',
    errors: [404, 409],
    params: PortalParams,
    body: v.object({ orders: v.pipe(v.array(Uuid), v.minLength(1, 'At least one order'), v.maxLength(LAB_SEND_MAX, `At most ${LAB_SEND_MAX} orders`)) }),
    response: LabSendAnswer,
  }),
  /** The lab export of orders as one zip, streamed: <reference>/order.json, lines.csv and print/… per order. */
  labExport: defineCall({
    method: 'GET',
    path: '/api/studio/portals/:portalKey/lab-export.zip',
    staffRole: 'operator',
    errors: [404, 409],
    produces: ['application/zip'],
    params: PortalParams,
    query: v.object({ orders: OrderList }),
    response: v.unknown(),
  }),
  /** The filtered list for accounting (reference, dates, customer, net, VAT, total, status, payment), every page. */
  studioOrdersCsv: defineCall({
    method: 'GET',
    path: '/api/studio/portals/:portalKey/orders.csv',
    staffRole: 'operator',
    errors: [404],
    produces: ['text/csv'],
    params: PortalParams,
    query: v.object(studioOrderFilters),
    response: v.unknown(),
  }),
  /** A print file of the order made small (JPEG, 480 px wide): the preview of a designed product. */
  printPreview: defineCall({
    method: 'GET',
    path: '/api/studio/orders/:orderUuid/print-preview',
    staffRole: 'operator',
    errors: [404],
    produces: ['image/jpeg'],
    params: v.object({ orderUuid: Uuid }),
    query: v.object({ file: v.pipe(v.string(), v.regex(/^[0-9a-f-]{36}(\/[0-9a-f-]{36})?\/[A-Za-z0-9._-]{1,120}\.jpg$/, 'A print file of the order')) }),
    response: v.unknown(),
  }),
} as const;
