import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { defaultHandlers } from './handlers';

/** One msw server for a test file (node). Start it with useMockServer(). */
export const server = setupServer(...defaultHandlers());

/** Registers the hooks: listen before the tests (unknown requests fail the test), reset after each, close at the end. */
export function useMockServer(): typeof server {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

