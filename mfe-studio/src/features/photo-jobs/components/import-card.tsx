import { call } from '@shop/api-client';
import { type PhotoJobImport, studioApi } from '@shop/contracts/studio';
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@shop/ui';
import { FormAlert, useFormatDate } from '@shop/ui/toolkit';
import { useTranslation } from 'react-i18next';
import { useSave } from '../../../lib/use-save';
import { refreshJobs } from '../hooks/use-photo-jobs';
import { ProblemTable } from './problem-table';
import { ProgressBar } from './progress-bar';

const TONE: Record<PhotoJobImport['state'], string> = {
  checking: 'blue',
  problems: 'red',
  ready: 'green',
  queued: 'blue',
  importing: 'blue',
  done: 'green',
  failed: 'red',
};

/** One uploaded folder: where it is, its checks (every problem, or what the import will do), the progress per stage, and "Import". */
export function ImportCard({ portalKey, item }: { portalKey: string; item: PhotoJobImport }) {
  const { t } = useTranslation('studio');
  const formatDate = useFormatDate();
  const save = useSave();
  const start = () =>
    save.run(async () => {
      const imported = await call(studioApi.startPhotoJobImport, { params: { portalKey, importUuid: item.uuid } });
      await refreshJobs(portalKey, { imported });
    });
  const o = item.outcome;
  const headingId = `import-${item.uuid}`;
  return (
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4" bg="surface.raised">
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h3" size="md" id={headingId}>
            {item.fileName}
          </Heading>
          <Badge colorPalette={TONE[item.state]} size="lg">
            {t(`jobs.importState.${item.state}`)}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t('jobs.import.by', { name: item.by.name || item.by.email, at: formatDate(item.createdAt, { withTime: true }) })}
        </Text>
        {['checking', 'queued', 'importing', 'done'].includes(item.state) || item.progress.picturesRead.total > 0 ? (
          <Stack gap="2">
            <ProgressBar label={t('jobs.progress.pictures')} done={item.progress.picturesRead.done} total={item.progress.picturesRead.total} />
            {item.state !== 'checking' && item.state !== 'ready' && item.state !== 'problems' ? (
              <ProgressBar label={t('jobs.progress.derivatives')} done={item.progress.derivativesMade.done} total={item.progress.derivativesMade.total} />
            ) : null}
          </Stack>
        ) : null}
        {item.state === 'problems' ? (
          <Stack gap="2">
            <Text>{t('jobs.import.problems', { count: item.problems.length })}</Text>
            <ProblemTable problems={item.problems} caption={t('jobs.problems.caption', { name: item.fileName })} />
          </Stack>
        ) : null}
        {o && (item.state === 'ready' || item.state === 'done') ? (
          <Text>
            {t(item.state === 'ready' ? 'jobs.import.willDo' : 'jobs.import.did', {
              job: o.job.name,
              subjectsNew: o.subjects.created,
              subjectsChanged: o.subjects.updated,
              picturesNew: o.pictures.created,
              picturesChanged: o.pictures.updated,
              codes: o.codesGenerated,
            })}
          </Text>
        ) : null}
        {item.state === 'failed' && item.error ? <FormAlert message={t('jobs.import.failed', { reason: item.error })} /> : null}
        {item.state === 'ready' ? (
          <Box>
            <Button onClick={start} loading={save.busy}>
              {t('jobs.import.start')}
            </Button>
          </Box>
        ) : null}
        {save.failure ? <FormAlert message={save.failure} /> : null}
      </Stack>
    </Box>
  );
}
