import { useTranslation } from 'react-i18next';
import { CloseButton, Dialog, Portal } from '@shop/ui/overlays';
import { ShareFlow } from './share-flow';

/** The share-pictures dialog flow (select sets → recipients → receipt), the same flow as /my-account/share. */
export function ShareDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account-profile');
  return (
    <Dialog.Root open placement="center" scrollBehavior="inside" onOpenChange={(d) => !d.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('share.heading')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <ShareFlow />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="lg" aria-label={t('share.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
