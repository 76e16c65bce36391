import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribe } from '@shop/event-bus';
import { cartSummaryAtom, refreshUser, sessionStore, setCartSummary, signedInAtom, userAtom } from './index';

const anonymous = {
  uuid: '',
  name: '',
  emailAddress: '',
  lang: 'en',
  mobilePhone: '',
  acceptMail: null,
  isAnonymousUser: true,
  isSimulated: false,
  address: { address: '', address2: '', postalCode: '', city: '', state: '' },
};

describe('session store', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is one store per page, whoever imports it', async () => {
    const again = await import('./index');
    expect(again.sessionStore).toBe(sessionStore);
  });

  it('counts an anonymous user as signed out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ user: anonymous }), { status: 200 })),
    );
    await refreshUser();
    expect(sessionStore.get(userAtom)?.isAnonymousUser).toBe(true);
    expect(sessionStore.get(signedInAtom)).toBe(false);
    sessionStore.set(userAtom, { ...anonymous, uuid: 'u1', name: 'Ida', isAnonymousUser: false });
    expect(sessionStore.get(signedInAtom)).toBe(true);
  });

  it('announces a new cart summary on the bus', () => {
    const seen: number[] = [];
    const off = subscribe('cart:changed', (s) => seen.push(s.itemCount));
    setCartSummary({ itemCount: 4, totalPrice: 1000 });
    expect(sessionStore.get(cartSummaryAtom).itemCount).toBe(4);
    expect(seen).toEqual([4]);
    off();
  });
});
