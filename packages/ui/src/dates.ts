/**
 * The one way the shop shows a date (issue 16: 'until 1/22/2027' in both languages). Remotes take it from
 * @shop/ui/toolkit; the shell's lazy pages import '@shop/ui/dates', which is not a shared package, so the
 * few bytes land in the page's own chunk and the shell's first load (at its budget) does not grow.
 */
import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { formatDateText, shopLocale, type DateOptions } from '@shop/contracts/core';
import { shopSettingsAtom } from '@shop/session';

export type { DateOptions } from '@shop/contracts/core';

/** The one way a date is shown (the contracts' formatDateText, which the server's e-mails use too): nb 25.01.2027, en 25/01/2027. */
export const formatDate = formatDateText;
/** The Intl locale of a page language in the portal's country. */
export const dateLocale = shopLocale;

/** formatDate in the current language and the portal's country. */
export function useFormatDate(): (value: string | Date, options?: Omit<DateOptions, 'country'>) => string {
  const { i18n } = useTranslation();
  const country = useAtomValue(shopSettingsAtom)?.locale.country.twoLetterCode;
  const language = i18n.language;
  return useCallback((value, options) => formatDate(value, language, { ...options, country }), [language, country]);
}
