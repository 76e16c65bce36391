import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton, Dialog, Portal } from '@shop/ui/overlays';

interface SimpleDialogProps {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  onClose: () => void;
  role?: 'dialog' | 'alertdialog';
}

/**
 * A dialog that is open while it is rendered: the caller mounts it (lazily) to open it and unmounts it
 * in onClose. Escape, the backdrop and the close button all close it.
 */
export function SimpleDialog({ title, children, footer, onClose, role = 'dialog' }: SimpleDialogProps) {
  const { t } = useTranslation('access');
  return (
    <Dialog.Root open role={role} placement="center" onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="lg" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
