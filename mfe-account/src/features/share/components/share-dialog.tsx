import { useTranslation } from 'react-i18next';
import { DialogFrame } from '@shop/ui/overlays';
import { ShareFlow } from './share-flow';

/** The share-pictures dialog flow (select sets → recipients → receipt), the same flow as /my-account/share. */
export function ShareDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account-profile');
  return (
    <DialogFrame scrollBehavior="inside" onClose={onClose} title={t('share.heading')} bodyProps={{ pb: '6' }} closeLabel={t('share.close')}>
      <ShareFlow />
    </DialogFrame>
  );
}
