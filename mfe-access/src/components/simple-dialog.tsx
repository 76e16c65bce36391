import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '@shop/ui/overlays';

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
    <DialogFrame role={role} onClose={onClose} title={title} footer={footer ?? undefined} closeLabel={t('common.close')}>
      {children}
    </DialogFrame>
  );
}
