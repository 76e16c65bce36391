import * as v from 'valibot';
import { CartSummary, User } from './user';

/** Everything that crosses module borders as an event. Payloads are checked in development. */
export const eventSchemas = {
  'cart:changed': CartSummary,
  'session:changed': v.object({ user: v.nullable(User) }),
  'pictureset:selected': v.object({ uuid: v.string() }),
  /** A picture set was added to the customer's account (by code, by a share invite). */
  'pictureset:added': v.object({ uuid: v.string() }),
  /** Ask for the picture-set selector dialog (account's, opened by the shell on any page). */
  'pictureset:select-requested': v.object({ reason: v.optional(v.string()) }),
  /** Ask for the 'Add picture code' dialog (access's, opened by the shell on any page). */
  'picturecode:add-requested': v.object({}),
  'pricelist:refresh': v.object({}),
  toast: v.object({ status: v.picklist(['success', 'error', 'info', 'warning']), title: v.string(), description: v.optional(v.string()) }),
  /** Analytics; the shell forwards only with consent. */
  track: v.object({ event: v.string(), data: v.optional(v.record(v.string(), v.unknown())) }),
  /**
   * A page with unsaved changes (the editor) asks the shell to hold in-app navigations while `active`; `id`
   * is the guard's own (the newest active guard is asked first).
   */
  'navigation:guard': v.object({ id: v.string(), active: v.boolean() }),
  /** The shell held a navigation to `url` for the guard `id`, which asks and goes on if the parent leaves (`replace`: it was Back). */
  'navigation:held': v.object({ id: v.string(), url: v.string(), replace: v.boolean() }),
  /** Ask the shell to open the consent settings. */
  'consent:open': v.object({}),
} as const;

export type EventName = keyof typeof eventSchemas;
export type EventPayload<E extends EventName> = v.InferOutput<(typeof eventSchemas)[E]>;
