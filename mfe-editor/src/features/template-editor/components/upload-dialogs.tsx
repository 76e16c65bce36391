import { useTranslation } from 'react-i18next';
import { Box, Button, Stack, Text } from '@shop/ui';
import { DialogFrame } from '@shop/ui/overlays';
import type { useUpload } from '../hooks/use-upload';

/** The upload's progress (with 'Retrying...') and the 'Upload failed' dialog (spec 2 section 2). */
export function UploadDialogs({ uploads }: { uploads: ReturnType<typeof useUpload> }) {
  const { t } = useTranslation('editor');
  return (
    <>
      {uploads.busy && (
        <Stack gap="1" role="status" aria-live="polite">
          <Text fontSize="sm">{t('upload.uploading')}</Text>
          <Box h="2" bg="bg.muted" borderRadius="full" overflow="hidden">
            <Box
              h="full"
              bg="brand.solid"
              w={`${Math.round(uploads.progress * 100)}%`}
              role="progressbar"
              aria-label={t('upload.progress')}
              aria-valuenow={Math.round(uploads.progress * 100)}
              aria-valuemin={0}
              aria-valuemax={100}
            />
          </Box>
          {uploads.retrying && <Text fontSize="sm">{t('upload.retrying')}</Text>}
        </Stack>
      )}
      {uploads.failed && (
        <DialogFrame
          role="alertdialog"
          onClose={() => uploads.closeFailed()}
          title={t('upload.failedTitle')}
          footer={
            <Button minH="11" onClick={uploads.closeFailed}>
              {t('actions.ok')}
            </Button>
          }
        >
          <Text>{t('upload.failedBody')}</Text>
          <Text>{t('upload.failedHint')}</Text>
        </DialogFrame>
      )}
    </>
  );
}
