import type { Category } from '@shop/contracts/templates';
import { paths } from '../../../lib/paths';

/**
 * Where a category tile leads (spec 2: category overview): digitalprint to the digital portraits,
 * catalogues and packages to theirs, cards to the default (or first) subcategory, calendar to the
 * calendars, any other name to its photo-gift category.
 */
export function categoryTarget(c: Pick<Category, 'internalName' | 'subCategories'>): string {
  switch (c.internalName) {
    case 'digitalprint':
      return paths.digitalPortraits();
    case 'catalogues':
      return paths.catalogues();
    case 'packages':
      return paths.packages();
    case 'calendar':
      return paths.list('calendars');
    case 'cards': {
      const sub = c.subCategories.find((s) => s.default) ?? c.subCategories[0];
      return paths.list('cards', sub?.internalName);
    }
    default:
      return paths.list('photogifts', c.internalName);
  }
}

/** The category spec 2 hides from the overview. */
export const HIDDEN_CATEGORY = 'archive';
