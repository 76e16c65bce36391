import { useTranslation } from 'react-i18next';
import { Text } from '@shop/ui';
import { AppLink } from '@shop/ui/toolkit';
import { CheckoutPage } from './checkout-page';
import { paths } from './paths';

/**
 * A checkout route this version of the module does not serve yet (the checkout steps, receipt, payment
 * and order history come with issue 11): the shell's not-available wording, and the way back to the cart.
 */
export function NotAvailablePage() {
  const { t } = useTranslation('checkout');
  return (
    <CheckoutPage title={t('notAvailable.title')}>
      <Text>{t('notAvailable.text')}</Text>
      <AppLink to={paths.cart()}>{t('notAvailable.backToCart')}</AppLink>
    </CheckoutPage>
  );
}
