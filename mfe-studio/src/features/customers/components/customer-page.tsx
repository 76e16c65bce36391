import { Badge, Box, Grid, HStack, Link, Stack, Text } from '@shop/ui';
import { useFormatDate } from '@shop/ui/toolkit';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { call } from '@shop/api-client';
import { href } from '@shop/contracts/core';
import { type StudioCustomerDetail, studioApi } from '@shop/contracts/studio';
import { queryClient } from '@shop/data';
import { ReadState, Section, StudioPage } from '../../../lib/page';
import { Cell, DataTable, RowHeader } from '../../../lib/table';
import { StatusBadge, useOrderMoney } from '../../orders';
import { CustomerActions, ResendConfirmation } from './customer-actions';

function Sets({ customer }: { customer: StudioCustomerDetail }) {
  const { t } = useTranslation('studio');
  const formatDate = useFormatDate();
  return (
    <Section id="customer-sets" title={t('customers.detail.sets')}>
      {customer.sets.length === 0 ? (
        <Text>{t('customers.detail.noSets')}</Text>
      ) : (
        <DataTable
          label={t('customers.detail.sets')}
          columns={[
            t('customers.column.set'),
            t('customers.column.job'),
            t('customers.column.portal'),
            t('customers.column.added'),
            t('customers.column.reminders'),
          ]}
        >
          {customer.sets.map((s) => (
            <tr key={s.uuid}>
              <RowHeader>
                {s.name}
                {s.group ? (
                  <Text color="fg.muted" fontWeight="normal">
                    {s.group}
                  </Text>
                ) : null}
              </RowHeader>
              <Cell>{t('customers.detail.job', { name: s.job.name, year: s.job.year })}</Cell>
              <Cell>{s.portal}</Cell>
              <Cell>{formatDate(s.addedAt)}</Cell>
              <Cell>{s.reminders ? t('customers.detail.on') : t('customers.detail.off')}</Cell>
            </tr>
          ))}
        </DataTable>
      )}
    </Section>
  );
}

function Orders({ customer }: { customer: StudioCustomerDetail }) {
  const { t } = useTranslation('studio');
  const formatDate = useFormatDate();
  const money = useOrderMoney();
  return (
    <Section id="customer-orders" title={t('customers.detail.orders')}>
      {customer.orders.length === 0 ? (
        <Text>{t('customers.detail.noOrders')}</Text>
      ) : (
        <DataTable
          label={t('customers.detail.orders')}
          columns={[
            t('orders.column.reference'),
            t('orders.column.time'),
            t('orders.column.total'),
            t('orders.column.status'),
            t('orders.column.portal'),
            t('customers.column.confirmation'),
          ]}
        >
          {customer.orders.map((o) => (
            <tr key={o.uuid}>
              <RowHeader>
                <Link asChild color="brand.fg" textDecoration="underline">
                  <RouterLink to={href('studio.order', { orderUuid: o.uuid })}>{o.reference}</RouterLink>
                </Link>
              </RowHeader>
              <Cell>{formatDate(o.confirmedAt, { withTime: true })}</Cell>
              <Cell>{money(o.total, o.currency)}</Cell>
              <Cell>
                <StatusBadge status={o.status} />
              </Cell>
              <Cell>{o.portal}</Cell>
              <Cell>
                <ResendConfirmation order={o} />
              </Cell>
            </tr>
          ))}
        </DataTable>
      )}
    </Section>
  );
}

