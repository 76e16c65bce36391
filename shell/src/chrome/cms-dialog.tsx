import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '@shop/ui/overlays';
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
    <DialogFrame
      open={open}
      onOpenChange={setOpen}
      onExitComplete={onClose}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      finalFocusEl={finalFocus}
      title={page.title}
      headerProps={{ paddingEnd: '14' }}
      container={overlaysRef}
      closeLabel={t('dialog.close')}
    >
      <LegacyPageContent id={page.id} headingLevel={3} />
    </DialogFrame>
  );
}
