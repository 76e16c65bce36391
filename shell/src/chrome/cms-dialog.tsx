import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton, Dialog, Portal } from '@shop/ui/overlays';
import { LegacyPageContent } from '../pages/cms/legacy-page-content';
import { overlaysRef } from './navigation';
import type { CmsPageRequest } from './menu-drawer';

export interface CmsDialogProps {
  page: CmsPageRequest;
  onClose: () => void;
  finalFocus: () => HTMLElement | null;
}

/** A menu entry of type 'modal': the legacy CMS page (its id is the entry's target) in a dialog. */
export default function CmsDialog({ page, onClose, finalFocus }: CmsDialogProps) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(true);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      onExitComplete={onClose}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      finalFocusEl={finalFocus}
    >
      <Portal container={overlaysRef}>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header paddingEnd="14">
              <Dialog.Title>{page.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <LegacyPageContent id={page.id} headingLevel={3} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="lg" aria-label={t('dialog.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
