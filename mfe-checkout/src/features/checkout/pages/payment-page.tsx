import { useCallback, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@shop/api-client';
import { TEST_CARDS, type PaymentTransaction } from '@shop/contracts/checkout';
import { Button, Stack, Text, TextField, PageFrame } from '@shop/ui';
import { FormAlert, goTo, Loading, SubmitButton } from '@shop/ui/toolkit';
import { paths } from '../../../lib/paths';
import { useMoneyText } from '../../../lib/use-price-text';
import { confirmTestCode, payWithTestCard, readTransaction } from '../api/payment-api';
import { StickyAction } from '../components/sticky-action';
import { StripeHandover } from '../components/stripe-handover';

const messageOf = (error: unknown) => (error instanceof ApiError ? (Object.values(error.fieldErrors())[0] ?? error.message) : String(error));

/**
 * /m/shopping-cart/checkout/payment/{transactionUuid}: the payment handover. A paid transaction (an
 * invoice, a card paid) goes on to the receipt; the built-in test provider's page takes a test card
 * (and the second step of the card that needs one); a declined payment sends the parent back to the
 * checkout with the cart as it was. A Stripe payment leads to Stripe's hosted page and, back from it,
 * waits for Stripe's webhook.
 */
export function PaymentPage() {
  const { t } = useTranslation('checkout');
  const { transactionUuid = '' } = useParams();
  const [search] = useSearchParams();
  const money = useMoneyText();
  const [transaction, setTransaction] = useState<PaymentTransaction | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      setTransaction(await readTransaction(transactionUuid));
    } catch (e) {
      setLoadError(messageOf(e));
    }
  }, [transactionUuid]);
  useEffect(() => {
    void load();
  }, [load]);

  const redirect = transaction?.status === 'paid' ? transaction.redirectUrl : null;
  useEffect(() => {
    if (redirect) goTo(redirect, { replace: true });
  }, [redirect]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!transaction || busy) return;
    const value = input.replace(/\s/g, '');
    if (!value) {
      setError(t('form.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const next = transaction.status === 'action_required' ? await confirmTestCode(transaction.uuid, value) : await payWithTestCard(transaction.uuid, value);
      setTransaction(next);
      setInput('');
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const title = t('payment.title');
  if (loadError) {
    return (
      <PageFrame title={title}>
        <FormAlert message={loadError} />
        <Button variant="outline" alignSelf="flex-start" minH="11" onClick={() => void load()}>
          {t('common.retry')}
        </Button>
      </PageFrame>
    );
  }
  if (!transaction || redirect) {
    return (
      <PageFrame title={title}>
        <Loading label={t('common.loading')} />
      </PageFrame>
    );
  }
  if (transaction.status === 'declined') {
    return (
      <PageFrame title={title}>
        <FormAlert message={t('payment.declined')} />
        <Button colorPalette="brand" alignSelf="flex-start" minH="11" onClick={() => goTo(paths.checkout())}>
          {t('payment.backToPayment')}
        </Button>
      </PageFrame>
    );
  }
  if (transaction.provider === 'stripe') {
    return (
      <PageFrame title={title}>
        <StripeHandover transaction={transaction} returned={search.get('returned') === '1'} reload={load} />
      </PageFrame>
    );
  }
  const secondStep = transaction.status === 'action_required';
  return (
    <PageFrame title={title}>
      <Text>{t('payment.testProvider')}</Text>
      <Text fontSize="xl" fontWeight="bold">
        {t('payment.amount', { price: money(transaction.amount) })}
      </Text>
      <form noValidate onSubmit={(e) => void submit(e)} aria-label={title}>
        <Stack gap="4">
          <TextField
            label={t(secondStep ? 'payment.code' : 'payment.cardNumber')}
            helper={
              secondStep
                ? t('payment.codeHelp', { code: '123456' })
                : t('payment.cardHelp', { success: TEST_CARDS.success, declined: TEST_CARDS.declined, secondStep: TEST_CARDS.secondStep })
            }
            inputMode="numeric"
            autoComplete={secondStep ? 'one-time-code' : 'cc-number'}
            required
            value={input}
            onChange={(e) => setInput(e.target.value)}
            error={error ? { message: error } : undefined}
          />
          <StickyAction>
            <SubmitButton w="full" loading={busy}>
              {t(secondStep ? 'payment.confirm' : 'payment.pay')}
            </SubmitButton>
          </StickyAction>
        </Stack>
      </form>
    </PageFrame>
  );
}
