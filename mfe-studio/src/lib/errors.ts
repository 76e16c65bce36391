import { ApiError } from '@shop/api-client';
import type { TFunction } from 'i18next';

/** A refused save because someone saved a newer version first: who and when, for the conflict message. */
export function conflictOf(error: unknown): { by: string; at: string } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return error.body?.conflict ?? null;
}

/** A refusal the studio makes itself before calling (a file too large): its message is shown as it is. */
export class StudioRefusal extends Error {}

/** The message for a failed call: the server's own words for a refusal it explains, ours for the rest. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof StudioRefusal) return error.message;
  if (error instanceof ApiError) {
    if (error.isNetworkError) return t('studio:errors.network');
    if (error.status === 413) return t('studio:errors.tooLarge');
    if (error.status === 404) return t('studio:errors.notFound');
    if (error.status === 401) return t('studio:errors.signedOut');
    if (error.status === 400 || error.status === 409) return error.body?.message ?? t('studio:errors.generic');
  }
  return t('studio:errors.generic');
}

/** Field messages of a 400, keyed by the form's field path (body.settings.name → settings.name). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.status === 400 ? error.fieldErrors() : {};
}
