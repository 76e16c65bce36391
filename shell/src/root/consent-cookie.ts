import type { Consent } from '@shop/session';

export const CONSENT_COOKIE = 'shop_consent';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readConsent(doc: Document = document): Consent {
  const value = doc.cookie
    .split('; ')
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
    ?.split('=')[1];
  return value === 'allow' || value === 'deny' ? value : null;
}

/** The choice lasts one year. */
export function writeConsent(consent: 'allow' | 'deny', doc: Document = document): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${CONSENT_COOKIE}=${consent}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
}
