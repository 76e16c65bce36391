import { useTranslation } from 'react-i18next';
import { Button, Text } from '@shop/ui';
import { Dialog, Portal } from '@shop/ui/overlays';

/** The terms of purchase with their line breaks, and Close (spec 3). */
export function TermsDialog({ text, onClose }: { text: string; onClose: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <Dialog.Root open placement="center" scrollBehavior="inside" onOpenChange={(d) => !d.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('checkout.confirm.termsTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text whiteSpace="pre-line">{text}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button minH="11" onClick={onClose}>
                {t('checkout.confirm.close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
