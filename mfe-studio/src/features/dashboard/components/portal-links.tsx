import { HStack, Link } from '@shop/ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { href } from '@shop/contracts/core';
import type { StaffPortal } from '@shop/contracts/studio';

/** The address of a portal's shop: its first host, on this page's scheme and port (the studio runs beside it). */
export function shopUrl(host: string | undefined): string | null {
  if (!host) return null;
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${host}${port}/`;
}

/** The ways into a portal: its settings (unless the row's title is that link already), its content, its shop in a new tab. */
export function PortalLinks({ portal, settings = true, fontSize }: { portal: StaffPortal; settings?: boolean; fontSize?: 'sm' }) {
  const { t } = useTranslation('studio');
  const shop = shopUrl(portal.hosts[0]);
  return (
    <HStack gap="4" wrap="wrap" fontSize={fontSize}>
      {settings ? (
        <Link asChild color="brand.fg" textDecoration="underline">
          <RouterLink to={href('studio.portal', { portalKey: portal.key })}>{t('dashboard.settings', { name: portal.name })}</RouterLink>
        </Link>
      ) : null}
      <Link asChild color="brand.fg" textDecoration="underline">
        <RouterLink to={href('studio.content', { portalKey: portal.key })}>{t('dashboard.content', { name: portal.name })}</RouterLink>
      </Link>
      {shop ? (
        <Link href={shop} color="brand.fg" textDecoration="underline" target="_blank" rel="noopener">
          {t('dashboard.openShop', { name: portal.name })}
        </Link>
      ) : null}
    </HStack>
  );
}
