import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { CSRF_COOKIE } from '@shop/contracts/core';
import { defaultHandlers } from './handlers';

/** One msw server for a test file (node). Start it with installMockServer(). */
export const server = setupServer(...defaultHandlers());

/** Registers the hooks: listen before the tests (unknown requests fail the test), reset after each, close at the end. */
export function installMockServer(): typeof server {
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    // the client sends the CSRF token from this cookie; with it set, no extra token request is made
    if (typeof document !== 'undefined') document.cookie = `${CSRF_COOKIE}=test-token; path=/`;
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
