import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { checkoutApi, orderReference } from '@shop/contracts/checkout';
import { href } from '@shop/contracts/core';
import { useCall } from '@shop/data';
import { Button, Text, PageFrame } from '@shop/ui';
import { AppLink, FormAlert, Loading } from '@shop/ui/toolkit';
import { trackPurchaseOnce } from '../../../lib/tracking';
import { useCartRead } from '../../cart';
import { OrderView } from '../components/order-view';

/** /shopping-cart/checkout/payment/receipt/{orderUuid}: 'Thank you for the order!', the cart read again (the badge follows), the order. */
export function ReceiptPage() {
  const { t } = useTranslation('checkout');
  const { orderUuid = '' } = useParams();
  // the order emptied the cart: reading it hands the new summary to the badge
  useCartRead();
  const order = useCall(checkoutApi.order, { params: { orderUuid } });
  // the analytics' purchase, once per confirmed order (a reload of the receipt is none)
  useEffect(() => {
    if (order.data?.status === 'confirmed') trackPurchaseOnce(order.data);
  }, [order.data]);
  const title = t('receipt.title');
  return (
    <PageFrame title={title}>
      {order.data ? (
        <>
          <Text fontWeight="medium">{t('receipt.reference', { reference: orderReference(order.data.uuid) })}</Text>
          <OrderView order={order.data} />
          <AppLink to={href('myaccount.orders')}>{t('receipt.toOrders')}</AppLink>
        </>
      ) : order.isError ? (
        <>
          <FormAlert message={t('receipt.loadFailed')} />
          <Button variant="outline" alignSelf="flex-start" minH="11" onClick={() => void order.refetch()}>
            {t('common.retry')}
          </Button>
        </>
      ) : (
        <Loading label={t('common.loading')} />
      )}
    </PageFrame>
  );
}
