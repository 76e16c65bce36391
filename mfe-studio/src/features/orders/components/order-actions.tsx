import { Box, Button, Field, Grid, HStack, Input, Link, Stack, Text } from '@shop/ui';
import { FormAlert } from '@shop/ui/toolkit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@shop/api-client';
import { buildPath } from '@shop/contracts/core';
import { ORDER_TRANSITIONS, type OrderStatusChange, type StudioOrderDetail, studioApi } from '@shop/contracts/studio';
import { setCallData } from '@shop/data';
import { fieldErrorsOf } from '../../../lib/errors';
import { Section } from '../../../lib/page';
import { useSave } from '../../../lib/use-save';
import { useSendToLab } from '../hooks/use-send-to-lab';
import { withQuery } from '../lib/format';

/** Carrier and tracking number, then 'shipped' (the parent gets the e-mail with the tracking link). */
function ShipForm({ onShip, busy, errors }: { onShip: (carrier: string, trackingNumber: string) => void; busy: boolean; errors: Record<string, string> }) {
  const { t } = useTranslation('studio');
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  return (
    <Box
      as="form"
      aria-label={t('orders.actions.shipForm')}
      onSubmit={(e) => {
        e.preventDefault();
        onShip(carrier, trackingNumber);
      }}
    >
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr auto' }} gap="3" alignItems="end">
        <Field.Root required invalid={Boolean(errors.carrier)}>
          <Field.Label>{t('orders.actions.carrier')}</Field.Label>
          <Input bg="surface.raised" value={carrier} onChange={(e) => setCarrier(e.currentTarget.value)} maxLength={80} />
          <Field.ErrorText>{errors.carrier}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.trackingNumber)}>
          <Field.Label>{t('orders.actions.trackingNumber')}</Field.Label>
          <Input bg="surface.raised" value={trackingNumber} onChange={(e) => setTrackingNumber(e.currentTarget.value)} maxLength={80} />
          <Field.ErrorText>{errors.trackingNumber}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" loading={busy}>
          {t('orders.actions.ship')}
        </Button>
      </Grid>
    </Box>
  );
}

/**
 * What can happen next to the order, as ORDER_TRANSITIONS allows from its status: send it to the lab (when its
 * print files are made), cancel it before production, ship it with carrier and tracking number, mark it
 * delivered. A refusal (409: someone else changed it first) shows the server's reason.
 */
export function OrderActions({ order }: { order: StudioOrderDetail }) {
  const { t } = useTranslation('studio');
  const save = useSave();
  const lab = useSendToLab();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmCancel, setConfirmCancel] = useState(false);
  const next = ORDER_TRANSITIONS[order.status];
  const change = (body: OrderStatusChange) =>
    save.run(async () => {
      setErrors({});
      try {
        setCallData(
          studioApi.studioOrder,
          { params: { orderUuid: order.uuid } },
          await call(studioApi.changeOrderStatus, { params: { orderUuid: order.uuid }, body }),
        );
      } catch (error) {
        const fields = fieldErrorsOf(error, t);
        setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^body\./, ''), v])));
        throw error;
      }
    });
  const printReady = order.printFiles === 'ready' || order.printFiles === 'none';
  const zip = withQuery(buildPath(studioApi.labExport.path, { portalKey: order.portal }), { orders: order.uuid });
  if (!next.length && order.status !== 'in_production') return null;
  return (
    <Section id="order-actions" title={t('orders.actions.title')}>
      <Stack gap="4">
        {next.includes('in_production') ? (
          <Stack gap="2">
            <HStack gap="3" wrap="wrap">
              <Button disabled={!printReady} loading={lab.busy} onClick={() => lab.send(order.portal, [order.uuid])}>
                {t('orders.actions.sendToLab')}
              </Button>
            </HStack>
            {printReady ? null : <Text color="fg.muted">{t(`orders.actions.print_${order.printFiles}`)}</Text>}
          </Stack>
        ) : null}
        {order.status === 'in_production' ? (
          <Link href={zip} download color="brand.fg" textDecoration="underline" alignSelf="flex-start">
            {t('orders.actions.downloadZip')}
          </Link>
        ) : null}
        {next.includes('shipped') ? (
          <ShipForm busy={save.busy} errors={errors} onShip={(carrier, trackingNumber) => change({ status: 'shipped', carrier, trackingNumber })} />
        ) : null}
        {next.includes('delivered') ? (
          <Box>
            <Button onClick={() => change({ status: 'delivered' })} loading={save.busy}>
              {t('orders.actions.delivered')}
            </Button>
          </Box>
        ) : null}
        {next.includes('cancelled') ? (
          <HStack gap="3" wrap="wrap">
            {confirmCancel ? (
              <>
                <Button colorPalette="red" onClick={() => change({ status: 'cancelled' })} loading={save.busy}>
                  {t('orders.actions.confirmCancel')}
                </Button>
                <Button variant="outline" onClick={() => setConfirmCancel(false)}>
                  {t('orders.actions.keep')}
                </Button>
              </>
            ) : (
              <Button variant="outline" colorPalette="red" onClick={() => setConfirmCancel(true)}>
                {t('orders.actions.cancel')}
              </Button>
            )}
          </HStack>
        ) : null}
        {lab.failure ? <FormAlert message={lab.failure} /> : null}
        {lab.sent ? (
          <Text role="status">
            {t('orders.lab.sent', { count: 1, references: order.reference })} {lab.sent.drop ? t('orders.lab.drop', { folder: lab.sent.drop }) : null}
          </Text>
        ) : null}
        {save.failure ? <FormAlert message={t('orders.actions.refused', { reason: save.failure })} /> : null}
      </Stack>
    </Section>
  );
}
