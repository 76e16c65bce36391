import { useTranslation } from 'react-i18next';
import { Button, Text } from '@shop/ui';
import { SimpleDialog } from '../../../components/simple-dialog';

/** A code whose subject needs confirming (another account has it, or the name differs): OK continues. */
export function SubjectConfirmationDialog({ name, onConfirm, onCancel }: { name: string; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation('access');
  return (
    <SimpleDialog
      title={t('subjectConfirm.title')}
      role="alertdialog"
      onClose={onCancel}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {t('subjectConfirm.cancel')}
          </Button>
          <Button colorPalette="brand" onClick={onConfirm}>
            {t('subjectConfirm.ok')}
          </Button>
        </>
      }
    >
      <Text>{t('subjectConfirm.text', { name })}</Text>
    </SimpleDialog>
  );
}
