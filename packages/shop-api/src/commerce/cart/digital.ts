/**
 * Digital files and sets in the cart (the spec's legacy toggles). One files line per picture set
 * and type lists the chosen pictures; a set line replaces the files of its type (they show 'Picture
 * set in cart'), and so does a package whose items include the set. Bought pictures and bought sets
 * cannot be added. With the combined individual-and-friends product (portal option), the IP set also
 * covers the SFP pictures.
 */
import type { DigitalPictureType } from '@shop/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { combinedIndividualAndFriends, isBought, purchasesOf } from '../../account';
import type { Db } from '../../db/client';
import { cartLines, carts, packageOffers, pictures, type CartRow, type Portal, type StoredPackageItem, type UserRow } from '../../db/schema';
import { digitalProductOf, type PortalCatalog } from '../catalog/load';
import { digitalFilePurchaseList } from '../prices/digital';
import type { CommerceTexts } from '../texts';
import { ensureRoom } from './store';
import { ownedBuyableSubject } from './ownership';

export type ToggleRefusal = { code: 'bought' | 'set-in-cart' | 'not-for-sale' | 'not-found'; error: string };
export type ToggleResult = { inCart: boolean } | ToggleRefusal;

/** The set type that covers pictures of `type` (SFP is covered by the IP set when combined). */
export const coveringSetType = (type: DigitalPictureType, combined: boolean): DigitalPictureType => (combined && type === 'SFP' ? 'IP' : type);

/**
 * The set types of a picture set that package lines in the cart include (a DIGITAL_SET item): they
 * count as a set in the cart. With the combined product an IP set covers SFP too.
 */
export async function packageSetTypes(db: Db, cartUuids: string[], subject: string, combined: boolean): Promise<Set<DigitalPictureType>> {
  if (!cartUuids.length) return new Set();
  const rows = await db
    .select({ items: packageOffers.items })
    .from(cartLines)
    .innerJoin(packageOffers, eq(packageOffers.uuid, cartLines.packageOffer))
    .where(and(inArray(cartLines.cart, cartUuids), eq(cartLines.kind, 'package'), eq(cartLines.subject, subject)));
  const types = new Set<DigitalPictureType>();
  for (const r of rows) for (const item of r.items) if (item.type === 'DIGITAL_SET' && item.pictureType) types.add(item.pictureType);
  if (combined && types.has('IP')) types.add('SFP');
  return types;
}

async function digitalLine(tx: Db, cart: CartRow, kind: 'digital_files' | 'digital_set', subject: string, type: DigitalPictureType) {
  const [line] = await tx
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.cart, cart.uuid), eq(cartLines.kind, kind), eq(cartLines.subject, subject), eq(cartLines.pictureType, type)));
  return line ?? null;
}

export async function toggleFile(
  tx: Db,
  catalog: PortalCatalog,
  portal: Portal,
  user: UserRow,
  cart: CartRow,
  pictureUuid: string,
  type: DigitalPictureType,
  texts: CommerceTexts,
): Promise<ToggleResult> {
  const [picture] = await tx.select().from(pictures).where(eq(pictures.uuid, pictureUuid));
  const owned = picture ? await ownedBuyableSubject(tx, user, picture.subject) : null;
  if (!picture || !owned || picture.pictureType !== type) return { code: 'not-found', error: texts.pictureNotFound };
  if (!digitalProductOf(catalog, 'file', type)) return { code: 'not-for-sale', error: texts.notForSale };
  const combined = combinedIndividualAndFriends(portal);
  const purchases = await purchasesOf(tx, user.uuid, picture.subject);
  const setType = coveringSetType(type, combined);
  const forSale = digitalFilePurchaseList([picture], type, purchases.pictures, purchases.sets.has(setType) || purchases.sets.has(type));
  if (forSale.length === 0 || isBought(picture, purchases, combined)) return { code: 'bought', error: texts.bought };
  if (await digitalLine(tx, cart, 'digital_set', picture.subject, setType)) return { code: 'set-in-cart', error: texts.setInCart };
  if ((await packageSetTypes(tx, [cart.uuid], picture.subject, combined)).has(type)) return { code: 'set-in-cart', error: texts.setInCart };

  const line = await digitalLine(tx, cart, 'digital_files', picture.subject, type);
  if (line?.digitalFiles.includes(picture.uuid)) {
    const rest = line.digitalFiles.filter((f) => f !== picture.uuid);
    if (rest.length === 0) await tx.delete(cartLines).where(eq(cartLines.uuid, line.uuid));
    else await tx.update(cartLines).set({ digitalFiles: rest, quantity: rest.length, updatedAt: new Date() }).where(eq(cartLines.uuid, line.uuid));
    return { inCart: false };
  }
  if (line) {
    const files = [...line.digitalFiles, picture.uuid];
    await tx.update(cartLines).set({ digitalFiles: files, quantity: files.length, updatedAt: new Date() }).where(eq(cartLines.uuid, line.uuid));
  } else {
    await ensureRoom(tx, cart, 1, texts);
    await tx
      .insert(cartLines)
      .values({ cart: cart.uuid, kind: 'digital_files', subject: picture.subject, pictureType: type, digitalFiles: [picture.uuid], quantity: 1 });
  }
  return { inCart: true };
}

