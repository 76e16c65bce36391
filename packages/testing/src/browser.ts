/** msw in the browser (a module's stand-alone dev server): the contract handlers as a service worker. */
import { setupWorker } from 'msw/browser';
import type { RequestHandler } from 'msw';
import { defaultHandlers } from './handlers';

export function startMockWorker(...handlers: RequestHandler[]) {
  const worker = setupWorker(...handlers, ...defaultHandlers());
  return worker.start({ onUnhandledRequest: 'bypass' }).then(() => worker);
}
export { handler, apiError, defaultHandlers, mswPath, http, HttpResponse } from './handlers';
export * as fixtures from './fixtures';
