import { Box, Grid, HStack, Image, Link, List, Stack, Text } from '@shop/ui';
import { useFormatDate } from '@shop/ui/toolkit';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { buildPath, href } from '@shop/contracts/core';
import { type StudioOrderDetail, studioApi } from '@shop/contracts/studio';
import { useCall } from '@shop/data';
import { ReadState, Section, StudioPage } from '../../../lib/page';
import { useOrderMoney, withQuery } from '../lib/format';
import { OrderActions } from './order-actions';
import { PriceNotes } from './price-notes';
import { Refunds } from './refunds';
import { StatusBadge } from './status-badge';

function Lines({ order }: { order: StudioOrderDetail }) {
  const { t } = useTranslation('studio');
  const money = useOrderMoney();
  return (
    <Section id="order-lines" title={t('orders.detail.lines')}>
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="4">
        {order.lines.map((line) => (
          <Box as="li" key={line.uuid} borderBottomWidth="1px" pb="4">
            <Grid templateColumns={{ base: '1fr', md: 'auto 1fr auto' }} gap="4" alignItems="start">
              <HStack gap="2" wrap="wrap">
                {line.printFiles.map((file) => (
                  <Image
                    key={file}
                    src={withQuery(buildPath(studioApi.printPreview.path, { orderUuid: order.uuid }), { file })}
                    alt={t('orders.detail.preview', { name: line.name })}
                    maxW="40"
                    maxH="40"
                    borderWidth="1px"
                    borderRadius="sm"
                    loading="lazy"
                  />
                ))}
              </HStack>
              <Stack gap="1">
                <Text fontWeight="semibold">{line.name}</Text>
                <Text fontSize="sm">{t('orders.detail.quantity', { quantity: line.quantity, price: money(line.unitPrice, order.currency) })}</Text>
                <PriceNotes notes={line.explanation} currency={order.currency} />
              </Stack>
              <Text fontWeight="semibold" textAlign={{ md: 'end' }}>
                {money(line.linePrice, order.currency)}
              </Text>
            </Grid>
          </Box>
        ))}
      </Stack>
      <Stack gap="1" alignSelf="flex-end" minW={{ md: '72' }}>
        {order.summaryLines.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the order's summary lines, in order
          <HStack key={i} justify="space-between" gap="6">
            <Text>{s.description}</Text>
            <Text>{money(s.linePrice, order.currency)}</Text>
          </HStack>
        ))}
        <HStack justify="space-between" gap="6">
          <Text color="fg.muted">{t('orders.detail.vat')}</Text>
          <Text color="fg.muted">{money(order.vatAmount, order.currency)}</Text>
        </HStack>
        <HStack justify="space-between" gap="6" fontWeight="bold">
          <Text>{t('orders.detail.total')}</Text>
          <Text>{money(order.total, order.currency)}</Text>
        </HStack>
      </Stack>
    </Section>
  );
}

function Facts({ order }: { order: StudioOrderDetail }) {
  const { t } = useTranslation('studio');
  const money = useOrderMoney();
  const address = order.delivery.address;
  return (
    <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
      <Section id="order-delivery" title={t('orders.detail.delivery')}>
        <Stack gap="1">
          <Text>{order.delivery.name}</Text>
          {address ? (
            <Text whiteSpace="pre-line">
              {[address.name, address.address1, address.address2, `${address.postalCode} ${address.city}`].filter(Boolean).join('\n')}
            </Text>
          ) : null}
          {order.shipment ? (
            <Text>
              {t('orders.detail.shipment', { carrier: order.shipment.carrier, number: order.shipment.trackingNumber })}{' '}
              {order.shipment.trackingUrl ? (
                <Link href={order.shipment.trackingUrl} target="_blank" rel="noopener noreferrer" color="brand.fg" textDecoration="underline">
                  {t('orders.detail.track')}
                </Link>
              ) : null}
            </Text>
          ) : null}
        </Stack>
      </Section>
      <Section id="order-payment" title={t('orders.detail.payment')}>
        {order.payment ? (
          <Stack gap="1">
            <Text>{order.payment.title}</Text>
            <Text>{t('orders.detail.paymentState', { provider: order.payment.provider, status: order.payment.status })}</Text>
            <Text fontWeight="semibold">{money(order.payment.amount, order.currency)}</Text>
          </Stack>
        ) : (
          <Text>{t('orders.detail.noPayment')}</Text>
        )}
      </Section>
      <Section id="order-customer" title={t('orders.detail.customer')}>
        <Stack gap="1">
          <Text>{order.customer.name}</Text>
          <Link href={`mailto:${order.customer.email}`} color="brand.fg" textDecoration="underline" wordBreak="break-all">
            {order.customer.email}
          </Link>
        </Stack>
      </Section>
    </Grid>
  );
}

function History({ order }: { order: StudioOrderDetail }) {
  const { t } = useTranslation('studio');
  const formatDate = useFormatDate();
  return (
    <Section id="order-history" title={t('orders.detail.history')}>
      {order.history.length === 0 ? (
        <Text>{t('orders.detail.noHistory')}</Text>
      ) : (
        <List.Root as="ol" ps="5" gap="2">
          {order.history.map((h, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the history in the order it happened
            <List.Item key={i}>
              {t('orders.detail.change', {
                from: t(`orders.status.${h.from}`),
                to: t(`orders.status.${h.to}`),
                who: h.staff.name || h.staff.email,
                at: formatDate(h.at, { withTime: true }),
              })}
              {h.detail ? ` (${h.detail.carrier} ${h.detail.trackingNumber})` : null}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Section>
  );
}

/** One order (issue 31): its lines with previews and prices, delivery, payment, customer, history, and what can happen next. */
export function OrderPage() {
  const { t } = useTranslation('studio');
  const formatDate = useFormatDate();
  const { orderUuid = '' } = useParams();
  const read = useCall(studioApi.studioOrder, { params: { orderUuid } }, { staleTime: 0 });
  const order = read.data;
  return (
    <ReadState read={read}>
      {() => (
        <StudioPage
          title={t('orders.detail.title', { reference: order!.reference })}
          intro={
            <HStack as="span" gap="3" wrap="wrap">
              <StatusBadge status={order!.status} />
              <span>{t('orders.detail.confirmed', { at: formatDate(order!.confirmedAt, { withTime: true }), portal: order!.portal })}</span>
            </HStack>
          }
          actions={
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to={`${href('studio.orders')}?portal=${encodeURIComponent(order!.portal)}`}>{t('orders.detail.back')}</RouterLink>
            </Link>
          }
        >
          <OrderActions order={order!} />
          <Lines order={order!} />
          <Facts order={order!} />
          <Refunds order={order!} />
          <History order={order!} />
        </StudioPage>
      )}
    </ReadState>
  );
}
