import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Stack, Text, useDocumentTitle, Alert, Code } from '@shop/ui';
import {
  currentRecordingId,
  reportError,
  resumeRecording,
  startRecording,
  stopRecording,
  unclosedRecordingId,
  subscribeRecorder,
} from '../chrome/debug-recorder';
import { PageHeading, PageLayout } from './layout';

/**
 * /debug: the customer starts or stops a recording of this tab for support (rrweb, see
 * chrome/debug-recorder.ts). The recording id is shown so support can find it.
 */
export default function DebugPage() {
  const { t } = useTranslation('shell-pages');
  useDocumentTitle(t('debug.title'));
  const [recordingId, setRecordingId] = useState<string | null>(() => currentRecordingId());
  const [unclosedId, setUnclosedId] = useState<string | null>(() => unclosedRecordingId());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cookiesEnabled = typeof navigator === 'undefined' || navigator.cookieEnabled !== false;

  useEffect(() => subscribeRecorder(setRecordingId), []);
  useEffect(() => {
    if (!cookiesEnabled || !currentRecordingId()) return;
    resumeRecording().catch((err) => reportError('Resuming the support recording failed', err));
  }, [cookiesEnabled]);

  if (!cookiesEnabled) {
    return (
      <PageLayout>
        <PageHeading>{t('debug.title')}</PageHeading>
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('debug.cookiesDisabled')}</Alert.Title>
        </Alert.Root>
      </PageLayout>
    );
  }

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      setRecordingId(await startRecording());
    } catch (err) {
      reportError('Starting the support recording failed', err);
      setError(t('debug.startFailed'));
    } finally {
      setBusy(false);
    }
  };

  const stop = async () => {
    setBusy(true);
    setError(null);
    try {
      await stopRecording();
    } catch (err) {
      reportError('Error stopping debug mode', err);
      window.alert(t('debug.stopFailed'));
      setError(t('debug.stopFailed'));
    } finally {
      setRecordingId(currentRecordingId());
      setUnclosedId(unclosedRecordingId());
      setBusy(false);
    }
  };

  return (
    <PageLayout>
      <PageHeading>{t('debug.title')}</PageHeading>
      <Text>{t('debug.intro')}</Text>
      <Text>{t('debug.privacy')}</Text>
      <Box role="status" borderWidth="1px" borderColor="border" borderRadius="md" padding="4">
        {recordingId ? (
          <Stack gap="1">
            <Text fontWeight="semibold">{t('debug.on')}</Text>
            <Text>
              {t('debug.id')} <Code data-testid="recording-id">{recordingId}</Code>
            </Text>
          </Stack>
        ) : unclosedId ? (
          <Stack gap="1">
            <Text fontWeight="semibold">{t('debug.unclosed')}</Text>
            <Text>
              {t('debug.id')} <Code data-testid="recording-id">{unclosedId}</Code>
            </Text>
          </Stack>
        ) : (
          <Text fontWeight="semibold">{t('debug.off')}</Text>
        )}
      </Box>
      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : null}
      <div>
        {recordingId || unclosedId ? (
          <Button size="lg" colorPalette="brand" onClick={() => void stop()} loading={busy}>
            {recordingId ? t('debug.stop') : t('debug.stopAgain')}
          </Button>
        ) : (
          <Button size="lg" colorPalette="brand" onClick={() => void start()} loading={busy}>
            {t('debug.start')}
          </Button>
        )}
      </div>
    </PageLayout>
  );
}
