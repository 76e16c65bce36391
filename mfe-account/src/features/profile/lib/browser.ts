import { ApiError } from '@shop/api-client';

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
