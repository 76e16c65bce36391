import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { CSRF_COOKIE } from '@shop/contracts/core';
import { defaultHandlers } from './handlers';

/** One msw server per test file; any request without a handler fails the test. */
export function useMockServer() {
  const server = setupServer(...defaultHandlers());
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    // The client sends the CSRF token from this cookie; with it set, no extra token request is made.
    document.cookie = `${CSRF_COOKIE}=test-token; path=/`;
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
