/**
 * The one way the shop shows a date (issue 16: 'until 1/22/2027' in both languages). Remotes take it from
 * @shop/ui/toolkit; the shell's lazy pages import '@shop/ui/dates', which is not a shared package, so the
 * few bytes land in the page's own chunk and the shell's first load (at its budget) does not grow.
 */
import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { shopSettingsAtom } from '@shop/session';

/** English is written the British way (22/01/2027) unless the portal is in a country that writes it otherwise. */
const ENGLISH_BY_COUNTRY: Record<string, string> = { US: 'en-US', CA: 'en-CA', AU: 'en-AU', NZ: 'en-NZ', IE: 'en-IE' };

/** The Intl locale of a page language in the portal's country: nb → nb-NO, en → en-GB. */
export function dateLocale(language: string, country = ''): string {
  if (language === 'nb') return 'nb-NO';
  if (language === 'en') return ENGLISH_BY_COUNTRY[country.toUpperCase()] ?? 'en-GB';
  return country ? `${language}-${country.toUpperCase()}` : language;
}

export interface DateOptions {
  /** The portal's country (shop settings locale.country.twoLetterCode). */
  country?: string;
  /** Add the time of day (hours, minutes, seconds). */
  withTime?: boolean;
  /** Default: the browser's. */
  timeZone?: string;
}

/** The one way a date is shown: nb 22.1.2027, en 22/01/2027. An unreadable value is shown as it came. */
export function formatDate(value: string | Date, language: string, { country, withTime = false, timeZone }: DateOptions = {}): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const time: Intl.DateTimeFormatOptions = withTime ? { hour: '2-digit', minute: '2-digit', second: '2-digit' } : {};
  return new Intl.DateTimeFormat(dateLocale(language, country), { day: 'numeric', month: 'numeric', year: 'numeric', ...time, timeZone }).format(date);
}

/** formatDate in the current language and the portal's country. */
export function useFormatDate(): (value: string | Date, options?: Omit<DateOptions, 'country'>) => string {
  const { i18n } = useTranslation();
  const country = useAtomValue(shopSettingsAtom)?.locale.country.twoLetterCode;
  const language = i18n.language;
  return useCallback((value, options) => formatDate(value, language, { ...options, country }), [language, country]);
}
