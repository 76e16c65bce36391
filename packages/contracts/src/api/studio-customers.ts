/**
 * Customers and support in the studio (issue 31): finding a customer by e-mail, name or picture code, the
 * customer's page (opening it is written to the audit log as an access to personal data), the actions support
 * takes for a parent who calls (a password-reset link, an order confirmation again, simulating the customer),
 * and the support recordings of the /debug page, listed, replayed and deleted. An operator sees only the
 * customers with a picture set or an order in their portals, and only those sets and orders; support sees all.
 */
import * as v from 'valibot';
import { defineCall } from '../call';
import { StudioOrderSummary } from './studio-orders';

const Uuid = v.pipe(v.string(), v.uuid('Invalid id'));
const PortalKey = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Lower-case letters, digits and dashes'));
const Timestamp = v.pipe(v.string(), v.isoTimestamp());
const Cursor = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,400}$/, 'Invalid cursor'));
const Limit = v.pipe(v.string(), v.regex(/^([1-9]|[1-9]\d|100)$/, '1 to 100'));

export const STUDIO_CUSTOMERS_PAGE_SIZE = 25;
export const STUDIO_RECORDINGS_PAGE_SIZE = 50;

export const StudioCustomerSummary = v.object({
  uuid: v.string(),
  email: v.string(),
  name: v.string(),
  /** The portal the account belongs to (customer accounts are per portal). */
  portal: v.string(),
  registeredAt: Timestamp,
});
export type StudioCustomerSummary = v.InferOutput<typeof StudioCustomerSummary>;

export const StudioCustomerSet = v.object({
  uuid: v.string(),
  name: v.string(),
  group: v.string(),
  portal: v.string(),
  job: v.object({ uuid: v.string(), name: v.string(), year: v.number() }),
  addedAt: Timestamp,
  /** The reminder e-mails of this set (communication preferences): on unless the customer switched them off. */
  reminders: v.boolean(),
});
export type StudioCustomerSet = v.InferOutput<typeof StudioCustomerSet>;

export const StudioShareInvite = v.object({
  recipientEmail: v.string(),
  sets: v.array(v.string()),
  sentAt: Timestamp,
  expiresAt: Timestamp,
  acceptedAt: v.nullable(Timestamp),
});
export type StudioShareInvite = v.InferOutput<typeof StudioShareInvite>;

export const StudioCustomerDetail = v.object({
  ...StudioCustomerSummary.entries,
  mobile: v.string(),
  /** The customer's picture sets with their job and portal (an operator: only those of their portals). */
  sets: v.array(StudioCustomerSet),
  /** Confirmed orders, newest first (an operator: only those of their portals). */
  orders: v.array(StudioOrderSummary),
  communication: v.object({
    /** Newsletters and offers by e-mail: yes, no, or never answered (null). */
    acceptMail: v.nullable(v.boolean()),
    /** The language of the customer's e-mails (their choice, else the portal's default). */
    language: v.string(),
  }),
  /** Picture-set shares this customer sent by e-mail, newest first. */
  invites: v.array(StudioShareInvite),
});
export type StudioCustomerDetail = v.InferOutput<typeof StudioCustomerDetail>;

/** What a password-reset request did: sent, or not sent because the address had its limit of reset e-mails (the newest link lives on). */
export const PasswordResetOutcome = v.picklist(['sent', 'recently-sent']);
export type PasswordResetOutcome = v.InferOutput<typeof PasswordResetOutcome>;

export const StudioRecording = v.object({
  uuid: v.string(),
  portal: v.string(),
  startedAt: Timestamp,
  /** null: still recording (or the browser never said stop). */
  stoppedAt: v.nullable(Timestamp),
  /** The pages the recording went through (each page load records one). */
  pages: v.number(),
  events: v.number(),
  bytes: v.number(),
  userAgent: v.string(),
});
export type StudioRecording = v.InferOutput<typeof StudioRecording>;

const CustomerParams = v.object({ customerUuid: Uuid });
const RecordingParams = v.object({ recordingUuid: Uuid });

export const studioCustomerApi = {
  /**
   * Customers found by e-mail, name (parts of either) or a picture code (whole), in the member's portals,
   * ordered by e-mail; `before` is the `next` of the previous page (keyset paging). Without `q`: every
   * customer the member may see.
   */
  studioCustomers: defineCall({
    method: 'GET',
    path: '/api/studio/customers',
    staffRole: 'operator',
    errors: [404],
    query: v.object({
      q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, 'At most 120 characters'))),
      portal: v.optional(PortalKey),
      before: v.optional(Cursor),
      limit: v.optional(Limit),
    }),
    response: v.object({ customers: v.array(StudioCustomerSummary), next: v.nullable(v.string()) }),
  }),
  /** The customer's page; reading it writes 'customer.view' to the audit log in the same transaction. */
  studioCustomer: defineCall({
    method: 'GET',
    path: '/api/studio/customers/:customerUuid',
    staffRole: 'operator',
    errors: [404],
    params: CustomerParams,
    response: StudioCustomerDetail,
  }),
  /**
   * The 'Forgot your password?' e-mail, with its limits (at most 3 an hour per address: then nothing is sent).
   * 409: the customer's portal has no host name to link to.
   */
  customerPasswordReset: defineCall({
    method: 'POST',
    path: '/api/studio/customers/:customerUuid/password-reset',
    staffRole: 'operator',
    errors: [404, 409],
    params: CustomerParams,
    response: v.object({ outcome: PasswordResetOutcome }),
  }),
  /** The order's confirmation e-mail once more, through the outbox, to the customer's address. */
  resendOrderConfirmation: defineCall({
    method: 'POST',
    path: '/api/studio/orders/:orderUuid/confirmation-email',
    staffRole: 'operator',
    status: 201,
    errors: [404],
    params: v.object({ orderUuid: Uuid }),
    response: v.object({ ok: v.literal(true) }),
  }),
  /** Support only: a one-time link (15 minutes) that signs the browser opening it in as the customer, with the simulated-user banner. */
  simulateCustomer: defineCall({
    method: 'POST',
    path: '/api/studio/customers/:customerUuid/simulation',
    staffRole: 'support',
    status: 201,
    errors: [404],
    params: CustomerParams,
    response: v.object({ link: v.string(), expiresAt: Timestamp }),
  }),
  /** A portal's support recordings (the /debug page), newest first; `before` is the `next` of the previous page. */
  studioRecordings: defineCall({
    method: 'GET',
    path: '/api/studio/portals/:portalKey/recordings',
    staffRole: 'operator',
    errors: [404],
    params: v.object({ portalKey: PortalKey }),
    query: v.object({ before: v.optional(Cursor), limit: v.optional(Limit) }),
    response: v.object({ recordings: v.array(StudioRecording), next: v.nullable(v.string()) }),
  }),
  /** A recording and its rrweb events in order, for the replay; reading it writes 'recording.view' to the audit log. */
  studioRecording: defineCall({
    method: 'GET',
    path: '/api/studio/recordings/:recordingUuid',
    staffRole: 'operator',
    errors: [404],
    params: RecordingParams,
    response: v.object({ recording: StudioRecording, events: v.array(v.unknown()) }),
  }),
  /** Deletes a recording and its events (audit 'recording.delete'). */
  deleteRecording: defineCall({
    method: 'DELETE',
    path: '/api/studio/recordings/:recordingUuid',
    staffRole: 'operator',
    errors: [404],
    params: RecordingParams,
    response: v.object({ ok: v.literal(true) }),
  }),
} as const;
