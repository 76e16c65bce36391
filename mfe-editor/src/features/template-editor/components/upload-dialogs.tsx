import { useTranslation } from 'react-i18next';
import { Box, Button, Stack, Text } from '@shop/ui';
import { Dialog, Portal } from '@shop/ui/overlays';
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
        <Dialog.Root open role="alertdialog" placement="center" onOpenChange={(d) => !d.open && uploads.closeFailed()}>
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Header>
                  <Dialog.Title>{t('upload.failedTitle')}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Text>{t('upload.failedBody')}</Text>
                  <Text>{t('upload.failedHint')}</Text>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button minH="11" onClick={uploads.closeFailed}>
                    {t('actions.ok')}
                  </Button>
                </Dialog.Footer>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      )}
    </>
  );
}
