/**
 * The one rule for how the shop writes dates and amounts (issue 34 item 11): by the page's language and,
 * for English, the portal's country; money in the portal's currency. The browser (@shop/i18n's
 * formatMoney, @shop/ui's formatDate) and the server (e-mails, refusals, first views) both use it, so an
 * amount or a date reads the same wherever it is shown. Nothing here runs at import: creating an Intl
 * formatter costs a phone milliseconds (decision 0071).
 */

/** English is written the British way (25/01/2027) unless the portal is in a country that writes it otherwise. */
const ENGLISH_BY_COUNTRY: Record<string, string> = { US: 'en-US', CA: 'en-CA', AU: 'en-AU', NZ: 'en-NZ', IE: 'en-IE' };

/** The Intl locale of a page language in the portal's country: nb → nb-NO, en → en-GB. */
export function shopLocale(language: string, country = ''): string {
  if (language === 'nb') return 'nb-NO';
  if (language === 'en') return ENGLISH_BY_COUNTRY[country.toUpperCase()] ?? 'en-GB';
  return country ? `${language}-${country.toUpperCase()}` : language;
}

export interface DateOptions {
  /** The portal's country (shop settings locale.country.twoLetterCode). */
  country?: string;
  /** Add the time of day (hours, minutes, seconds). */
  withTime?: boolean;
  /** Default: the runtime's. */
  timeZone?: string;
}

/** The one way a date is written: nb 25.01.2027, en 25/01/2027. An unreadable value is shown as it came. */
export function formatDateText(value: string | Date, language: string, { country, withTime = false, timeZone }: DateOptions = {}): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const time: Intl.DateTimeFormatOptions = withTime ? { hour: '2-digit', minute: '2-digit', second: '2-digit' } : {};
  return new Intl.DateTimeFormat(shopLocale(language, country), { day: '2-digit', month: '2-digit', year: 'numeric', ...time, timeZone }).format(date);
}

/** An amount in minor units in a currency, written for a page language (the server's formatter; the browser's caches its Intl object). */
export function formatMoneyText(minorUnits: number, currency: string, language: string): string {
  return new Intl.NumberFormat(shopLocale(language), { style: 'currency', currency }).format(minorUnits / 100);
}

/** A number that is neither money nor a date (a share of orders, a file's size), written for a page language. */
export function formatNumberText(
  value: number,
  language: string,
  { percent = false, fractionDigits = 0 }: { percent?: boolean; fractionDigits?: number } = {},
): string {
  return new Intl.NumberFormat(shopLocale(language), {
    style: percent ? 'percent' : 'decimal',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** Whether the platform knows this IANA time zone (Intl has the same database as PostgreSQL). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
