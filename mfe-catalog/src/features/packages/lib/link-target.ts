import type { PackageOffer } from '@shop/contracts/commerce';
import { paths } from '../../../lib/paths';

/**
 * Where an offer's card leads (spec 2: package offers): a package to its create route; a link by its
 * linkInfo type to cards, calendars, catalogues, digital portraits, a photo-gift category or the product
 * list; any other link to the address it gives. `external` for an address outside the shop.
 */
export function offerTarget(p: PackageOffer): { to: string; external: boolean } {
  if (p.type === 'package') return { to: paths.packageCreate(p.uuid), external: false };
  const info = p.linkInfo;
  switch (info?.type) {
    case 'cards':
      return { to: paths.list('cards'), external: false };
    case 'calendars':
      return { to: paths.list('calendars'), external: false };
    case 'catalogues':
      return { to: paths.catalogues(), external: false };
    case 'digitalcopy':
      return { to: paths.digitalPortraits(), external: false };
    case 'photogifts.category':
      return { to: paths.list('photogifts', info.category ?? undefined), external: false };
    case 'photogifts':
      return { to: paths.categories(), external: false };
    default:
      return { to: p.link, external: !p.link.startsWith('/') };
  }
}
