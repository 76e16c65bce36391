/**
 * The package offer's own rules on a package line (spec 3: package line edit; spec 2 section 3), kept by
 * the server and not only by the editor (decision 0060):
 * - allowSubjectChange false: the pictures of the customer's sets in the items come from the line's picture
 *   set (own uploads are no set's and pass), and replacing the line keeps its picture set.
 * - canChangeTemplate false: the item is designed with the template the editor gives it — the list's first
 *   for the item's product — or, when the line is replaced, with the template the item already had.
 */
import type { AddLinesBody } from '@shop/contracts';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import type { CartLineRow, PackageOfferRow, Portal, UserRow } from '../../db/schema';
import { firstTemplatesOf } from '../../templates';
import type { PortalCatalog } from '../catalog/load';
import { ownedPictures } from './ownership';

type Field = { field: string; message: string };
type PackageLine = Extract<v.InferOutput<typeof AddLinesBody>['lines'][number], { type: 200 }>;

export async function packageRuleProblems(
  tx: Db,
  catalog: PortalCatalog,
  portal: Portal,
  user: UserRow,
  offer: PackageOfferRow,
  line: PackageLine,
  at: string,
  /** The pictures the line's items name, each with its field. */
  pictureRefs: { uuid: string; field: string }[],
  replacing: CartLineRow | null,
): Promise<Field[]> {
  const fields: Field[] = [];
  if (!offer.allowSubjectChange) {
    if (replacing?.kind === 'package' && replacing.subject && replacing.subject !== line.subject.uuid)
      fields.push({ field: `${at}.subject.uuid`, message: 'This package cannot change its picture set' });
    // only the customer's own set pictures are judged here: anyone else's is refused as not theirs
    const owned = await ownedPictures(
      tx,
      user,
      pictureRefs.map((r) => r.uuid),
    );
    for (const r of pictureRefs) {
      const subject = owned.get(r.uuid)?.subject;
      if (subject && subject !== line.subject.uuid) fields.push({ field: r.field, message: 'Not a picture of this package’s picture set' });
    }
  }

  const firstOf = new Map<string, Set<string>>();
  const langs = portal.languages.map((l) => l.name);
  for (const [k, item] of line.packageItems.entries()) {
    const offered = offer.items.find((i) => i.uuid === item.uuid);
    if (!item.template || !offered || offered.canChangeTemplate || !offered.product) continue;
    const product = catalog.products.get(offered.product);
    if (!firstOf.has(offered.product))
      firstOf.set(offered.product, product ? await firstTemplatesOf(tx, portal.key, product, langs, portal.defaultLanguage) : new Set());
    const had = replacing?.packageItems?.find((i) => i.uuid === item.uuid)?.template?.uuid;
    if (!firstOf.get(offered.product)!.has(item.template.uuid) && item.template.uuid !== had)
      fields.push({ field: `${at}.packageItems.${k}.template.uuid`, message: 'The design of this package item cannot be changed' });
  }
  return fields;
}
