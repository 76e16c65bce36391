import { useTranslation } from 'react-i18next';
import { Card } from '@shop/ui';
import { AccountPage } from '../../profile';
import { ShareFlow } from './share-flow';

/** /my-account/share: 'Share pictures'. */
export function SharePage() {
  const { t } = useTranslation('account-profile');
  return (
    <AccountPage title={t('share.heading')}>
      <Card.Root bg="surface.raised" color="fg">
        <Card.Body>
          <ShareFlow />
        </Card.Body>
      </Card.Root>
    </AccountPage>
  );
}
