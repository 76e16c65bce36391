import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { goTo, Loading } from '@shop/ui/toolkit';
import { CheckoutPage } from '../../../lib/checkout-page';
import { paths } from '../../../lib/paths';
import { fetchCart } from '../api/cart-api';
import { editTarget } from '../lib/edit-target';

/**
 * /shopping-cart/edit/{uuid}: finds the line and sends the parent to the screen that changes it;
 * 'No order line' and back to the cart when the cart has no such line (or it cannot be loaded).
 */
export function CartEditPage() {
  const { t } = useTranslation('checkout');
  const { uuid = '' } = useParams();

  useEffect(() => {
    const controller = new AbortController();
    fetchCart(controller.signal).then(
      (cart) => {
        const line = cart.orderLines.find((l) => l.uuid === uuid);
        if (line) return goTo(editTarget(line), { replace: true });
        window.alert(t('edit.noLine'));
        goTo(paths.cart(), { replace: true });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load the cart', error);
        window.alert(t('edit.noLine'));
        goTo(paths.cart(), { replace: true });
      },
    );
    return () => controller.abort();
  }, [uuid, t]);

  return (
    <CheckoutPage title={t('edit.title')}>
      <Loading label={t('edit.loading')} />
    </CheckoutPage>
  );
}
