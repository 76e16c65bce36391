import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { cartSummaryAtom, pageSettingsAtom, shopSettingsAtom } from '@shop/session';

export function Header() {
  const { t } = useTranslation('shell');
  const shop = useAtomValue(shopSettingsAtom);
  const page = useAtomValue(pageSettingsAtom);
  const cart = useAtomValue(cartSummaryAtom);
  return (
    <>
      <span className="shop-header__slot" />
      <a className="shop-header__logo" href="/">
        <img src={page?.logo} alt="" width={36} height={36} />
        <span className="shop-header__name">{shop?.name}</span>
      </a>
      <a className="shop-header__slot" href="/shopping-cart" aria-label={t('header.cart', { count: cart.itemCount })}>
        {cart.itemCount}
      </a>
    </>
  );
}
