import type { RequestHandler } from 'msw';
// Browser-safe entry (the package's index also holds msw's node server).
import { accessLegacyHandlers } from '@shop/testing/legacy';

/**
 * The pretend back end of the stand-alone dev page (src/standalone.tsx): the shared one of the access
 * calls, which answers every mode of the contracts as the server does (the contract test compares them).
 * Codes: DEMO123 valid, WARN123 asks to confirm the subject, REDIRECT1 leaves, anything else is not valid.
 * kari@example.test has an account (password kari-password); other addresses register. Reset key:
 * /reset-password?resetcode=reset-key-0123456789abcdef.
 */
export function demoHandlers(): RequestHandler[] {
  return accessLegacyHandlers();
}
