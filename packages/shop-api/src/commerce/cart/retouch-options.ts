/**
 * The retouch options page (GET /api/webshop/cart/retouch): the pictures of the cart that can be
 * retouched, with the sub-products chosen for each, and what the retouch lines cost now.
 * A picture is a candidate when the cart uses it: in a template product or a package item, as a
 * digital file, in a digital set (the set's pictures), or because it already has a retouch line.
 * Group pictures are never retouched for one family (as setRetouch refuses them).
 * userRetouchTasks (spec 2) are read as the retouch tasks set for the picture: the names of its chosen
 * sub-products (decision 0006).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { derivativeUrl } from '../../account';
import type { Db } from '../../db/client';
import type { RetouchOptions, TemplateData } from '@shop/contracts';
import { pictures, subjects, type CartLineRow, type CartRow, type UserRow } from '../../db/schema';
import { retouchProductOf, textIn, type PortalCatalog } from '../catalog/load';
import { productView } from '../catalog/views';
import { buildCart } from './build';
import { ownedPictures } from './ownership';
import { linesOf } from './store';

const imagesIn = (data: TemplateData | null | undefined) =>
  (data?.userResources ?? []).flatMap((r: { image?: { uuid: string } | null }) => (r.image?.uuid ? [r.image.uuid] : []));

/** Picture uuids a line uses directly (digital sets are resolved to their pictures separately). */
function picturesUsedBy(line: CartLineRow): string[] {
  switch (line.kind) {
    case 'product':
      return imagesIn(line.templateData);
    case 'package':
      return (line.packageItems ?? []).flatMap((item) => imagesIn(item.templateData));
    case 'digital_files':
      return line.digitalFiles;
    case 'retouch':
      return line.picture ? [line.picture] : [];
    default:
      return [];
  }
}

export async function retouchOptions(db: Db, catalog: PortalCatalog, user: UserRow, cart: CartRow | null, currency: string): Promise<RetouchOptions> {
  const retouch = retouchProductOf(catalog);
  if (!retouch) return { retouchProduct: null, pictures: [], pictureCount: 0, totalPrice: 0 };
  const lines = cart ? await linesOf(db, cart.uuid) : [];

  const used = new Set(lines.flatMap(picturesUsedBy));
  const sets = lines.filter((l) => l.kind === 'digital_set' && l.subject && l.pictureType);
  for (const set of sets) {
    const rows = await db
      .select({ uuid: pictures.uuid })
      .from(pictures)
      .where(and(eq(pictures.subject, set.subject!), eq(pictures.pictureType, set.pictureType!)));
    for (const r of rows) used.add(r.uuid);
  }
  const owned = await ownedPictures(db, user, [...used]);
  const candidates = [...owned.values()].filter((p) => !p.groupPicture && p.pictureType !== 'GP');

  const subjectNames = new Map<string, string>();
  const subjectUuids = [...new Set(candidates.map((p) => p.subject))];
  if (subjectUuids.length) {
    for (const s of await db
      .select({ uuid: subjects.uuid, name: subjects.name })
      .from(subjects)
      .where(inArray(subjects.uuid, subjectUuids))
      .orderBy(asc(subjects.name))) {
      subjectNames.set(s.uuid, s.name);
    }
  }
  const chosen = new Map(lines.filter((l) => l.kind === 'retouch' && l.picture).map((l) => [l.picture!, l.subProductUuids]));
  const subName = new Map(retouch.subs.filter((s) => s.active).map((s) => [s.uuid, textIn(catalog, s.name)]));

  const { cart: priced } = await buildCart(db, catalog, cart, currency);
  const retouchLines = priced.orderLines.filter((l) => l.kind === 'retouch');

  candidates.sort((a, b) => (subjectNames.get(a.subject) ?? '').localeCompare(subjectNames.get(b.subject) ?? '') || a.webshopId - b.webshopId);
  return {
    retouchProduct: productView(catalog, retouch),
    pictures: candidates.map((p) => {
      const selected = (chosen.get(p.uuid) ?? []).filter((uuid) => subName.has(uuid));
      return {
        uuid: p.uuid,
        webshopId: p.webshopId,
        image: derivativeUrl(p.uuid, 320),
        subject: { uuid: p.subject, name: subjectNames.get(p.subject) ?? '' },
        subProductUuids: selected,
        userRetouchTasks: selected.map((uuid) => ({ uuid, name: subName.get(uuid)! })),
      };
    }),
    pictureCount: retouchLines.length,
    totalPrice: retouchLines.reduce((sum, l) => sum + l.actualLinePrice, 0),
  };
}
