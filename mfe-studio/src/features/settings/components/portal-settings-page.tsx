import { Link, Stack } from '@shop/ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { href } from '@shop/contracts/core';
import { ReadState, StudioPage } from '../../../lib/page';
import { BrandForm } from './brand-form';
import { GeneralForm } from './general-form';
import { ModulesForm } from './modules-form';
import { usePortal } from '../hooks/use-portal';

/** A portal's settings: general (every setting the shop reads), modules and brand, each saved on its own. */
export function PortalSettingsPage() {
  const { t } = useTranslation('studio');
  const { portalKey = '' } = useParams();
  const portal = usePortal(portalKey);
  return (
    <ReadState read={portal}>
      {() => (
        <StudioPage
          title={t('settings.title', { name: portal.data!.name })}
          intro={
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to={href('studio.content', { portalKey })}>{t('dashboard.content', { name: portal.data!.name })}</RouterLink>
            </Link>
          }
        >
          <Stack gap="6">
            <GeneralForm portal={portal.data!} />
            <ModulesForm portal={portal.data!} />
            <BrandForm portal={portal.data!} />
          </Stack>
        </StudioPage>
      )}
    </ReadState>
  );
}
