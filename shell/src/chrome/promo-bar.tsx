import { useEffect, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@shop/i18n';
import { cartSummaryAtom, currencyAtom, shopSettingsAtom } from '@shop/session';

export type PromoState =
  | { kind: 'off' }
  | { kind: 'all-free' }
  | { kind: 'empty'; threshold: number }
  | { kind: 'below'; threshold: number; remaining: number }
  | { kind: 'qualified' };

/** Free delivery from the threshold (minor units) on; a negative threshold switches the bar off. */
export function promoState(threshold: number | undefined, itemCount: number, total: number): PromoState {
  if (threshold === undefined || threshold < 0) return { kind: 'off' };
  if (threshold === 0) return { kind: 'all-free' };
  if (itemCount <= 0) return { kind: 'empty', threshold };
  if (total >= threshold) return { kind: 'qualified' };
  return { kind: 'below', threshold, remaining: threshold - total };
}

/** The free-delivery message in #shop-promo (a polite live region, so changes are announced). */
export function PromoBar() {
  const { t, i18n } = useTranslation('shell');
  const shop = useAtomValue(shopSettingsAtom);
  const cart = useAtomValue(cartSummaryAtom);
  const currency = useAtomValue(currencyAtom);
  const state = promoState(shop?.freeShippingThreshold, cart.itemCount, cart.totalPrice);
  const off = state.kind === 'off';

  // The server sets body[data-promo] for the first paint; keep it in step with the settings.
  useEffect(() => {
    document.body.dataset.promo = off ? 'off' : 'on';
  }, [off]);

  if (off) return null;
  const money = (amount: number) => formatMoney(amount, currency, i18n.language);
  let text: ReactNode;
  switch (state.kind) {
    case 'all-free':
      text = t('promo.allFree');
      break;
    case 'empty':
      text = t('promo.threshold', { threshold: money(state.threshold) });
      break;
    case 'below': {
      const values = { threshold: money(state.threshold), remaining: money(state.remaining) };
      text = (
        <>
          <span className="shop-promo__short">{t('promo.remainingShort', values)}</span>
          <span className="shop-promo__long">{t('promo.remaining', values)}</span>
        </>
      );
      break;
    }
    case 'qualified':
      text = t('promo.qualified');
      break;
  }
  return (
    <aside aria-label={t('promo.label')}>
      <p data-testid="promo-text">{text}</p>
    </aside>
  );
}
