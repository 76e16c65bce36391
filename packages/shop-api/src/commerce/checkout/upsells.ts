/**
 * The upsell list of the checkout (spec 3: shown one at a time by type) and the discounted digital
 * sets it can add. CATALOGUE: the customer's catalogues not in the cart yet. DIGITAL_FILES: when a
 * qualifying package in the cart makes digital portraits cheaper (spec 2's digital rebates), one item:
 * discounted sets when any set is discounted (sets are preferred), else discounted single files; the
 * prices are those of the cheapest such offer.
 */
import type { Cart, DigitalPortraitSet, UpsellItem } from '@shop/contracts';
import type { Db } from '../../db/client';
import type { CartRow, Portal, UserRow } from '../../db/schema';
import { digitalPortraitSets } from '../catalog/digital-portraits';
import type { PortalCatalog } from '../catalog/load';
import { buyableSubjects } from '../catalog/routes';
import { toggleSet } from '../cart/digital';
import type { CommerceTexts } from '../texts';

export function catalogueUpsells(catalog: PortalCatalog, cart: Cart, jobsOfUser: Set<string>): UpsellItem[] {
  const inCart = new Set(cart.orderLines.flatMap((l) => (l.kind === 'catalogue' ? [l.catalogue.uuid] : [])));
  return [...catalog.catalogues.values()]
    .filter((c) => c.active && (!c.job || jobsOfUser.has(c.job)) && !inCart.has(c.uuid))
    .map((c) => ({ type: 'CATALOGUE' as const, price: c.price, rebatedPrice: null, uuid: c.uuid }));
}

/** The sections of a picture set whose set is discounted now and can still be added (not bought, not in the cart). */
export const discountedSets = (set: DigitalPortraitSet) => set.sections.filter((s) => s.set && s.set.price < s.set.normalPrice && !s.setBought && !s.setInCart);

/** The sections whose single files are discounted now and have a picture still to add. */
const discountedFiles = (set: DigitalPortraitSet) =>
  set.sections.filter((s) => s.file && s.file.price < s.file.normalPrice && s.pictures.some((p) => !p.inCart));

export async function digitalUpsell(db: Db, portal: Portal, catalog: PortalCatalog, user: UserRow): Promise<UpsellItem | null> {
  const sets = await digitalPortraitSets(db, portal, catalog, user, await buyableSubjects(db, user));
  const cheapest = (offers: { uuid: string; price: number; normalPrice: number }[]) => offers.sort((a, b) => a.price - b.price)[0];
  const set = cheapest(sets.flatMap((s) => discountedSets(s).map((sec) => sec.set!)));
  if (set) {
    // the popup buys every discounted set of these picture sets in one call (spec 3: POST …/digital-sets)
    const subjects = sets.filter((s) => discountedSets(s).length > 0).map((s) => ({ uuid: s.subject.uuid, name: s.subject.name }));
    return { type: 'DIGITAL_FILES', offer: 'sets', price: set.normalPrice, rebatedPrice: set.price, uuid: set.uuid, subjects };
  }
  const file = cheapest(sets.flatMap((s) => discountedFiles(s).map((sec) => sec.file!)));
  if (file) return { type: 'DIGITAL_FILES', offer: 'files', price: file.normalPrice, rebatedPrice: file.price, uuid: file.uuid };
  return null;
}

/**
 * POST …/digital-sets: for each named picture set of the customer, its discounted sets go into the
 * cart (in the caller's transaction, holding the cart's lock). Null: a set that is not the customer's.
 */
export async function addDiscountedSets(
  tx: Db,
  portal: Portal,
  catalog: PortalCatalog,
  user: UserRow,
  cart: CartRow,
  subjects: string[],
  texts: CommerceTexts,
): Promise<{ added: number } | null> {
  const own = await buyableSubjects(tx, user);
  const named = own.filter((s) => subjects.includes(s.uuid));
  if (named.length !== new Set(subjects).size) return null;
  let added = 0;
  for (const set of await digitalPortraitSets(tx, portal, catalog, user, named)) {
    for (const section of discountedSets(set)) {
      const result = await toggleSet(tx, catalog, portal, user, cart, set.subject.uuid, section.type, texts);
      if ('inCart' in result && result.inCart) added += 1;
    }
  }
  return { added };
}
