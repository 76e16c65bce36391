import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentTransaction } from '@shop/contracts/checkout';
import { Button, Text } from '@shop/ui';
import { Loading } from '@shop/ui/toolkit';
import { useMoneyText } from '../../../lib/use-price-text';

/** How often the page asks whether Stripe's webhook has confirmed the payment (after the parent came back). */
export const STRIPE_POLL_MS = 2000;

/**
 * A Stripe payment on the handover page. Before paying: the amount and the way to Stripe's hosted page
 * (a plain link: the parent decides to leave the shop). Back from Stripe (?returned=1): the order is
 * confirmed by Stripe's webhook, not by the browser, so the page asks again until the payment is paid
 * (then the receipt) or declined.
 */
export function StripeHandover({ transaction, returned, reload }: { transaction: PaymentTransaction; returned: boolean; reload: () => Promise<void> }) {
  const { t } = useTranslation('checkout');
  const money = useMoneyText();
  const waiting = returned && transaction.status === 'pending';
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => void reload(), STRIPE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [waiting, reload]);

  if (waiting) return <Loading label={t('payment.stripeWaiting')} />;
  return (
    <>
      <Text fontSize="xl" fontWeight="bold">
        {t('payment.amount', { price: money(transaction.amount) })}
      </Text>
      <Text>{t('payment.stripeInfo')}</Text>
      {transaction.redirectUrl && (
        <Button asChild colorPalette="brand" alignSelf="flex-start" minH="11">
          <a href={transaction.redirectUrl}>{t('payment.stripeContinue')}</a>
        </Button>
      )}
    </>
  );
}
