import { useTranslation } from 'react-i18next';
import { Button, Text } from '@shop/ui';
import { DialogFrame } from '@shop/ui/overlays';

/** The terms of purchase with their line breaks, and Close (spec 3). */
export function TermsDialog({ text, onClose }: { text: string; onClose: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <DialogFrame
      scrollBehavior="inside"
      onClose={onClose}
      title={t('checkout.confirm.termsTitle')}
      footer={
        <Button minH="11" onClick={onClose}>
          {t('checkout.confirm.close')}
        </Button>
      }
    >
      <Text whiteSpace="pre-line">{text}</Text>
    </DialogFrame>
  );
}