function Communication({ customer }: { customer: StudioCustomerDetail }) {
  const { t } = useTranslation('studio');
  const { acceptMail, language } = customer.communication;
  const offers = acceptMail === null ? 'unanswered' : acceptMail ? 'yes' : 'no';
  return (
    <Section id="customer-communication" title={t('customers.detail.communication')}>
      <Stack as="dl" gap="2">
        <Box>
          <Text as="dt" fontWeight="semibold">
            {t('customers.detail.offers')}
          </Text>
          <Text as="dd">{t(`customers.detail.offersAnswer.${offers}`)}</Text>
        </Box>
        <Box>
          <Text as="dt" fontWeight="semibold">
            {t('customers.detail.language')}
          </Text>
          <Text as="dd">{t(`customers.detail.languages.${language}`, { defaultValue: language })}</Text>
        </Box>
        <Box>
          <Text as="dt" fontWeight="semibold">
            {t('customers.detail.reminders')}
          </Text>
          <Text as="dd">
            {customer.sets.length === 0
              ? t('customers.detail.noSets')
              : customer.sets.map((s) => `${s.name}: ${s.reminders ? t('customers.detail.on') : t('customers.detail.off')}`).join(', ')}
          </Text>
        </Box>
      </Stack>
    </Section>
  );
}

function Invites({ customer }: { customer: StudioCustomerDetail }) {
  const { t } = useTranslation('studio');
  const formatDate = useFormatDate();
  return (
    <Section id="customer-invites" title={t('customers.detail.invites')}>
      {customer.invites.length === 0 ? (
        <Text>{t('customers.detail.noInvites')}</Text>
      ) : (
        <DataTable
          label={t('customers.detail.invites')}
          columns={[t('customers.column.recipient'), t('customers.column.sets'), t('customers.column.sent'), t('customers.column.state')]}
        >
          {customer.invites.map((i) => (
            <tr key={`${i.recipientEmail}-${i.sentAt}`}>
              <RowHeader fontWeight="normal">{i.recipientEmail}</RowHeader>
              <Cell>{i.sets.join(', ')}</Cell>
              <Cell>{formatDate(i.sentAt, { withTime: true })}</Cell>
              <Cell>
                {i.acceptedAt
                  ? t('customers.detail.accepted', { at: formatDate(i.acceptedAt) })
                  : new Date(i.expiresAt) < new Date()
                    ? t('customers.detail.expired')
                    : t('customers.detail.open', { until: formatDate(i.expiresAt) })}
              </Cell>
            </tr>
          ))}
        </DataTable>
      )}
    </Section>
  );
}

/**
 * A customer's page (issue 31): picture sets with job and portal, orders (each linked to its page), communication
 * preferences and the shares sent, with what support can do for them. Each opening is read anew (the server writes
 * the access to the audit log), never refetched behind the reader's back.
 */
export function CustomerPage() {
  const { t } = useTranslation('studio');
  const formatDate = useFormatDate();
  const { customerUuid = '' } = useParams();
  const read = useQuery(
    {
      queryKey: ['studio-customer', customerUuid],
      queryFn: ({ signal }) => call(studioApi.studioCustomer, { params: { customerUuid }, signal }),
      staleTime: 0,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      retry: false,
    },
    queryClient,
  );
  const customer = read.data;
  return (
    <ReadState read={read}>
      {() => (
        <StudioPage
          title={customer!.name || customer!.email}
          intro={
            <HStack as="span" gap="3" wrap="wrap">
              <span>{customer!.email}</span>
              <Badge variant="outline" colorPalette="gray" color="fg">
                {customer!.portal}
              </Badge>
              <span>{t('customers.detail.registered', { at: formatDate(customer!.registeredAt) })}</span>
              {customer!.mobile ? <span>{customer!.mobile}</span> : null}
            </HStack>
          }
          actions={
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to={href('studio.customers')}>{t('customers.detail.back')}</RouterLink>
            </Link>
          }
        >
          <CustomerActions customer={customer!} />
          <Sets customer={customer!} />
          <Orders customer={customer!} />
          <Grid templateColumns={{ base: '1fr', lg: '1fr 2fr' }} gap="4" alignItems="start">
            <Communication customer={customer!} />
            <Invites customer={customer!} />
          </Grid>
        </StudioPage>
      )}
    </ReadState>
  );
}
