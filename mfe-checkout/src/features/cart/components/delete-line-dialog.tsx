import { useTranslation } from 'react-i18next';
import { Button, HStack } from '@shop/ui';
import { DialogFrame } from '@shop/ui/overlays';

/** 'Delete product?' with Cancel and Delete (spec 3); open while rendered. */
export function DeleteLineDialog({ name, onCancel, onConfirm }: { name: string; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <DialogFrame
      role="alertdialog"
      onClose={onCancel}
      title={t('cart.deleteDialog.title')}
      footer={
        <HStack gap="3">
          <Button variant="outline" minH="11" onClick={onCancel}>
            {t('cart.deleteDialog.cancel')}
          </Button>
          <Button colorPalette="red" minH="11" onClick={onConfirm}>
            {t('cart.deleteDialog.confirm')}
          </Button>
        </HStack>
      }
    >
      {name}
    </DialogFrame>
  );
}
