import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@shop/i18n';
import { currencyAtom } from '@shop/session';

/**
 * The one money formatter: minor units as text in the current language, in the portal's currency or the
 * one given (the studio shows another portal's sales, and an order keeps its own currency).
 */
export function useFormatMoney(): (amount: number, currency?: string) => string {
  const portalCurrency = useAtomValue(currencyAtom);
  const { i18n } = useTranslation();
  return (amount, currency = portalCurrency) => formatMoney(amount, currency, i18n.language);
}

/** A price in minor units, in the portal's currency (or `currency`) and the current language. */
export function Money({ amount, currency }: { amount: number; currency?: string }) {
  const format = useFormatMoney();
  return <>{format(amount, currency)}</>;
}
