import { Alert, Button, HStack, Link, Stack, Text } from '@shop/ui';
import { FormAlert, useFormatDate } from '@shop/ui/toolkit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@shop/api-client';
import { type PasswordResetOutcome, type StudioCustomerDetail, type StudioOrderSummary, studioApi } from '@shop/contracts/studio';
import { errorMessage } from '../../../lib/errors';
import { Section } from '../../../lib/page';
import { isSupport, useStaffSession } from '../../../lib/staff';

/** One call at a time, its failure in the studio's words. */
function useAction<T>() {
  const { t } = useTranslation('studio');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<T | null>(null);
  const run = async (action: () => Promise<T>) => {
    setBusy(true);
    setFailure(null);
    setDone(null);
    try {
      setDone(await action());
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, failure, done };
}

function Success({ children }: { children: React.ReactNode }) {
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal" color="fg">
        {children}
      </Alert.Title>
    </Alert.Root>
  );
}

/**
 * What support does for a customer who calls: the 'Forgot your password?' e-mail (with its limit: a third
 * request within the hour sends nothing and says so), and, for support, a one-time link that opens the shop as
 * the customer with the simulated-user banner. The server checks the role again and writes each to the audit log.
 */
export function CustomerActions({ customer }: { customer: StudioCustomerDetail }) {
  const { t } = useTranslation('studio');
  const formatDate = useFormatDate();
  const staff = useStaffSession().data?.staff;
  const reset = useAction<PasswordResetOutcome>();
  const simulate = useAction<{ link: string; expiresAt: string }>();
  return (
    <Section id="customer-actions" title={t('customers.actions.title')}>
      <HStack gap="3" wrap="wrap">
        <Button
          loading={reset.busy}
          onClick={() => reset.run(async () => (await call(studioApi.customerPasswordReset, { params: { customerUuid: customer.uuid } })).outcome)}
        >
          {t('customers.actions.reset')}
        </Button>
        {staff && isSupport(staff) ? (
          <Button
            variant="outline"
            loading={simulate.busy}
            onClick={() => simulate.run(() => call(studioApi.simulateCustomer, { params: { customerUuid: customer.uuid } }))}
          >
            {t('customers.actions.simulate')}
          </Button>
        ) : null}
      </HStack>
      {reset.failure ? <FormAlert message={reset.failure} /> : null}
      {reset.done ? <Success>{t(`customers.actions.resetOutcome.${reset.done}`, { email: customer.email })}</Success> : null}
      {simulate.failure ? <FormAlert message={simulate.failure} /> : null}
      {simulate.done ? (
        <Success>
          <Stack gap="1">
            <Text>{t('customers.actions.simulateReady', { until: formatDate(simulate.done.expiresAt, { withTime: true }) })}</Text>
            <Link href={simulate.done.link} target="_blank" rel="noopener noreferrer" color="brand.fg" textDecoration="underline">
              {t('customers.actions.simulateOpen', { name: customer.name || customer.email })}
            </Link>
          </Stack>
        </Success>
      ) : null}
    </Section>
  );
}

/** An order's confirmation e-mail once more, through the outbox. */
export function ResendConfirmation({ order }: { order: StudioOrderSummary }) {
  const { t } = useTranslation('studio');
  const resend = useAction<true>();
  return (
    <Stack gap="1" align="flex-start">
      <Button
        size="sm"
        variant="outline"
        loading={resend.busy}
        aria-label={t('customers.actions.resendFor', { reference: order.reference })}
        onClick={() => resend.run(async () => (await call(studioApi.resendOrderConfirmation, { params: { orderUuid: order.uuid } })).ok)}
      >
        {t('customers.actions.resend')}
      </Button>
      {resend.failure ? <FormAlert message={resend.failure} /> : null}
      {resend.done ? (
        <Text role="status" fontSize="sm">
          {t('customers.actions.resent')}
        </Text>
      ) : null}
    </Stack>
  );
}
