/**
 * Adding lines (spec 3 section 7): template products with their template data, and packages for a
 * picture set. Everything a line names is checked against the price list and the customer's own
 * pictures and sets; a reference that does not resolve is a 400 naming its field (the same whether
 * it does not exist or is someone else's). Quantities are brought within the product's bounds.
 * A package with a digital set is refused for a set already bought, and replaces that set (or its
 * files) when they are in the cart on their own.
 */
import { quantityBounds, normaliseQuantity, type AddLinesBody, type DigitalPictureType, type TemplateData } from '@shop/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { combinedIndividualAndFriends, purchasesOf } from '../../account';
import { ownedUploads } from '../../editor';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import {
  cartLines,
  type CartLineRow,
  type CartRow,
  greenScreenBackgrounds,
  pictures,
  type Portal,
  type StoredPackageItemData,
  subjects,
  type UserRow,
} from '../../db/schema';
import { ApiError, validationError } from '../../http/errors';
import { textIn, type PortalCatalog } from '../catalog/load';
import type { CommerceTexts } from '../texts';
import { coveringSetType, packageSetTypes, removeCoveredFiles } from './digital';
import { ownedBuyableSubject, ownedPictures } from './ownership';
import { packageRuleProblems } from './package-rules';
import { ensureRoom } from './store';

type Field = { field: string; message: string };
type ParsedLine = v.InferOutput<typeof AddLinesBody>['lines'][number];

type PictureRef = { uuid: string; field: string; background?: { uuid: string; field: string } };

/** The picture uuids a template's data names, with the field each is at (and a green-screen background's). */
export function picturesIn(data: TemplateData | null | undefined, at: string): PictureRef[] {
  return (data?.userResources ?? []).flatMap((r, k) =>
    r.image
      ? [
          {
            uuid: r.image.uuid,
            field: `${at}.userResources.${k}.image.uuid`,
            ...(r.image.background ? { background: { uuid: r.image.background, field: `${at}.userResources.${k}.image.background` } } : {}),
          },
        ]
      : [],
  );
}

export async function checkPictures(tx: Db, user: UserRow, refs: PictureRef[], fields: Field[]): Promise<void> {
  const uuids = refs.map((r) => r.uuid);
  const owned = await ownedPictures(tx, user, uuids);
  // the customer's own uploads count as theirs too (allowOwnPhotos); anyone else's picture is refused
  const uploads = await ownedUploads(
    tx,
    user,
    uuids.filter((u) => !owned.has(u)),
  );
  for (const r of refs) if (!owned.has(r.uuid) && !uploads.has(r.uuid)) fields.push({ field: r.field, message: 'Not a picture of your picture sets' });
  // a background must be one of the green-screen picture's job's (the print composites on it, decision 0052)
  const withBackground = refs.filter((r) => r.background && owned.has(r.uuid));
  if (!withBackground.length) return;
  const pairs = await tx
    .select({ picture: pictures.uuid, background: greenScreenBackgrounds.uuid })
    .from(pictures)
    .innerJoin(subjects, eq(subjects.uuid, pictures.subject))
    .innerJoin(greenScreenBackgrounds, eq(greenScreenBackgrounds.job, subjects.job))
    .where(and(inArray(pictures.uuid, [...new Set(withBackground.map((r) => r.uuid))]), eq(pictures.greenscreen, true)));
  const known = new Set(pairs.map((p) => `${p.picture}:${p.background}`));
  for (const r of withBackground) {
    if (!known.has(`${r.uuid}:${r.background!.uuid}`)) fields.push({ field: r.background!.field, message: 'Not a background of this picture' });
  }
}

