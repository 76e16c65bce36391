import { ApiError } from '@shop/api-client';

/** A route of another module: single-spa and every react-router instance follow pushState + popstate. */
export function goTo(url: string): void {
  window.history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

export function showAlert(message: string): void {
  window.alert(message);
}

/** The server's own explanation of a failed call (standard error body), if it gave one. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.body ? error.body.message : undefined;
}

/** Field errors of a standard 400 answer, keyed by field name. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fieldErrors() : {};
}
