import * as v from 'valibot';
import { defineCall } from '../call';

/** One e-mail of the server's outbox, as the development mailbox shows it. */
export const MailboxEmail = v.object({
  uuid: v.string(),
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  html: v.nullable(v.string()),
  /** ISO 8601. */
  created_at: v.string(),
  /** ISO 8601; null while not delivered (always, without SMTP). */
  sent_at: v.nullable(v.string()),
  /** Last delivery error. */
  error: v.nullable(v.string()),
});
export type MailboxEmail = v.InferOutput<typeof MailboxEmail>;

/**
 * Development only: the outbox of the current portal. 404 in production, with SMTP configured, and to any
 * request that does not come from the server's own machine.
 */
export const devApi = {
  /** Newest first; `to` filters by recipient (case-insensitive). */
  mailbox: defineCall({
    method: 'GET',
    path: '/api/webshop/dev/mailbox',
    errors: [404],
    query: v.object({
      to: v.optional(v.pipe(v.string(), v.maxLength(320))),
      limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'Must be a number from 1 to 500'), v.transform(Number), v.minValue(1), v.maxValue(500))),
    }),
    response: v.object({ emails: v.array(MailboxEmail) }),
  }),
  mailboxEmail: defineCall({
    method: 'GET',
    path: '/api/webshop/dev/mailbox/:uuid',
    errors: [404],
    params: v.object({ uuid: v.pipe(v.string(), v.uuid('Must be a UUID')) }),
    response: v.object({ email: MailboxEmail }),
  }),
} as const;
