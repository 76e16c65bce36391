import { atom, createStore } from 'jotai';
import { platformApi as api, type CartSummary, type PageSettings, type ShopSettings, type User, isSignedIn } from '@shop/contracts/core';
import { call } from '@shop/api-client';
import { publish, subscribe } from '@shop/event-bus';

/**
 * The one session store every module reads. Only the owner of a fact writes it: access writes the
 * user, the shell consent and language, account the current picture set, and this package alone the
 * cart summary (decision 0079): from the 'cart:changed' events the modules publish with the summary
 * the server answered, and from its own reads of the summary.
 */
type Store = ReturnType<typeof createStore>;
const KEY = Symbol.for('shop.session-store');
const g = globalThis as unknown as Record<symbol, Store | undefined>;
g[KEY] ??= createStore();
export const sessionStore: Store = g[KEY];

export const shopSettingsAtom = atom<ShopSettings | null>(null);
export const pageSettingsAtom = atom<PageSettings | null>(null);
/** null until loaded; an anonymous user counts as signed out. */
export const userAtom = atom<User | null>(null);
export const signedInAtom = atom((get) => isSignedIn(get(userAtom)));
/** Written here only (see above); modules read it, and publish 'cart:changed' to change it. */
export const cartSummaryAtom = atom<CartSummary>({ itemCount: 0, totalPrice: 0 });
export const languageAtom = atom<string>('en');
export type Consent = 'allow' | 'deny' | null;
export const consentAtom = atom<Consent>(null);
/** The picture set the customer works with (subject uuid). */
export const currentPictureSetAtom = atom<string | null>(null);

export const currencyAtom = atom((get) => get(shopSettingsAtom)?.currency.code ?? 'NOK');

/** Load the user from the server into the store. */
export async function refreshUser(): Promise<User> {
  const { user } = await call(api.currentUser);
  sessionStore.set(userAtom, user);
  publish('session:changed', { user });
  return user;
}

/** Read the badge's summary again; every module hears of it as a 'cart:changed'. */
export async function refreshCartSummary(): Promise<CartSummary> {
  const summary = await call(api.cartSummary);
  publish('cart:changed', summary);
  return summary;
}

/** The page's start: who is signed in, and the summary of their cart, read side by side. */
export function loadSession(): Promise<User> {
  refreshCartSummary().catch(() => undefined);
  return refreshUser();
}

// The badge follows every summary a module publishes (the answer of its cart call); only the count and
// the total are kept, whatever else the answer's summary carries.
subscribe('cart:changed', ({ itemCount, totalPrice }) => sessionStore.set(cartSummaryAtom, { itemCount, totalPrice }));

/**
 * The badge shows the cart of whoever is signed in: when the customer changes (sign-in, sign-out, a
 * simulated user), the summary is read again. The first customer named is the one whose cart
 * loadSession read (the same session cookie), so that one costs no second read.
 */
let cartCustomer: string | null | undefined;
subscribe('session:changed', ({ user }) => {
  const now = isSignedIn(user) ? user!.uuid : null;
  const first = cartCustomer === undefined;
  if (now === cartCustomer) return;
  cartCustomer = now;
  if (!first) refreshCartSummary().catch(() => undefined);
});

export { isSignedIn };
