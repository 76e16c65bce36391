import { useTranslation } from 'react-i18next';
import type { CustomerRefund, Order, OrderFulfilment } from '@shop/contracts/checkout';
import { Heading, Link, Stack, Text } from '@shop/ui';
import { useFormatDate } from '@shop/ui/toolkit';
import { useMoneyText } from '../../../lib/use-price-text';

/** A shipped order's carrier and number, and the carrier's tracking page when the portal has one. */
export function Shipment({ fulfilment }: { fulfilment: OrderFulfilment }) {
  const { t } = useTranslation('checkout');
  if (!fulfilment.carrier || !fulfilment.trackingNumber) return null;
  return (
    <Stack gap="1">
      <Text>{t('orders.shippedWith', { carrier: fulfilment.carrier, number: fulfilment.trackingNumber })}</Text>
      {fulfilment.trackingUrl && (
        <Link href={fulfilment.trackingUrl} target="_blank" rel="noopener noreferrer" alignSelf="flex-start">
          {t('orders.track')}
        </Link>
      )}
    </Stack>
  );
}

/** What the shop refunded of the order (the studio's refunds, an invoice's credit notes). */
export function Refunds({ refunds }: { refunds: CustomerRefund[] }) {
  const { t } = useTranslation('checkout');
  const money = useMoneyText();
  const formatDate = useFormatDate();
  return (
    <Stack gap="2">
      {refunds.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the refunds in the order they were made
        <Stack key={i} gap="0">
          <Text fontWeight="semibold">
            {r.status === 'pending'
              ? t('orders.refundPending', { amount: money(r.amount) })
              : t(r.kind === 'credit-note' ? 'orders.creditNote' : 'orders.refund', { amount: money(r.amount), date: formatDate(r.at) })}
          </Text>
          {r.lines.length ? <Text fontSize="sm">{t('orders.refundLines', { lines: r.lines.join(', ') })}</Text> : null}
          <Text fontSize="sm">{t('orders.refundReason', { reason: r.reason })}</Text>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The order's status as the parent reads it, as the studio counts it: cancelled, else refunded once the
 * refunds reach the total (a part refunded keeps the way to the door), else where it is on its way; null
 * while it is only confirmed.
 */
export function statusOf(order: Pick<Order, 'status' | 'fulfilment' | 'refunds' | 'summary'>): string | null {
  if (order.status === 'cancelled') return 'cancelled';
  const refunded = (order.refunds ?? []).reduce((sum, r) => sum + r.amount, 0);
  if (refunded > 0 && refunded >= order.summary.totalPrice) return 'refunded';
  return order.fulfilment?.status ?? null;
}

/** The receipt's 'Status' section: the status, the shipment with its tracking link, the refunds; nothing for an order only confirmed. */
export function OrderProgress({ order }: { order: Order }) {
  const { t } = useTranslation('checkout');
  const status = statusOf(order);
  const refunds = order.refunds ?? [];
  if (!status && !refunds.length) return null;
  return (
    <Stack as="section" aria-labelledby="receipt-status" gap="2">
      <Heading as="h2" id="receipt-status" size="md">
        {t('receipt.status')}
      </Heading>
      {status ? <Text>{t(`orders.status.${status}`)}</Text> : null}
      {order.fulfilment ? <Shipment fulfilment={order.fulfilment} /> : null}
      {refunds.length ? <Refunds refunds={refunds} /> : null}
    </Stack>
  );
}
