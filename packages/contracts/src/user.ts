import * as v from 'valibot';

export const Address = v.object({
  address: v.string(),
  address2: v.string(),
  postalCode: v.string(),
  city: v.string(),
  state: v.optional(v.string(), ''),
});

export const User = v.object({
  uuid: v.string(),
  name: v.string(),
  emailAddress: v.string(),
  lang: v.string(),
  mobilePhone: v.string(),
  acceptMail: v.nullable(v.boolean()),
  isAnonymousUser: v.boolean(),
  isSimulated: v.boolean(),
  /** When simulated: the administrator acting as this customer. */
  simulatedBy: v.optional(v.nullable(v.string())),
  address: Address,
});
export type User = v.InferOutput<typeof User>;

/** A signed-out visitor is an anonymous user; modules treat isAnonymousUser as signed out. */
export function isSignedIn(user: User | null | undefined): user is User {
  return Boolean(user && !user.isAnonymousUser);
}

export const CartSummary = v.object({
  itemCount: v.number(),
  /** Minor units. */
  totalPrice: v.number(),
});
export type CartSummary = v.InferOutput<typeof CartSummary>;
