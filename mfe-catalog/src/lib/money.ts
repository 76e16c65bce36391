import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@shop/i18n';
import { currencyAtom } from '@shop/session';

/** An amount in minor units in the portal's currency and the current language. */
export function useMoneyText(): (amount: number) => string {
  const currency = useAtomValue(currencyAtom);
  const { i18n } = useTranslation('catalog');
  return (amount) => formatMoney(amount, currency, i18n.language);
}
