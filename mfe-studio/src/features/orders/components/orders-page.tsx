import { Alert, Box, Button, chakra, Field, Grid, HStack, Input, Link, Stack, Text } from '@shop/ui';
import { FormAlert, Loading, useFormatDate } from '@shop/ui/toolkit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { call } from '@shop/api-client';
import { buildPath, href, type QueryOf } from '@shop/contracts/core';
import { DELIVERY_METHOD_TYPES } from '@shop/contracts/checkout';
import { LAB_SEND_MAX, STUDIO_ORDER_STATUSES, type StudioOrderSummary, studioApi } from '@shop/contracts/studio';
import { queryClient } from '@shop/data';
import { errorMessage } from '../../../lib/errors';
import { portalOptions, SelectField } from '../../../lib/select-field';
import { StudioPage } from '../../../lib/page';
import { useStaffSession } from '../../../lib/staff';
import { useSendToLab } from '../hooks/use-send-to-lab';
import { useOrderMoney, withQuery } from '../lib/format';
import { StatusBadge } from './status-badge';

const FILTERS = ['q', 'status', 'delivery', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];

const Th = chakra('th', { base: { textAlign: 'start', fontWeight: 'semibold', fontSize: 'sm', px: '2', py: '2', borderBottomWidth: '2px' } });
const Td = chakra('td', { base: { px: '2', py: '2', borderBottomWidth: '1px', verticalAlign: 'top', fontSize: 'sm' } });

function OrderRow({ order, selected, onSelect }: { order: StudioOrderSummary; selected: boolean; onSelect: (on: boolean) => void }) {
  const { t } = useTranslation('studio');
  const formatDate = useFormatDate();
  const money = useOrderMoney();
  return (
    <tr>
      <Td>
        <chakra.input
          type="checkbox"
          w="5"
          h="5"
          checked={selected}
          onChange={(e) => onSelect(e.currentTarget.checked)}
          aria-label={t('orders.select', { reference: order.reference })}
        />
      </Td>
      <Td>
        <Link asChild color="brand.fg" textDecoration="underline" fontWeight="semibold">
          <RouterLink to={href('studio.order', { orderUuid: order.uuid })}>{order.reference}</RouterLink>
        </Link>
      </Td>
      <Td whiteSpace="nowrap">{formatDate(order.confirmedAt, { withTime: true })}</Td>
      <Td>
        <Text>{order.customer.name || order.customer.email}</Text>
        {order.customer.name ? (
          <Text color="fg.muted" wordBreak="break-all">
            {order.customer.email}
          </Text>
        ) : null}
      </Td>
      <Td textAlign="end" whiteSpace="nowrap">
        {money(order.total, order.currency)}
      </Td>
      <Td>
        <StatusBadge status={order.status} />
      </Td>
      <Td>{order.delivery.name}</Td>
      <Td>{order.portal}</Td>
    </tr>
  );
}

/**
 * A portal's orders, newest first (issue 31): search by reference, e-mail or name, filters by status, delivery
 * and dates (kept in the address, so a filtered view can be linked and reloaded), paged by the server's keyset
 * ("More orders"). A selection goes to the lab; the filtered list downloads as CSV for accounting.
 */
