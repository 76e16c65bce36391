import { Box, Button, Link, Stack, Text } from '@shop/ui';
import { FormAlert, Loading, useFormatDate } from '@shop/ui/toolkit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { call } from '@shop/api-client';
import { href } from '@shop/contracts/core';
import { studioApi } from '@shop/contracts/studio';
import { queryClient } from '@shop/data';
import { errorMessage } from '../../../lib/errors';
import { portalOptions, SelectField } from '../../../lib/select-field';
import { StudioPage } from '../../../lib/page';
import { useStaffSession } from '../../../lib/staff';
import { Cell, DataTable, RowHeader } from '../../../lib/table';
import { useMegabytes } from '../lib/size';

/**
 * A portal's support recordings (the /debug page's, issue 31), newest first with time, pages and size; each opens
 * the studio's replay. An operator sees their portals' recordings, support every portal's (decision 0109).
 */
export function RecordingsPage() {
  const { t } = useTranslation('studio');
  const formatDate = useFormatDate();
  const megabytes = useMegabytes();
  const navigate = useNavigate();
  const { portalKey = '' } = useParams();
  const staff = useStaffSession().data?.staff;
  const list = useInfiniteQuery(
    {
      queryKey: ['studio-recordings', portalKey],
      initialPageParam: undefined as string | undefined,
      queryFn: ({ pageParam, signal }) => call(studioApi.studioRecordings, { params: { portalKey }, query: pageParam ? { before: pageParam } : {}, signal }),
      getNextPageParam: (last) => last.next ?? undefined,
      staleTime: 0,
    },
    queryClient,
  );
  const recordings = list.data?.pages.flatMap((p) => p.recordings) ?? [];
  return (
    <StudioPage
      title={t('recordings.title')}
      intro={t('recordings.intro')}
      actions={
        <Link asChild color="brand.fg" textDecoration="underline">
          <RouterLink to={href('studio.customers')}>{t('recordings.toCustomers')}</RouterLink>
        </Link>
      }
    >
      {(staff?.portals.length ?? 0) > 1 ? (
        <SelectField
          root={{ maxW: 'sm' }}
          label={t('customers.portal')}
          options={portalOptions(staff?.portals)}
          value={portalKey}
          onChange={(e) => navigate(href('studio.portal-recordings', { portalKey: e.currentTarget.value }))}
        />
      ) : null}
      {list.isPending ? (
        <Loading label={t('frame.loading')} />
      ) : list.isError ? (
        <FormAlert message={errorMessage(list.error, t)} />
      ) : recordings.length === 0 ? (
        <Text>{t('recordings.empty')}</Text>
      ) : (
        <Stack gap="4">
          <Box bg="surface.raised" borderWidth="1px" borderRadius="md">
            <DataTable
              label={t('recordings.list')}
              columns={[
                t('recordings.column.started'),
                t('recordings.column.state'),
                t('recordings.column.pages'),
                t('recordings.column.size'),
                t('recordings.column.browser'),
              ]}
            >
              {recordings.map((r) => (
                <tr key={r.uuid}>
                  <RowHeader>
                    <Link asChild color="brand.fg" textDecoration="underline">
                      <RouterLink to={href('studio.recording', { recordingUuid: r.uuid })}>{formatDate(r.startedAt, { withTime: true })}</RouterLink>
                    </Link>
                  </RowHeader>
                  <Cell>{r.stoppedAt ? t('recordings.stopped', { at: formatDate(r.stoppedAt, { withTime: true }) }) : t('recordings.running')}</Cell>
                  <Cell>{r.pages}</Cell>
                  <Cell>{megabytes(r.bytes)}</Cell>
                  <Cell>
                    <Text maxW="md" truncate title={r.userAgent}>
                      {r.userAgent}
                    </Text>
                  </Cell>
                </tr>
              ))}
            </DataTable>
          </Box>
          {list.hasNextPage ? (
            <Box>
              <Button variant="outline" onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
                {t('recordings.more')}
              </Button>
            </Box>
          ) : null}
        </Stack>
      )}
    </StudioPage>
  );
}
