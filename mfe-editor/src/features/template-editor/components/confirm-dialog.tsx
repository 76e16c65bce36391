import { Button, Stack } from '@shop/ui';
import { Dialog, Portal } from '@shop/ui/overlays';

/** A question with two answers (unsaved changes, replace all pictures, 'Dear customer'); open while rendered. */
export function ConfirmDialog({
  title,
  body,
  confirm,
  cancel,
  onConfirm,
  onCancel,
}: {
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog.Root open role="alertdialog" placement="center" onOpenChange={(d) => !d.open && onCancel()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{body}</Dialog.Body>
            <Dialog.Footer>
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
                <Button variant="outline" minH="11" onClick={onCancel}>
                  {cancel}
                </Button>
                <Button minH="11" onClick={onConfirm}>
                  {confirm}
                </Button>
              </Stack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