export function OrdersPage() {
  const { t } = useTranslation('studio');
  const [params, setParams] = useSearchParams();
  const staff = useStaffSession().data?.staff;
  const portalKey = params.get('portal') || staff?.portals[0]?.key || '';
  const filters = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ''])) as Record<Filter, string>;
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')) as Partial<Record<Filter, string>>;
  const [search, setSearch] = useState(filters.q);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const lab = useSendToLab();
  const list = useInfiniteQuery(
    {
      queryKey: ['studio-orders', portalKey, query],
      enabled: Boolean(portalKey),
      initialPageParam: undefined as string | undefined,
      queryFn: ({ pageParam, signal }) =>
        call(studioApi.studioOrders, {
          params: { portalKey },
          query: { ...(query as QueryOf<typeof studioApi.studioOrders>), ...(pageParam ? { before: pageParam } : {}) },
          signal,
        }),
      getNextPageParam: (last) => last.next ?? undefined,
      staleTime: 0,
    },
    queryClient,
  );
  const setFilter = (name: Filter | 'portal', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
    setSelected(new Set());
  };
  const select = (name: 'status' | 'delivery', options: readonly string[]) => (
    <SelectField
      label={t(`orders.filter.${name}`)}
      options={[{ value: '', label: t('orders.filter.all') }, ...options.map((o) => ({ value: o, label: t(`orders.${name}.${o}`) }))]}
      value={filters[name]}
      onChange={(e) => setFilter(name, e.currentTarget.value)}
    />
  );
  const orders = list.data?.pages.flatMap((p) => p.orders) ?? [];
  const csv = portalKey ? withQuery(buildPath(studioApi.studioOrdersCsv.path, { portalKey }), query) : '';
  const toggle = (uuid: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(uuid);
      else next.delete(uuid);
      return next;
    });
  const allSelected = orders.length > 0 && orders.every((o) => selected.has(o.uuid));

  return (
    <StudioPage
      title={t('orders.title')}
      intro={t('orders.intro')}
      actions={
        csv ? (
          <Button asChild variant="outline">
            <a href={csv} download>
              {t('orders.exportCsv')}
            </a>
          </Button>
        ) : undefined
      }
    >
      <Box
        as="form"
        role="search"
        aria-label={t('orders.filters')}
        onSubmit={(e) => {
          e.preventDefault();
          setFilter('q', search.trim());
        }}
      >
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)', xl: 'repeat(6, 1fr)' }} gap="3" alignItems="end">
          {(staff?.portals.length ?? 0) > 1 ? (
            <SelectField
              label={t('orders.filter.portal')}
              options={portalOptions(staff?.portals)}
              value={portalKey}
              onChange={(e) => setFilter('portal', e.currentTarget.value)}
            />
          ) : null}
          <Field.Root gridColumn={{ xl: 'span 2' }}>
            <Field.Label>{t('orders.filter.q')}</Field.Label>
            <HStack w="full">
              <Input type="search" bg="surface.raised" value={search} onChange={(e) => setSearch(e.currentTarget.value)} maxLength={120} />
              <Button type="submit">{t('orders.search')}</Button>
            </HStack>
          </Field.Root>
          {select('status', STUDIO_ORDER_STATUSES)}
          {select('delivery', DELIVERY_METHOD_TYPES)}
          {(['from', 'to'] as const).map((name) => (
            <Field.Root key={name}>
              <Field.Label>{t(`orders.filter.${name}`)}</Field.Label>
              <Input type="date" bg="surface.raised" value={filters[name]} onChange={(e) => setFilter(name, e.currentTarget.value)} />
            </Field.Root>
          ))}
        </Grid>
      </Box>

      <HStack gap="3" wrap="wrap">
        <Button
          disabled={selected.size === 0 || selected.size > LAB_SEND_MAX}
          loading={lab.busy}
          onClick={async () => {
            if (await lab.send(portalKey, [...selected])) setSelected(new Set());
          }}
        >
          {t('orders.sendSelected', { count: selected.size })}
        </Button>
        {selected.size > LAB_SEND_MAX ? <Text color="fg.error">{t('orders.tooMany', { max: LAB_SEND_MAX })}</Text> : null}
      </HStack>
      {lab.failure ? <FormAlert message={lab.failure} /> : null}
      {lab.sent ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal" color="fg">
            {t('orders.lab.sent', { count: lab.sent.orders.length, references: lab.sent.orders.map((o) => o.reference).join(', ') })}{' '}
            {lab.sent.drop ? t('orders.lab.drop', { folder: lab.sent.drop }) : null}{' '}
            <Link href={lab.sent.download} download color="brand.fg" textDecoration="underline">
              {t('orders.lab.download')}
            </Link>
          </Alert.Title>
        </Alert.Root>
      ) : null}

      {list.isPending && portalKey ? (
        <Loading label={t('frame.loading')} />
      ) : list.isError ? (
        <FormAlert message={errorMessage(list.error, t)} />
      ) : orders.length === 0 ? (
        <Text>{t('orders.empty')}</Text>
      ) : (
        <Stack gap="4">
          <Box overflowX="auto" bg="surface.raised" borderWidth="1px" borderRadius="md">
            <chakra.table w="full" borderCollapse="collapse">
              <caption>
                <chakra.span srOnly>{t('orders.caption')}</chakra.span>
              </caption>
              <thead>
                <tr>
                  <Th>
                    <chakra.input
                      type="checkbox"
                      w="5"
                      h="5"
                      checked={allSelected}
                      onChange={(e) => {
                        const on = e.currentTarget.checked;
                        setSelected(new Set(on ? orders.map((o) => o.uuid) : []));
                      }}
                      aria-label={t('orders.selectAll')}
                    />
                  </Th>
                  <Th>{t('orders.column.reference')}</Th>
                  <Th>{t('orders.column.time')}</Th>
                  <Th>{t('orders.column.customer')}</Th>
                  <Th textAlign="end">{t('orders.column.total')}</Th>
                  <Th>{t('orders.column.status')}</Th>
                  <Th>{t('orders.column.delivery')}</Th>
                  <Th>{t('orders.column.portal')}</Th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <OrderRow key={order.uuid} order={order} selected={selected.has(order.uuid)} onSelect={(on) => toggle(order.uuid, on)} />
                ))}
              </tbody>
            </chakra.table>
          </Box>
          {list.hasNextPage ? (
            <Box>
              <Button variant="outline" onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
                {t('orders.more')}
              </Button>
            </Box>
          ) : null}
        </Stack>
      )}
    </StudioPage>
  );
}