/** Checks every line, then inserts them in order; answers the new lines' uuids. */
export async function addLines(
  tx: Db,
  catalog: PortalCatalog,
  portal: Portal,
  user: UserRow,
  cart: CartRow,
  lines: ParsedLine[],
  texts: CommerceTexts,
  opts: { fieldOf?: (i: number) => string; replacing?: CartLineRow } = {},
): Promise<string[]> {
  const fields: Field[] = [];
  const supersede: { subject: string; type: DigitalPictureType }[] = [];
  const pictureRefs: PictureRef[] = [];
  const rows: (typeof cartLines.$inferInsert)[] = [];

  for (const [i, line] of lines.entries()) {
    const at = opts.fieldOf?.(i) ?? `body.lines.${i}`;
    if (line.type === 200) {
      const offer = catalog.packages.get(line.product.uuid);
      if (!offer?.active || offer.type !== 'package') {
        fields.push({ field: `${at}.product.uuid`, message: 'Not a package of this shop' });
        continue;
      }
      if (offer.disabledReason) throw new ApiError(409, 'package_disabled', texts.packageDisabled(textIn(catalog, offer.disabledReason)));
      const owned = await ownedBuyableSubject(tx, user, line.subject.uuid);
      if (!owned) fields.push({ field: `${at}.subject.uuid`, message: 'Not a picture set of your account' });
      else {
        // the package's digital set: not for a set already bought; it replaces the set or files in the cart
        const combined = combinedIndividualAndFriends(portal);
        const bought = (await purchasesOf(tx, user.uuid, line.subject.uuid)).sets;
        const inPackages = await packageSetTypes(tx, [cart.uuid], line.subject.uuid, combined);
        for (const item of offer.items) {
          if (item.type !== 'DIGITAL_SET' || !item.pictureType) continue;
          const type = coveringSetType(item.pictureType, combined);
          if (bought.has(type) || bought.has(item.pictureType)) throw new ApiError(409, 'set_bought', texts.packageSetBought(textIn(catalog, offer.name)));
          // one digital set per picture set and type, whether from one package or two
          if (inPackages.has(type) || supersede.some((s) => s.subject === line.subject.uuid && s.type === type))
            throw new ApiError(409, 'set_in_cart', texts.setInCart);
          supersede.push({ subject: line.subject.uuid, type });
        }
      }
      const itemUuids = new Set(offer.items.map((item) => item.uuid));
      const items: StoredPackageItemData[] = [];
      const itemPictures: PictureRef[] = [];
      line.packageItems.forEach((item, k) => {
        if (!itemUuids.has(item.uuid)) fields.push({ field: `${at}.packageItems.${k}.uuid`, message: 'Not an item of this package' });
        itemPictures.push(...picturesIn(item.templateData, `${at}.packageItems.${k}.templateData`));
        items.push({ uuid: item.uuid, template: item.template ?? null, templateData: item.templateData ?? null });
      });
      pictureRefs.push(...itemPictures);
      fields.push(...(await packageRuleProblems(tx, catalog, portal, user, offer, line, at, itemPictures, opts.replacing ?? null)));
      rows.push({ cart: cart.uuid, kind: 'package', packageOffer: offer.uuid, subject: line.subject.uuid, quantity: 1, packageItems: items });
      continue;
    }
    const product = catalog.products.get(line.product.uuid);
    if (!product?.active || product.kind !== 'template') {
      fields.push({ field: `${at}.product.uuid`, message: 'Not a product of this shop' });
      continue;
    }
    if (product.type !== line.type) fields.push({ field: `${at}.type`, message: `The product is of type ${product.type}` });
    const subs = new Set(product.subs.filter((s) => s.active).map((s) => s.uuid));
    line.subProductUuids.forEach((uuid, k) => {
      if (!subs.has(uuid)) fields.push({ field: `${at}.subProductUuids.${k}`, message: 'Not a sub-product of this product' });
    });
    pictureRefs.push(...picturesIn(line.templateData, `${at}.templateData`));
    const quantity = normaliseQuantity(line.quantity, quantityBounds(product.minOrderPartQuantity, product.maximumQuantity, 0));
    rows.push({
      cart: cart.uuid,
      kind: 'product',
      product: product.uuid,
      quantity,
      subProductUuids: [...new Set(line.subProductUuids)],
      template: line.template,
      templateData: line.templateData,
    });
  }
  await checkPictures(tx, user, pictureRefs, fields);
  if (fields.length) throw validationError(fields);
  for (const s of supersede) {
    await tx
      .delete(cartLines)
      .where(and(eq(cartLines.cart, cart.uuid), eq(cartLines.kind, 'digital_set'), eq(cartLines.subject, s.subject), eq(cartLines.pictureType, s.type)));
    await removeCoveredFiles(tx, cart, s.subject, s.type, combinedIndividualAndFriends(portal));
  }
  await ensureRoom(tx, cart, rows.length, texts);
  const created: string[] = [];
  // one at a time, so the lines keep the order they were sent in (seq)
  for (const row of rows) {
    const [r] = await tx.insert(cartLines).values(row).returning({ uuid: cartLines.uuid });
    created.push(r!.uuid);
  }
  return created;
}
