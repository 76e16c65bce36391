import { shopLocale } from './locale';
import type { FormattedMoney } from './money';

// Not in the core entry, which is in the shell's first load: only the server formats a first view's amounts.

/** The amounts formatted with Intl, as the browser's formatMoney does, keyed as it looks them up. */
export function formatAmounts(amounts: readonly number[], currency: string, language: string): FormattedMoney {
  const locale = shopLocale(language);
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return Object.fromEntries(amounts.map((amount) => [`${locale}|${currency}|${amount}`, format.format(amount / 100)]));
}
