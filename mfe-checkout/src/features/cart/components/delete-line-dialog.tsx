import { useTranslation } from 'react-i18next';
import { Button, HStack } from '@shop/ui';
import { Dialog, Portal } from '@shop/ui/overlays';

/** 'Delete product?' with Cancel and Delete (spec 3); open while rendered. */
export function DeleteLineDialog({ name, onCancel, onConfirm }: { name: string; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <Dialog.Root open role="alertdialog" placement="center" onOpenChange={(d) => !d.open && onCancel()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('cart.deleteDialog.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{name}</Dialog.Body>
            <Dialog.Footer>
              <HStack gap="3">
                <Button variant="outline" minH="11" onClick={onCancel}>
                  {t('cart.deleteDialog.cancel')}
                </Button>
                <Button colorPalette="red" minH="11" onClick={onConfirm}>
                  {t('cart.deleteDialog.confirm')}
                </Button>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
