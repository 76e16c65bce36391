/**
 * The spec's rule for "bought" (section 4): a picture counts as bought when it is bought itself or
 * the digital set of its type is bought. When the shop sells the combined individual-and-friends
 * product, IP and SFP pictures both count as bought through the IP set. That product is off unless
 * the portal's options say `combinedIndividualAndFriends: true`.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { purchasedItems, type Portal, type PictureType } from '../db/schema';

export function combinedIndividualAndFriends(portal: Portal): boolean {
  return (portal.options as unknown as Record<string, unknown>).combinedIndividualAndFriends === true;
}

export interface Purchases {
  pictures: Set<string>;
  sets: Set<PictureType>;
}

/** The user's purchases for one subject. */
export async function purchasesOf(db: Db, userUuid: string, subjectUuid: string): Promise<Purchases> {
  return (await purchasesBySubject(db, userUuid, [subjectUuid])).get(subjectUuid)!;
}

/** The purchases of several subjects in one query. */
export async function purchasesBySubject(db: Db, userUuid: string, subjectUuids: string[]): Promise<Map<string, Purchases>> {
  const out = new Map<string, Purchases>(subjectUuids.map((s) => [s, { pictures: new Set(), sets: new Set() }]));
  if (!subjectUuids.length) return out;
  const rows = await db
    .select({ subject: purchasedItems.subjectUuid, picture: purchasedItems.pictureUuid, set: purchasedItems.digitalSetType })
    .from(purchasedItems)
    .where(and(eq(purchasedItems.userUuid, userUuid), inArray(purchasedItems.subjectUuid, subjectUuids)));
  for (const r of rows) {
    const found = out.get(r.subject);
    if (found) addPurchase(found, r);
  }
  return out;
}

/** One purchased item: a picture's file or a set. */
export function addPurchase(found: Purchases, r: { picture: string | null; set: PictureType | null }): void {
  if (r.picture) found.pictures.add(r.picture);
  if (r.set) found.sets.add(r.set);
}

export function isBought(picture: { uuid: string; pictureType: PictureType }, purchases: Purchases, combined: boolean): boolean {
  if (purchases.pictures.has(picture.uuid)) return true;
  if (purchases.sets.has(picture.pictureType)) return true;
  return combined && picture.pictureType === 'SFP' && purchases.sets.has('IP');
}
