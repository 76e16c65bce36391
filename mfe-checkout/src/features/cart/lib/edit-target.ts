import { PRODUCT_TYPE, type OrderLine } from '@shop/contracts/commerce';
import { paths } from '../../../lib/paths';

const TYPE_SLUG = { [PRODUCT_TYPE.calendar]: 'calendars', [PRODUCT_TYPE.card]: 'cards', [PRODUCT_TYPE.photoGift]: 'photogifts' } as const;

/**
 * Where a cart line is changed (spec 3 'Editing a cart line'): template products (1, 2, 89) in the
 * template editor, packages (200) in the package editor, digital files and sets on the subject's
 * digital portraits page, retouch on the retouch options, a catalogue on the catalogue page.
 */
export function editTarget(line: OrderLine): string {
  switch (line.kind) {
    case 'product': {
      const slug = TYPE_SLUG[line.product.type as keyof typeof TYPE_SLUG];
      return slug ? paths.templateEditor(slug, line.product.uuid, line.template.uuid, line.uuid) : paths.cart();
    }
    case 'package':
      return paths.packageEditor(line.product.uuid, line.uuid);
    case 'digital-files':
    case 'digital-set': {
      const subject = line.subjects[0];
      return subject ? paths.digitalPortraits(subject.uuid) : paths.cart();
    }
    case 'retouch':
      return paths.retouch();
    case 'catalogue':
      return paths.catalogues();
  }
}
