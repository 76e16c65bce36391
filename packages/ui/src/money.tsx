import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@shop/i18n';
import { currencyAtom } from '@shop/session';

/** A price in minor units, in the portal's currency and the current language. */
export function Money({ amount }: { amount: number }) {
  const currency = useAtomValue(currencyAtom);
  const { i18n } = useTranslation();
  return <>{formatMoney(amount, currency, i18n.language)}</>;
}
