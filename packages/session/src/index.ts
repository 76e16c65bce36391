import { atom, createStore } from 'jotai';
import { platformApi as api, type CartSummary, type PageSettings, type ShopSettings, type User, isSignedIn } from '@shop/contracts/core';
import { call } from '@shop/api-client';
import { publish } from '@shop/event-bus';

/**
 * The one session store every module reads. Only the owner of a fact writes it:
 * access writes the user, checkout the cart summary, the shell consent and language,
 * account the current picture set.
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
export const cartSummaryAtom = atom<CartSummary>({ itemCount: 0, totalPrice: 0 });
export const languageAtom = atom<string>('en');
export type Consent = 'allow' | 'deny' | null;
export const consentAtom = atom<Consent>(null);
/** The picture set the customer works with (subject uuid). */
export const currentPictureSetAtom = atom<string | null>(null);

export const currencyAtom = atom((get) => get(shopSettingsAtom)?.currency.code ?? 'NOK');

/** Load the user and cart summary from the server into the store. */
export async function refreshUser(): Promise<User> {
  const { user } = await call(api.currentUser);
  sessionStore.set(userAtom, user);
  publish('session:changed', { user });
  return user;
}

export async function refreshCartSummary(): Promise<CartSummary> {
  const summary = await call(api.cartSummary);
  setCartSummary(summary);
  return summary;
}

export function setCartSummary(summary: CartSummary): void {
  sessionStore.set(cartSummaryAtom, summary);
  publish('cart:changed', summary);
}

export { isSignedIn };
