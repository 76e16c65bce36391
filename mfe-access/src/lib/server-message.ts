import { ApiError } from '@shop/api-client';

/** The server's own explanation of a failed call (a 4xx/5xx with the standard error body), if it gave one. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.body ? error.body.message : undefined;
}

/** Field errors of a standard 400 answer, keyed by field name. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fieldErrors() : {};
}
