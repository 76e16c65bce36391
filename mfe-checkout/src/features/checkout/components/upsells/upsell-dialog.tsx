import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, HStack } from '@shop/ui';
import { DialogFrame } from '@shop/ui/overlays';

interface UpsellDialogProps {
  title: string;
  children: ReactNode;
  /** Closing the dialog (Escape, backdrop): the offer is done with, nothing else happens. */
  onClose: () => void;
  onNoThanks: () => void;
  /** The offer's own action ('Add to cart', 'Check out offer'). */
  action: { label: string; onClick: () => void; loading?: boolean; disabled?: boolean };
}

/** The frame every upsell popup of the checkout shares (spec 3): title, the offer, 'No thanks' and the offer's action. */
export function UpsellDialog({ title, children, onClose, onNoThanks, action }: UpsellDialogProps) {
  const { t } = useTranslation('checkout');
  return (
    <DialogFrame
      onClose={onClose}
      title={title}
      footer={
        <HStack gap="3">
          <Button variant="outline" minH="11" onClick={onNoThanks}>
            {t('upsell.noThanks')}
          </Button>
          <Button colorPalette="brand" minH="11" loading={action.loading} disabled={action.disabled} onClick={action.onClick}>
            {action.label}
          </Button>
        </HStack>
      }
    >
      {children}
    </DialogFrame>
  );
}
