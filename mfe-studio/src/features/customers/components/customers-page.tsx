import { Box, Button, chakra, Field, Grid, HStack, Input, Link, Stack, Text } from '@shop/ui';
import { FormAlert, Loading, useFormatDate } from '@shop/ui/toolkit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { call } from '@shop/api-client';
import { href } from '@shop/contracts/core';
import { studioApi } from '@shop/contracts/studio';
import { queryClient } from '@shop/data';
import { errorMessage } from '../../../lib/errors';
import { portalOptions, SelectField } from '../../../lib/select-field';
import { StudioPage } from '../../../lib/page';
import { useStaffSession } from '../../../lib/staff';
import { Cell, DataTable, RowHeader } from '../../../lib/table';

/**
 * Finding a customer (issue 31): by a part of the e-mail or name, or a picture code, searched on the server and
 * paged ('More customers'); the search is kept in the address so a result can be reloaded. An operator finds only
 * the customers with a set or an order in their portals.
 */
export function CustomersPage() {
  const { t } = useTranslation('studio');
  const formatDate = useFormatDate();
  const [params, setParams] = useSearchParams();
  const staff = useStaffSession().data?.staff;
  const q = params.get('q') ?? '';
  const portal = params.get('portal') ?? '';
  const [search, setSearch] = useState(q);
  const list = useInfiniteQuery(
    {
      queryKey: ['studio-customers', q, portal],
      initialPageParam: undefined as string | undefined,
      queryFn: ({ pageParam, signal }) =>
        call(studioApi.studioCustomers, {
          query: { ...(q ? { q } : {}), ...(portal ? { portal } : {}), ...(pageParam ? { before: pageParam } : {}) },
          signal,
        }),
      getNextPageParam: (last) => last.next ?? undefined,
      staleTime: 0,
    },
    queryClient,
  );
  const set = (name: 'q' | 'portal', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const customers = list.data?.pages.flatMap((p) => p.customers) ?? [];
  const recordingsPortal = portal || staff?.portals[0]?.key;

  return (
    <StudioPage
      title={t('customers.title')}
      intro={t('customers.intro')}
      actions={
        recordingsPortal ? (
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to={href('studio.portal-recordings', { portalKey: recordingsPortal })}>{t('recordings.title')}</RouterLink>
          </Link>
        ) : undefined
      }
    >
      <Box
        as="form"
        role="search"
        aria-label={t('customers.search')}
        onSubmit={(e) => {
          e.preventDefault();
          set('q', search.trim());
        }}
      >
        <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="3" alignItems="end">
          <Field.Root>
            <Field.Label>{t('customers.query')}</Field.Label>
            <HStack w="full">
              <Input type="search" bg="surface.raised" value={search} onChange={(e) => setSearch(e.currentTarget.value)} maxLength={120} />
              <Button type="submit">{t('customers.find')}</Button>
            </HStack>
            <Field.HelperText>{t('customers.queryHelp')}</Field.HelperText>
          </Field.Root>
          {(staff?.portals.length ?? 0) > 1 ? (
            <SelectField
              label={t('customers.portal')}
              options={[{ value: '', label: t('customers.allPortals') }, ...portalOptions(staff?.portals)]}
              value={portal}
              onChange={(e) => set('portal', e.currentTarget.value)}
            />
          ) : null}
        </Grid>
      </Box>

      {list.isPending ? (
        <Loading label={t('frame.loading')} />
      ) : list.isError ? (
        <FormAlert message={errorMessage(list.error, t)} />
      ) : customers.length === 0 ? (
        <Text role="status">{q ? t('customers.noneFound', { q }) : t('customers.none')}</Text>
      ) : (
        <Stack gap="4">
          <Box bg="surface.raised" borderWidth="1px" borderRadius="md">
            <DataTable
              label={t('customers.results')}
              columns={[t('customers.column.name'), t('customers.column.email'), t('customers.column.portal'), t('customers.column.registered')]}
            >
              {customers.map((c) => (
                <tr key={c.uuid}>
                  <RowHeader>
                    <Link asChild color="brand.fg" textDecoration="underline">
                      <RouterLink to={href('studio.customer', { customerUuid: c.uuid })}>{c.name || c.email}</RouterLink>
                    </Link>
                  </RowHeader>
                  <Cell>
                    <chakra.span wordBreak="break-all">{c.email}</chakra.span>
                  </Cell>
                  <Cell>{c.portal}</Cell>
                  <Cell>{formatDate(c.registeredAt)}</Cell>
                </tr>
              ))}
            </DataTable>
          </Box>
          {list.hasNextPage ? (
            <Box>
              <Button variant="outline" onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
                {t('customers.more')}
              </Button>
            </Box>
          ) : null}
        </Stack>
      )}
    </StudioPage>
  );
}
