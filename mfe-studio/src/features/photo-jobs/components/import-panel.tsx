import { studioApi } from '@shop/contracts/studio';
import { call } from '@shop/api-client';
import { Box, Button, Field, HStack, Input, Stack, Text } from '@shop/ui';
import { FormAlert } from '@shop/ui/toolkit';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, StudioRefusal } from '../../../lib/errors';
import { PHOTO_JOB_UPLOAD_RULES } from '@shop/contracts/studio';
import { refreshJobs } from '../hooks/use-photo-jobs';
import { type UploadHandle, uploadJobZip, zipFolder } from '../lib/upload';
import { ProgressBar } from './progress-bar';

type Stage = { kind: 'idle' } | { kind: 'zipping'; done: number; total: number } | { kind: 'uploading'; sent: number; total: number; name: string };

/**
 * "Import photo job": a zip of the job folder, or the folder itself, sent resumably; when every byte is
 * there, the server's dry run starts and the import appears in the list below with its checks.
 */
export function ImportPanel({ portalKey }: { portalKey: string }) {
  const { t } = useTranslation('studio');
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);
  const handle = useRef<UploadHandle | null>(null);
  const zipInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);

  const send = async (file: Blob, name: string) => {
    if (file.size > PHOTO_JOB_UPLOAD_RULES.maxBytes) throw new StudioRefusal(t('jobs.upload.tooLarge'));
    setStage({ kind: 'uploading', sent: 0, total: file.size, name });
    handle.current = uploadJobZip(file, name, portalKey, (sent, total) => setStage({ kind: 'uploading', sent, total, name }));
    const uploadId = await handle.current.done;
    const imported = await call(studioApi.createPhotoJobImport, { params: { portalKey }, body: { uploadId } });
    await refreshJobs(portalKey, { imported });
  };
  const run = async (work: () => Promise<void>) => {
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(error instanceof Error && !(error instanceof StudioRefusal) && 'originalRequest' in error ? t('errors.network') : errorMessage(error, t));
    } finally {
      handle.current = null;
      setStage({ kind: 'idle' });
      if (zipInput.current) zipInput.current.value = '';
      if (folderInput.current) folderInput.current.value = '';
    }
  };
  const onZip = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    void run(async () => {
      if (!/\.zip$/i.test(file.name)) throw new StudioRefusal(t('jobs.upload.notZip'));
      await send(file, file.name);
    });
  };
  const onFolder = (files: FileList | null) => {
    if (!files?.length) return;
    void run(async () => {
      const { zip, name } = await zipFolder([...files], (done, total) => setStage({ kind: 'zipping', done, total }));
      await send(zip, name);
    });
  };
  const busy = stage.kind !== 'idle';
  return (
    <Stack gap="4">
      <Text>{t('jobs.upload.intro')}</Text>
      <HStack gap="4" wrap="wrap" align="flex-end">
        <Field.Root width="auto">
          <Field.Label>{t('jobs.upload.zip')}</Field.Label>
          <Input ref={zipInput} type="file" accept=".zip,application/zip" disabled={busy} onChange={(e) => onZip(e.currentTarget.files)} p="1" />
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>{t('jobs.upload.folder')}</Field.Label>
          <Input
            ref={folderInput}
            type="file"
            disabled={busy}
            onChange={(e) => onFolder(e.currentTarget.files)}
            p="1"
            {...({ webkitdirectory: '', directory: '' } as Record<string, string>)}
          />
        </Field.Root>
      </HStack>
      {stage.kind === 'zipping' ? <ProgressBar label={t('jobs.upload.zipping')} done={stage.done} total={stage.total} /> : null}
      {stage.kind === 'uploading' ? (
        <Box>
          <ProgressBar label={t('jobs.upload.uploading', { name: stage.name })} done={stage.sent} total={stage.total} bytes />
          <Button mt="2" size="sm" variant="outline" onClick={() => handle.current?.abort()}>
            {t('jobs.upload.pause')}
          </Button>
        </Box>
      ) : null}
      {failure ? <FormAlert message={failure} /> : null}
    </Stack>
  );
}
