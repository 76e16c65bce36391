import { afterEach, describe, expect, it, vi } from 'vitest';
import { publish, subscribe } from '@shop/event-bus';
import { cartSummaryAtom, loadSession, refreshCartSummary, refreshUser, sessionStore, signedInAtom, userAtom } from './index';

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

  // first in the file: the page's start names the first customer (see loadSession)
  it('reads the summary again when the customer changes, not for the first customer named nor the same one again', async () => {
    const asked: string[] = [];
    let cart = { itemCount: 3, totalPrice: 7200 };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const path = new URL(url, 'http://localhost').pathname;
        asked.push(path);
        const body = path.endsWith('/cart/summary') ? cart : { user: { ...anonymous, uuid: 'u1', name: 'Ida', isAnonymousUser: false } };
        return new Response(JSON.stringify(body), { status: 200 });
      }),
    );
    // the page's start: the user and the summary side by side; naming the user costs no second read
    await loadSession();
    await vi.waitFor(() => expect(sessionStore.get(cartSummaryAtom)).toEqual({ itemCount: 3, totalPrice: 7200 }));
    const summaryReads = () => asked.filter((p) => p.endsWith('/cart/summary')).length;
    expect(summaryReads()).toBe(1);
    publish('session:changed', { user: sessionStore.get(userAtom) });
    await new Promise((r) => setTimeout(r, 20));
    expect(summaryReads()).toBe(1);

    // signed out: the anonymous visitor's (empty) cart is read
    cart = { itemCount: 0, totalPrice: 0 };
    publish('session:changed', { user: anonymous });
    await vi.waitFor(() => expect(sessionStore.get(cartSummaryAtom)).toEqual({ itemCount: 0, totalPrice: 0 }));
    expect(summaryReads()).toBe(2);
  });

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

  it('keeps the summary a module publishes with cart:changed (its count and total only)', () => {
    publish('cart:changed', { itemCount: 4, totalPrice: 1000 });
    expect(sessionStore.get(cartSummaryAtom)).toEqual({ itemCount: 4, totalPrice: 1000 });
    // an answer's whole summary (VAT, lines …) may be published: the badge keeps what it shows
    const orderSummary = { itemCount: 6, totalPrice: 9000, vat: { rate: 25, amount: 1800 }, lines: [] };
    publish('cart:changed', orderSummary);
    expect(sessionStore.get(cartSummaryAtom)).toEqual({ itemCount: 6, totalPrice: 9000 });
  });

  it('announces its own read of the summary on the bus, and keeps it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ itemCount: 2, totalPrice: 5800 }), { status: 200 })),
    );
    const seen: number[] = [];
    const off = subscribe('cart:changed', (s) => seen.push(s.itemCount));
    await refreshCartSummary();
    off();
    expect(seen).toEqual([2]);
    expect(sessionStore.get(cartSummaryAtom)).toEqual({ itemCount: 2, totalPrice: 5800 });
  });
});
