import { Button, Stack } from '@shop/ui';
import { DialogFrame } from '@shop/ui/overlays';

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
    <DialogFrame
      role="alertdialog"
      onClose={onCancel}
      title={title}
      footer={
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
          <Button variant="outline" minH="11" onClick={onCancel}>
            {cancel}
          </Button>
          <Button minH="11" onClick={onConfirm}>
            {confirm}
          </Button>
        </Stack>
      }
    >
      {body}
    </DialogFrame>
  );
}
