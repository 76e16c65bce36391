import { href } from '@shop/contracts/core';
import type { StaffMember } from '@shop/contracts/studio';

export type NavKey = 'dashboard' | 'portals' | 'content' | 'orders' | 'photoJobs' | 'priceLists' | 'templates' | 'customers' | 'audit';

export interface NavEntry {
  key: NavKey;
  to: string;
  /** The paths that mark this entry as the current one. */
  matches: (pathname: string) => boolean;
}

/**
 * The studio's navigation in the order: Dashboard, Portals, Content, Orders, Photo jobs, Price lists,
 * (Templates,) Customers, Audit log. Customers holds the support recordings too (customers and support, issue 31).
 */
export function navigation(staff: StaffMember, portalKey: string | undefined): NavEntry[] {
  const contentPortal = portalKey ?? staff.portals[0]?.key;
  const entries: (NavEntry | null)[] = [
    { key: 'dashboard', to: href('studio'), matches: isDashboard },
    { key: 'portals', to: href('studio.portals'), matches: (p) => /^\/studio\/portals(\/[^/]+)?\/?$/i.test(p) },
    contentPortal
      ? { key: 'content', to: href('studio.content', { portalKey: contentPortal }), matches: (p) => /^\/studio\/portals\/[^/]+\/content/i.test(p) }
      : null,
    { key: 'orders', to: href('studio.orders'), matches: (p) => /^\/studio\/orders(\/|$)/i.test(p) },
    contentPortal
      ? {
          key: 'photoJobs',
          to: href('studio.portal-jobs', { portalKey: contentPortal }),
          matches: (p) => /^\/studio\/(jobs|portals\/[^/]+\/jobs)\/?$/i.test(p),
        }
      : null,
    contentPortal
      ? {
          key: 'priceLists',
          to: href('studio.portal-price-lists', { portalKey: contentPortal }),
          matches: (p) => /^\/studio\/(portals\/[^/]+\/)?price-lists/i.test(p),
        }
      : null,
    // templates beside the price list: the products a template is sold as come from it (decision 0098)
    contentPortal
      ? {
          key: 'templates',
          to: href('studio.portal-templates', { portalKey: contentPortal }),
          matches: (p) => /^\/studio\/(portals\/[^/]+\/)?templates/i.test(p),
        }
      : null,
    {
      key: 'customers',
      to: href('studio.customers'),
      matches: (p) => /^\/studio\/(customers|recordings)(\/|$)/i.test(p) || /^\/studio\/portals\/[^/]+\/recordings/i.test(p),
    },
    { key: 'audit', to: href('studio.audit'), matches: (p) => /^\/studio\/audit/i.test(p) },
  ];
  return entries.filter((e): e is NavEntry => e !== null);
}

/** The portal a studio path is about (/studio/portals/:portalKey/…), if any. */
export function portalKeyOf(pathname: string): string | undefined {
  const key = /^\/studio\/portals\/([^/]+)/i.exec(pathname)?.[1];
  return key ? decodeURIComponent(key) : undefined;
}

export const isDashboard = (pathname: string) => /^\/studio\/?$/i.test(pathname);
