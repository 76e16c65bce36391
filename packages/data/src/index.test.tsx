import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { User, type CallDef } from '@shop/contracts/core';
import { platformApi } from '@shop/contracts/core';
import { ApiError } from '@shop/api-client';
import { publish } from '@shop/event-bus';
import { sessionStore, userAtom } from '@shop/session';
import { shouldRetry, useCall, type CallQueryOptions } from './index';

// msw directly, not @shop/testing: the test helpers depend on this package (their setup clears its
// cache), so this package must not depend on them (no workspace cycle; docs/decisions/0082).
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A GET of the contract answered by `resolve` (checked against the contract's answer schema). */
function answer<C extends CallDef>(call: C, resolve: () => v.InferInput<C['response']> | Promise<v.InferInput<C['response']>>) {
  return http.get(`*${call.path}`, async () => HttpResponse.json(v.parse(call.response, await resolve()) as JsonBodyType));
}

const person = {
  lang: 'en',
  mobilePhone: '',
  acceptMail: null,
  isSimulated: false,
  simulatedBy: null,
  address: { address: '', address2: '', postalCode: '', city: '', state: '' },
};
const users = {
  signedIn: v.parse(User, {
    ...person,
    uuid: '0b6c1f1e-7c55-4a5e-9d57-6a0c2f6b9a01',
    name: 'Ida Hansen',
    emailAddress: 'ida@example.com',
    isAnonymousUser: false,
  }),
  anonymous: v.parse(User, { ...person, uuid: '0b6c1f1e-7c55-4a5e-9d57-6a0c2f6b9a02', name: '', emailAddress: '', isAnonymousUser: true }),
};

/** The cart summary as a read of the data layer; the mock answers with one more item each time. */
function countingServer() {
  let requests = 0;
  server.use(answer(platformApi.cartSummary, () => ({ itemCount: ++requests, totalPrice: 0 })));
  return () => requests;
}

function Count({ label, options }: { label: string; options?: CallQueryOptions }) {
  const read = useCall(platformApi.cartSummary, {}, options);
  return <p>{read.data ? `${label}: ${read.data.itemCount}` : `${label}: loading`}</p>;
}

describe('the data layer', () => {
  it('reads once for every component that shows the same call at the same time', async () => {
    const requests = countingServer();
    render(
      <>
        <Count label="badge" />
        <Count label="page" />
      </>,
    );
    expect(await screen.findByText('badge: 1')).toBeTruthy();
    expect(screen.getByText('page: 1')).toBeTruthy();
    expect(requests()).toBe(1);
  });

  it('serves a later reader from the cache while the answer is fresh', async () => {
    const requests = countingServer();
    const { unmount } = render(<Count label="first" />);
    await screen.findByText('first: 1');
    unmount();
    render(<Count label="second" />);
    expect(screen.getByText('second: 1')).toBeTruthy();
    expect(requests()).toBe(1);
  });

  it('reads again when an event the answer is stale on is published, and only then', async () => {
    const requests = countingServer();
    render(<Count label="sets" options={{ staleOn: ['pictureset:added'] }} />);
    await screen.findByText('sets: 1');
    publish('cart:changed', { itemCount: 9, totalPrice: 0 });
    publish('pictureset:added', { uuid: 'a-new-set' });
    expect(await screen.findByText('sets: 2')).toBeTruthy();
    expect(requests()).toBe(2);
  });

  it("drops a customer's answers when another customer signs in, and keeps what is the same for everybody", async () => {
    let ownReads = 0;
    const held: Array<() => void> = [];
    const answerNext = () => {
      for (const answer of held.splice(0)) answer();
    };
    server.use(
      answer(platformApi.cartSummary, async () => {
        const read = ++ownReads;
        if (read > 1) await new Promise<void>((resolve) => held.push(resolve));
        return { itemCount: read, totalPrice: 0 };
      }),
    );
    let healthReads = 0;
    server.use(answer(platformApi.health, () => ({ status: 'ok' as const, database: `read ${++healthReads}` })));
    sessionStore.set(userAtom, users.signedIn);
    publish('session:changed', { user: users.signedIn });
    render(
      <>
        <Count label="own" />
        <Health />
      </>,
    );
    await screen.findByText('own: 1');
    await screen.findByText('portal: read 1');

    publish('session:changed', { user: users.signedIn }); // the same customer: nothing changes
    expect(screen.getByText('own: 1')).toBeTruthy();

    act(() => publish('session:changed', { user: users.anonymous }));
    // The previous customer's answer is gone while the next one's is read: it is never shown to her.
    expect(await screen.findByText('own: loading')).toBeTruthy();
    act(() => answerNext());
    // read 2 is the session's own read of the badge's summary for the new customer (it subscribed first); 3 is this one's
    expect(await screen.findByText('own: 3')).toBeTruthy();
    expect(screen.getByText('portal: read 1')).toBeTruthy();
    expect(healthReads).toBe(1);
  });
});

function Health() {
  const read = useCall(platformApi.health, {}, { shared: true });
  return <p>{read.data ? `portal: ${read.data.database}` : 'portal: loading'}</p>;
}

describe('retries of failed reads', () => {
  it('tries again after a network failure or a server error, at most twice', () => {
    expect(shouldRetry(0, new ApiError('Network error', 0))).toBe(true);
    expect(shouldRetry(1, new ApiError('HTTP 503', 503))).toBe(true);
    expect(shouldRetry(2, new ApiError('HTTP 503', 503))).toBe(false);
  });

  it('does not try again when the server refused the request (4xx will not change)', () => {
    expect(shouldRetry(0, new ApiError('Not found', 404))).toBe(false);
    expect(shouldRetry(0, new ApiError('Too many', 429))).toBe(false);
  });
});
