import { Box, Button, Grid, HStack, Link, Stack, Text } from '@shop/ui';
import { FormAlert, Loading, useFormatDate } from '@shop/ui/toolkit';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { call } from '@shop/api-client';
import { href } from '@shop/contracts/core';
import { studioApi } from '@shop/contracts/studio';
import { queryClient } from '@shop/data';
import { errorMessage } from '../../../lib/errors';
import { ReadState, Section, StudioPage } from '../../../lib/page';
import { useMegabytes } from '../lib/size';

// rrweb-player (and rrweb with it) only on this screen, loaded when a recording is opened
const RecordingPlayer = lazy(() => import('./player'));

/** Delete, after a second press that says it is for good. */
function DeleteRecording({ uuid, portal }: { uuid: string; portal: string }) {
  const { t } = useTranslation('studio');
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await call(studioApi.deleteRecording, { params: { recordingUuid: uuid } });
      await queryClient.invalidateQueries({ queryKey: ['studio-recordings'] });
      navigate(href('studio.portal-recordings', { portalKey: portal }));
    } catch (error) {
      setFailure(errorMessage(error, t));
      setBusy(false);
    }
  };
  return (
    <Stack gap="2">
      {asking ? (
        <HStack gap="3" wrap="wrap">
          <Text>{t('recordings.deleteAsk')}</Text>
          <Button colorPalette="red" loading={busy} onClick={() => void remove()}>
            {t('recordings.deleteForGood')}
          </Button>
          <Button variant="outline" onClick={() => setAsking(false)}>
            {t('common.cancel')}
          </Button>
        </HStack>
      ) : (
        <Box>
          <Button variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
            {t('recordings.delete')}
          </Button>
        </Box>
      )}
      {failure ? <FormAlert message={failure} /> : null}
    </Stack>
  );
}

/**
 * One support recording replayed with rrweb's player, its facts beside it, and its deletion. The server writes each
 * opening to the audit log, so it is read once per opening (no refetch behind the reader's back).
 */
export function RecordingPage() {
  const { t } = useTranslation('studio');
  const formatDate = useFormatDate();
  const megabytes = useMegabytes();
  const { recordingUuid = '' } = useParams();
  const read = useQuery(
    {
      queryKey: ['studio-recording', recordingUuid],
      queryFn: ({ signal }) => call(studioApi.studioRecording, { params: { recordingUuid }, signal }),
      staleTime: 0,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      retry: false,
    },
    queryClient,
  );
  return (
    <ReadState read={read}>
      {() => {
        const { recording, events } = read.data!;
        return (
          <StudioPage
            title={t('recordings.replayTitle', { at: formatDate(recording.startedAt, { withTime: true }) })}
            intro={t('recordings.facts', { portal: recording.portal, count: recording.pages, size: megabytes(recording.bytes) })}
            actions={
              <Link asChild color="brand.fg" textDecoration="underline">
                <RouterLink to={href('studio.portal-recordings', { portalKey: recording.portal })}>{t('recordings.back')}</RouterLink>
              </Link>
            }
          >
            <Section id="recording-replay" title={t('recordings.replay')}>
              {events.length < 2 ? (
                <Text>{t('recordings.tooShort')}</Text>
              ) : (
                <Suspense fallback={<Loading label={t('recordings.loadingPlayer')} />}>
                  <RecordingPlayer events={events} label={t('recordings.replay')} />
                </Suspense>
              )}
            </Section>
            <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4" alignItems="start">
              <Section id="recording-facts" title={t('recordings.about')}>
                <Text>
                  {recording.stoppedAt ? t('recordings.stopped', { at: formatDate(recording.stoppedAt, { withTime: true }) }) : t('recordings.running')}
                </Text>
                <Text wordBreak="break-word">{recording.userAgent}</Text>
              </Section>
              <Section id="recording-delete" title={t('recordings.delete')}>
                <DeleteRecording uuid={recording.uuid} portal={recording.portal} />
              </Section>
            </Grid>
          </StudioPage>
        );
      }}
    </ReadState>
  );
}
