import { call } from '@shop/api-client';
import { buildPath } from '@shop/contracts/core';
import { type PhotoJobChange, type PhotoJobSummary, studioApi } from '@shop/contracts/studio';
import { Badge, Box, Button, chakra, Field, Heading, HStack, Input, Link, SimpleGrid, Stack, Text } from '@shop/ui';
import { FormAlert, useFormatDate } from '@shop/ui/toolkit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSave } from '../../../lib/use-save';
import { refreshJobs } from '../hooks/use-photo-jobs';

const CODES_PATH = '/api/studio/portals/:portalKey/photo-jobs/:jobUuid/codes.csv';
const TONE: Record<PhotoJobSummary['state'], string> = { not_in_shop: 'gray', in_shop: 'green', selection_deadline: 'orange', archived: 'purple' };

/** The date input's day (local), and back: the deadline is the end of that day. */
const dayOf = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const endOfDay = (day: string) => new Date(`${day}T23:59:59`).toISOString();

/** One job: its state and counts, and what the office does with it (each change in the audit log). */
export function JobCard({ portalKey, job }: { portalKey: string; job: PhotoJobSummary }) {
  const { t } = useTranslation('studio');
  const formatDate = useFormatDate();
  const save = useSave();
  const [day, setDay] = useState(dayOf(job.selectionDeadline));
  const change = (body: PhotoJobChange) =>
    save.run(async () => {
      await call(studioApi.changePhotoJob, { params: { portalKey, jobUuid: job.uuid }, body });
      await refreshJobs(portalKey);
    });
  const headingId = `job-${job.uuid}`;
  const stats: [string, number][] = [
    [t('jobs.counts.subjects'), job.subjects],
    [t('jobs.counts.pictures'), job.pictures],
    [t('jobs.counts.codesUsed'), job.codesUsed],
    [t('jobs.counts.orders'), job.orders],
  ];
  return (
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" borderRadius="lg" p="4" bg="surface.raised">
      <Stack gap="4">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Stack gap="0">
            <Heading as="h3" size="md" id={headingId}>
              {job.name}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {job.key} · {job.year}
            </Text>
          </Stack>
          <Badge colorPalette={TONE[job.state]} size="lg">
            {job.state === 'selection_deadline' && job.selectionDeadline
              ? t('jobs.state.selection_deadline_at', { date: formatDate(job.selectionDeadline) })
              : t(`jobs.state.${job.state}`)}
          </Badge>
        </HStack>
        <chakra.dl display="grid" gridTemplateColumns="repeat(4, minmax(0, 1fr))" gap="2">
          {stats.map(([label, value]) => (
            <Box key={label}>
              <chakra.dt fontSize="sm" color="fg.muted">
                {label}
              </chakra.dt>
              <chakra.dd fontSize="xl" fontWeight="semibold" m="0">
                {value}
              </chakra.dd>
            </Box>
          ))}
        </chakra.dl>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="end">
          <HStack gap="2" wrap="wrap">
            <Button size="sm" onClick={() => change({ change: job.inShop ? 'take-out-of-shop' : 'put-in-shop' })} disabled={save.busy}>
              {job.inShop ? t('jobs.actions.takeOut') : t('jobs.actions.putIn')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => change({ change: job.archived ? 'unarchive' : 'archive' })} disabled={save.busy}>
              {job.archived ? t('jobs.actions.unarchive') : t('jobs.actions.archive')}
            </Button>
            {job.codesForLetters > 0 ? (
              <Link href={buildPath(CODES_PATH, { portalKey, jobUuid: job.uuid })} download fontSize="sm" fontWeight="semibold" textDecoration="underline">
                {t('jobs.actions.codes', { count: job.codesForLetters })}
              </Link>
            ) : null}
          </HStack>
          <chakra.form
            display="flex"
            gap="2"
            alignItems="flex-end"
            flexWrap="wrap"
            onSubmit={(e) => {
              e.preventDefault();
              void change({ change: 'selection-deadline', deadline: day ? endOfDay(day) : null });
            }}
          >
            <Field.Root width="auto">
              <Field.Label>{t('jobs.actions.deadline')}</Field.Label>
              <Input type="date" size="sm" value={day} onChange={(e) => setDay(e.currentTarget.value)} />
            </Field.Root>
            <Button type="submit" size="sm" variant="outline" disabled={save.busy}>
              {day ? t('jobs.actions.setDeadline') : t('jobs.actions.clearDeadline')}
            </Button>
          </chakra.form>
        </SimpleGrid>
        {save.failure ? <FormAlert message={save.failure} /> : null}
      </Stack>
    </Box>
  );
}
