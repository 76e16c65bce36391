import { useTranslation } from 'react-i18next';
import type { Order } from '@shop/contracts/checkout';
import { Alert, Heading, Stack, Text } from '@shop/ui';
import { useFormatDate } from '@shop/ui/toolkit';
import { CartSummary } from '../../cart';
import { OrderLines } from './order-lines';
import { OrderProgress } from './order-progress';

/** An order as the receipt shows it: its status (shipment, refunds) once it has one, lines, summary, delivery with its address and time, payment, the digital products note. */
export function OrderView({ order }: { order: Order }) {
  const { t } = useTranslation('checkout');
  const formatDate = useFormatDate();
  const d = order.delivery;
  const address = d.address
    ? [d.address.name, d.address.address1, d.address.address2, `${d.address.postalCode} ${d.address.city}`.trim(), d.address.state].filter(Boolean)
    : [];
  return (
    <Stack gap="4">
      <OrderProgress order={order} />
      <OrderLines lines={order.orderLines} label={t('receipt.lines')} />
      <CartSummary summary={{ itemCount: 0, ...order.summary }} updating={false} />
      <Stack as="section" aria-labelledby="receipt-delivery" gap="1">
        <Heading as="h2" id="receipt-delivery" size="md">
          {t('receipt.delivery')}
        </Heading>
        <Text>{d.name}</Text>
        {address.length > 0 && <Text color="fg.muted">{address.join(', ')}</Text>}
        {d.school && <Text color="fg.muted">{d.school.name}</Text>}
        <Text color="fg.muted">
          {d.deliveryTime.afterDate
            ? t('receipt.deliveryTimeBy', { time: d.deliveryTime.string, date: formatDate(d.deliveryTime.afterDate) })
            : t('receipt.deliveryTime', { time: d.deliveryTime.string })}
        </Text>
        {order.catalogueMaxDeliveryTime !== null && (
          <Text color="fg.muted">{t('checkout.delivery.catalogueNotice', { count: order.catalogueMaxDeliveryTime })}</Text>
        )}
      </Stack>
      <Stack as="section" aria-labelledby="receipt-payment" gap="1">
        <Heading as="h2" id="receipt-payment" size="md">
          {t('receipt.payment')}
        </Heading>
        <Text>{order.payment.isInvoice ? t('receipt.invoice') : order.payment.title}</Text>
      </Stack>
      {order.comment && (
        <Stack gap="1">
          <Heading as="h2" size="md">
            {t('checkout.confirm.comment')}
          </Heading>
          <Text whiteSpace="pre-line">{order.comment}</Text>
        </Stack>
      )}
      {order.containDigitalProducts && (
        <Alert.Root status="info">
          <Alert.Description>{t('receipt.digital')}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}
