import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@shop/i18n';
import { currencyAtom } from '@shop/session';

/** An amount in minor units in the portal's currency and the current language. */
export function useMoneyText(): (amount: number) => string {
  const currency = useAtomValue(currencyAtom);
  const { i18n } = useTranslation('checkout');
  return (amount) => formatMoney(amount, currency, i18n.language);
}

/** A price: like useMoneyText, but a price of 0 is 'Free' (spec 3). */
export function usePriceText(): (amount: number) => string {
  const money = useMoneyText();
  const { t } = useTranslation('checkout');
  return (amount) => (amount === 0 ? t('common.free') : money(amount));
}
