/**
 * The digital-portraits page's data (spec 2 section 2): per picture set and picture type the file and
 * set products with the price now, what is bought and in the cart, the pictures still to buy one by
 * one and up to three previews. Rules of spec 2 sections 4–5: a picture counts as bought when it or its
 * type's set is bought; a bought set leaves no files to buy; the rebate applies with a qualifying
 * package in the cart when the product exists and the rebate is not above its price.
 */
import type { DigitalOffer, DigitalPictureType, DigitalPortraitSet, DigitalSection } from '@shop/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { combinedIndividualAndFriends, derivativeUrl, isBought, purchasesBySubject } from '../../account';
import type { Db } from '../../db/client';
import { cartLines, carts, pictures, type Portal, type UserRow } from '../../db/schema';
import { digitalInCartBySubject } from '../cart/digital';
import { digitalRebateFor } from '../prices/digital';
import { digitalCatalogue, digitalProductOf, textIn, type PortalCatalog } from './load';

const TYPES: DigitalPictureType[] = ['IP', 'SFP', 'GP'];

/** A qualifying package is in the customer's cart (spec 2 section 6: promoted prices). */
async function hasQualifyingPackage(db: Db, catalog: PortalCatalog, user: UserRow): Promise<boolean> {
  const rows = await db
    .select({ offer: cartLines.packageOffer })
    .from(cartLines)
    .innerJoin(carts, eq(carts.uuid, cartLines.cart))
    .where(and(eq(carts.userUuid, user.uuid), eq(carts.portal, user.portal), eq(cartLines.kind, 'package')));
  return rows.some((r) => {
    const offer = r.offer ? catalog.packages.get(r.offer) : undefined;
    return Boolean(offer?.active && offer.qualifiesForCampaign);
  });
}

export async function digitalPortraitSets(
  db: Db,
  portal: Portal,
  catalog: PortalCatalog,
  user: UserRow,
  sets: Array<{ uuid: string; name: string; groupName: string; jobName: string }>,
): Promise<DigitalPortraitSet[]> {
  if (!sets.length) return [];
  const combined = combinedIndividualAndFriends(portal);
  const rebate = await hasQualifyingPackage(db, catalog, user);
  const digital = digitalCatalogue(catalog);
  const offer = (kind: 'file' | 'set', type: DigitalPictureType): DigitalOffer | null => {
    const p = digitalProductOf(catalog, kind, type);
    if (!p) return null;
    const normalPrice = p.prices[0]?.price ?? 0;
    const r = rebate ? digitalRebateFor(digital, kind, type) : null;
    return { uuid: p.uuid, name: textIn(catalog, p.name), price: r ?? normalPrice, normalPrice };
  };
  const ids = sets.map((s) => s.uuid);
  const [pics, bought, inCart] = await Promise.all([
    db.select().from(pictures).where(inArray(pictures.subject, ids)).orderBy(asc(pictures.sort), asc(pictures.webshopId)),
    purchasesBySubject(db, user.uuid, ids),
    digitalInCartBySubject(db, portal, user.uuid, ids),
  ]);
  return sets.map((s) => {
    const own = pics.filter((p) => p.subject === s.uuid);
    const purchases = bought.get(s.uuid)!;
    const cart = inCart.get(s.uuid)!;
    const sections: DigitalSection[] = [];
    for (const type of TYPES) {
      // with the combined product the IP section sells the SFP pictures too, under the IP set
      if (combined && type === 'SFP') continue;
      const ofType = own.filter((p) => p.pictureType === type || (combined && type === 'IP' && p.pictureType === 'SFP'));
      const file = offer('file', type);
      const set = offer('set', type);
      if (!ofType.length || (!file && !set)) continue;
      const setBought = purchases.sets.has(type);
      const toBuy = setBought ? [] : ofType.filter((p) => !isBought(p, purchases, combined));
      sections.push({
        type,
        file,
        set,
        setBought,
        setInCart: cart.sets.has(type),
        pictures: toBuy.map((p) => ({
          uuid: p.uuid,
          webshopId: p.webshopId,
          pictureType: p.pictureType,
          image: derivativeUrl(p.uuid, 320),
          inCart: cart.files.has(p.uuid),
        })),
        previews: ofType
          .filter((p) => !p.groupPicture)
          .slice(0, 3)
          .map((p) => derivativeUrl(p.uuid, 320)),
      });
    }
    return { subject: { uuid: s.uuid, name: s.name, group: s.groupName }, job: { name: s.jobName }, sections };
  });
}

/** Spec 2: a set is listed when one of its types has a picture to buy and a product for it. */
export const hasSomethingToBuy = (set: DigitalPortraitSet) => set.sections.some((sec) => sec.pictures.length > 0);
