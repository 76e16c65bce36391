import { useTranslation } from 'react-i18next';
import type { RetouchPicture } from '@shop/contracts/commerce';
import { Button, List, Text } from '@shop/ui';
import { Dialog, Portal } from '@shop/ui/overlays';

/** 'Retouch service': the names of the picture's userRetouchTasks, or 'No retouch options set'; Close. */
export function RetouchServiceDialog({ picture, onClose }: { picture: RetouchPicture; onClose: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <Dialog.Root open placement="center" onOpenChange={(d) => !d.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('retouch.service')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {picture.userRetouchTasks.length === 0 ? (
                <Text>{t('retouch.noTasks')}</Text>
              ) : (
                <List.Root ps="5">
                  {picture.userRetouchTasks.map((task) => (
                    <List.Item key={task.uuid}>{task.name}</List.Item>
                  ))}
                </List.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button minH="11" onClick={onClose}>
                {t('retouch.close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
