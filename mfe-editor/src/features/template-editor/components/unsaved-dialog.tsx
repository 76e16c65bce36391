/** 'Unsaved changes' (spec 2): asked by Cancel and by a navigation the shell's leave guard held. */
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

export function UnsavedDialog({ onClose, onContinue }: { onClose: () => void; onContinue: () => void }) {
  const { t } = useTranslation('editor');
  return (
    <ConfirmDialog
      title={t('unsaved.title')}
      body={t('unsaved.body')}
      confirm={t('unsaved.close')}
      cancel={t('unsaved.continue')}
      onConfirm={onClose}
      onCancel={onContinue}
    />
  );
}
