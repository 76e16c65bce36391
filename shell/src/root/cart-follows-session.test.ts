import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { platformApi } from '@shop/contracts/core';
import { publish } from '@shop/event-bus';
import { cartSummaryAtom, sessionStore, userAtom } from '@shop/session';
import { handler, installMockServer, users } from '@shop/testing';
import { installCartFollowsSession } from './cart-follows-session';

const server = installMockServer();

describe('the cart summary follows the signed-in customer', () => {
  it('is read again when the customer signs in or out, not when the same customer is published again', async () => {
    let calls = 0;
    server.use(handler(platformApi.cartSummary, () => (calls++, { itemCount: 3, totalPrice: 7200 })));
    sessionStore.set(userAtom, users.anonymous);
    sessionStore.set(cartSummaryAtom, { itemCount: 0, totalPrice: 0 });
    installCartFollowsSession();

    sessionStore.set(userAtom, users.signedIn);
    publish('session:changed', { user: users.signedIn });
    await waitFor(() => expect(sessionStore.get(cartSummaryAtom)).toEqual({ itemCount: 3, totalPrice: 7200 }));
    publish('session:changed', { user: users.signedIn });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toBe(1);

    server.use(handler(platformApi.cartSummary, () => (calls++, { itemCount: 0, totalPrice: 0 })));
    sessionStore.set(userAtom, users.anonymous);
    publish('session:changed', { user: users.anonymous });
    await waitFor(() => expect(sessionStore.get(cartSummaryAtom)).toEqual({ itemCount: 0, totalPrice: 0 }));
    expect(calls).toBe(2);
  });
});