export async function toggleSet(
  tx: Db,
  catalog: PortalCatalog,
  portal: Portal,
  user: UserRow,
  cart: CartRow,
  subjectUuid: string,
  requested: DigitalPictureType,
  texts: CommerceTexts,
): Promise<ToggleResult> {
  const owned = await ownedBuyableSubject(tx, user, subjectUuid);
  if (!owned) return { code: 'not-found', error: texts.pictureNotFound };
  const combined = combinedIndividualAndFriends(portal);
  const type = coveringSetType(requested, combined);
  if (!digitalProductOf(catalog, 'set', type)) return { code: 'not-for-sale', error: texts.notForSale };
  const purchases = await purchasesOf(tx, user.uuid, subjectUuid);
  if (purchases.sets.has(type)) return { code: 'bought', error: texts.bought };

  if ((await packageSetTypes(tx, [cart.uuid], subjectUuid, combined)).has(type)) return { code: 'set-in-cart', error: texts.setInCart };
  const line = await digitalLine(tx, cart, 'digital_set', subjectUuid, type);
  if (line) {
    await tx.delete(cartLines).where(eq(cartLines.uuid, line.uuid));
    return { inCart: false };
  }
  await removeCoveredFiles(tx, cart, subjectUuid, type, combined);
  await ensureRoom(tx, cart, 1, texts);
  await tx.insert(cartLines).values({ cart: cart.uuid, kind: 'digital_set', subject: subjectUuid, pictureType: type, quantity: 1 });
  return { inCart: true };
}

/** A set (alone or in a package) replaces the single files it covers. */
export async function removeCoveredFiles(tx: Db, cart: CartRow, subject: string, type: DigitalPictureType, combined: boolean): Promise<void> {
  const covered: DigitalPictureType[] = combined && type === 'IP' ? ['IP', 'SFP'] : [type];
  await tx
    .delete(cartLines)
    .where(and(eq(cartLines.cart, cart.uuid), eq(cartLines.kind, 'digital_files'), eq(cartLines.subject, subject), inArray(cartLines.pictureType, covered)));
}

export interface DigitalInCart {
  /** Pictures in a files line. */
  files: Set<string>;
  /** Types whose set is in the cart (SFP too when the IP set covers it). */
  sets: Set<DigitalPictureType>;
}

/**
 * What of each subject's digital products is in the customer's cart: files, sets, and sets that come
 * with a package. One query for any number of subjects (the digital portraits page asks for all at once;
 * the picture-set listing reads the same lines inside its own query, account/sets.ts).
 */
export async function digitalInCartBySubject(db: Db, portal: Portal, userUuid: string, subjectUuids: string[]): Promise<Map<string, DigitalInCart>> {
  const out = new Map<string, DigitalInCart>(subjectUuids.map((s) => [s, { files: new Set(), sets: new Set() }]));
  if (!subjectUuids.length) return out;
  const rows = await db
    .select({ kind: cartLines.kind, type: cartLines.pictureType, files: cartLines.digitalFiles, subject: cartLines.subject, items: packageOffers.items })
    .from(cartLines)
    .innerJoin(carts, eq(carts.uuid, cartLines.cart))
    .leftJoin(packageOffers, eq(packageOffers.uuid, cartLines.packageOffer))
    .where(
      and(
        eq(carts.userUuid, userUuid),
        eq(carts.portal, portal.key),
        inArray(cartLines.subject, subjectUuids),
        inArray(cartLines.kind, ['digital_files', 'digital_set', 'package']),
      ),
    );
  for (const r of rows) {
    const found = out.get(r.subject!);
    if (found) addDigitalLine(found, r);
  }
  // the combined individual-and-friends product: an IP set covers the SFP pictures too
  if (combinedIndividualAndFriends(portal)) for (const found of out.values()) coverSfpWithIp(found);
  return out;
}

/** A digital line of the cart as the picture-set reads see it (the package's offer items for a package line). */
export interface DigitalLineRow {
  kind: string;
  type: DigitalPictureType | null;
  files: string[];
  items: StoredPackageItem[] | null;
}

/** Adds one cart line to what of a subject is in the cart. */
export function addDigitalLine(found: DigitalInCart, r: DigitalLineRow): void {
  if (r.kind === 'digital_files') for (const f of r.files) found.files.add(f);
  else if (r.kind === 'digital_set' && r.type) found.sets.add(r.type);
  else if (r.kind === 'package') for (const item of r.items ?? []) if (item.type === 'DIGITAL_SET' && item.pictureType) found.sets.add(item.pictureType);
}

export function coverSfpWithIp(found: DigitalInCart): void {
  if (found.sets.has('IP')) found.sets.add('SFP');
}

/** What of one subject is in the cart, from its digital lines (the picture-set listing reads them in its own query). */
export function digitalInCartOf(portal: Portal, lines: DigitalLineRow[]): DigitalInCart {
  const found: DigitalInCart = { files: new Set(), sets: new Set() };
  for (const line of lines) addDigitalLine(found, line);
  if (combinedIndividualAndFriends(portal)) coverSfpWithIp(found);
  return found;
}

export async function digitalInCart(db: Db, portal: Portal, userUuid: string, subjectUuid: string): Promise<DigitalInCart> {
  return (await digitalInCartBySubject(db, portal, userUuid, [subjectUuid])).get(subjectUuid)!;
}
