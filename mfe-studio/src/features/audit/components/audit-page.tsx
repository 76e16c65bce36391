import { Box, Button, Field, Grid, Input, Stack } from '@shop/ui';
import { FormAlert, Loading } from '@shop/ui/toolkit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { call } from '@shop/api-client';
import { AUDIT_KINDS, studioApi } from '@shop/contracts/studio';
import { queryClient, useCall } from '@shop/data';
import { errorMessage } from '../../../lib/errors';
import { StudioPage } from '../../../lib/page';
import { SelectField } from '../../../lib/select-field';
import { useStaffSession } from '../../../lib/staff';
import { AuditEntries, kindKey } from './audit-entries';

const FILTERS = ['portal', 'staff', 'kind', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];

/**
 * The audit log, newest first, with filters by portal, staff member, kind and date (kept in the address, so a
 * filtered view can be linked and reloaded). Read only: nothing in the studio changes or deletes an entry.
 */
export function AuditPage() {
  const { t } = useTranslation('studio');
  const [params, setParams] = useSearchParams();
  const staff = useStaffSession().data?.staff;
  const members = useCall(studioApi.staffList);
  const filters = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ''])) as Record<Filter, string>;
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  const log = useInfiniteQuery(
    {
      queryKey: ['studio-audit', query],
      initialPageParam: undefined as string | undefined,
      queryFn: ({ pageParam, signal }) => call(studioApi.auditLog, { query: { ...query, ...(pageParam ? { before: pageParam } : {}) }, signal }),
      getNextPageParam: (last) => last.next ?? undefined,
      staleTime: 0,
      // the shop's one cache (@shop/data), not a provider's: the studio has none of its own
    },
    queryClient,
  );
  const setFilter = (name: Filter, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const select = (name: 'portal' | 'staff' | 'kind', options: { value: string; label: string }[]) => (
    <SelectField
      label={t(`audit.filter.${name}`)}
      options={[{ value: '', label: t('audit.filter.all') }, ...options]}
      value={filters[name]}
      onChange={(e) => setFilter(name, e.currentTarget.value)}
    />
  );
  return (
    <StudioPage title={t('audit.title')} intro={t('audit.intro')}>
      <Box as="form" role="search" aria-label={t('audit.filters')} onSubmit={(e) => e.preventDefault()}>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)', xl: 'repeat(5, 1fr)' }} gap="3">
          {select(
            'portal',
            (staff?.portals ?? []).map((p) => ({ value: p.key, label: p.name })),
          )}
          {select(
            'staff',
            (members.data?.staff ?? []).map((m) => ({ value: m.uuid, label: m.name || m.email })),
          )}
          {select(
            'kind',
            AUDIT_KINDS.map((k) => ({ value: k, label: t(`audit.kinds.${kindKey(k)}`) })),
          )}
          {(['from', 'to'] as const).map((name) => (
            <Field.Root key={name}>
              <Field.Label>{t(`audit.filter.${name}`)}</Field.Label>
              <Input type="date" bg="surface.raised" value={filters[name]} onChange={(e) => setFilter(name, e.currentTarget.value)} />
            </Field.Root>
          ))}
        </Grid>
      </Box>
      {log.isPending ? (
        <Loading label={t('frame.loading')} />
      ) : log.isError ? (
        <FormAlert message={errorMessage(log.error, t)} />
      ) : (
        <Stack gap="4">
          <AuditEntries entries={log.data.pages.flatMap((p) => p.entries)} />
          {log.hasNextPage ? (
            <Box>
              <Button variant="outline" onClick={() => log.fetchNextPage()} loading={log.isFetchingNextPage}>
                {t('audit.more')}
              </Button>
            </Box>
          ) : null}
        </Stack>
      )}
    </StudioPage>
  );
}
