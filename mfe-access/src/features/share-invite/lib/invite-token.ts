import { INVITE_TOKEN_PATTERN } from '@shop/contracts/access';
import { href } from '@shop/contracts/core';
import { safeReferrer } from '../../../lib/safe-referrer';

/**
 * The share invite a visitor followed: the e-mailed link opens My picture sets with ?invite=, and the
 * route guard sends a visitor to sign in with that page as the referrer. Null for any other referrer.
 */
export function inviteTokenFrom(search: string, origin = window.location.origin): string | null {
  const referrer = safeReferrer(search, origin);
  if (!referrer) return null;
  const url = new URL(referrer, origin);
  if (url.pathname !== href('myaccount.picture-sets')) return null;
  const token = url.searchParams.get('invite');
  return token && INVITE_TOKEN_PATTERN.test(token) ? token : null;
}
