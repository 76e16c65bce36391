import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { href } from '@shop/contracts/core';
import { studioApi } from '@shop/contracts/studio';
import { useCall } from '@shop/data';
import { NotFoundPage, ReadState, StudioPage } from '../../../lib/page';
import { useStaffSession } from '../../../lib/staff';
import { PriceListUpload } from './price-list-upload';
import { Vouchers } from './vouchers';

/** A portal's price list (products.json uploaded, checked, published) and its vouchers. */
export function PriceListsPage() {
  const { t } = useTranslation('studio-catalog');
  const { portalKey = '' } = useParams();
  const portal = useCall(studioApi.portal, { params: { portalKey } });
  return (
    <ReadState read={portal}>
      {() => (
        <StudioPage title={t('priceLists.title', { name: portal.data!.name })} intro={t('priceLists.intro')}>
          <PriceListUpload portalKey={portalKey} />
          <Vouchers portalKey={portalKey} currency={portal.data!.currency} />
        </StudioPage>
      )}
    </ReadState>
  );
}

/** /studio/price-lists and /studio/templates: the page of the staff member's first portal (the switcher moves between them). */
export function FirstPortalRedirect({ to }: { to: 'studio.portal-price-lists' | 'studio.portal-templates' | 'studio.portal-recordings' }) {
  const first = useStaffSession().data?.staff?.portals[0]?.key;
  if (!first) return <NotFoundPage />;
  return <Navigate to={href(to, { portalKey: first })} replace />;
}
