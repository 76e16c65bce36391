/**
 * Digital files and sets: the normal price is the product's first price; with a qualifying package
 * in the cart the portal's digital rebate price applies, but only when the product exists and the
 * rebate is not above that normal price (spec 2 section 5). And the already-bought rule: a type's
 * purchase list leaves out bought pictures and is empty once the type's set is bought.
 */
import type { DigitalPictureType, DigitalRebates } from '@shop/contracts';
import { firstPrice, type DigitalCatalogue, type LinePrice, type PricedPackage, type PricedProduct } from './types';

const REBATE_FIELD: Record<'file' | 'set', Record<DigitalPictureType, keyof DigitalRebates>> = {
  file: { IP: 'portraitFilePrice', SFP: 'siblingAndFriendsFilePrice', GP: 'groupFilePrice' },
  set: { IP: 'portraitSetPrice', SFP: 'siblingAndFriendsSetPrice', GP: 'groupSetPrice' },
};

/** The rebate price that may be used for a product, or null (no product, no rebate, or a rebate above the normal price). */
export function applicableRebate(product: PricedProduct | undefined, rebate: number | null): number | null {
  if (!product || rebate === null) return null;
  const normal = firstPrice(product);
  if (normal === null || rebate > normal) return null;
  return rebate;
}

export function digitalRebateFor(catalogue: DigitalCatalogue, kind: 'file' | 'set', type: DigitalPictureType): number | null {
  return applicableRebate(catalogue[kind][type], catalogue.rebates[REBATE_FIELD[kind][type]]);
}

/** Price of `count` files or one set of a type; null when the product is not sold. */
export function digitalLinePrice(
  catalogue: DigitalCatalogue,
  kind: 'file' | 'set',
  type: DigitalPictureType,
  count: number,
  qualifyingPackage: PricedPackage | null,
): LinePrice | null {
  const product = catalogue[kind][type];
  const normal = product ? firstPrice(product) : null;
  if (normal === null || count <= 0) return null;
  const rebate = qualifyingPackage ? digitalRebateFor(catalogue, kind, type) : null;
  const unit = rebate !== null && rebate < normal ? rebate : normal;
  const notes: LinePrice['notes'] =
    unit < normal && qualifyingPackage
      ? [{ kind: 'digital-rebate', unitPrice: unit, normalUnitPrice: normal, package: { uuid: qualifyingPackage.uuid, name: qualifyingPackage.name } }]
      : [{ kind: 'unit-price', unitPrice: unit }];
  return { unitPrice: unit, linePrice: normal * count, actualLinePrice: unit * count, notes };
}

export interface PictureForSale {
  uuid: string;
  pictureType: DigitalPictureType;
}

/**
 * The pictures of one type that can still be bought as single files: none when the type's set is
 * bought, else those not bought themselves. `setBought` already folds in the combined
 * individual-and-friends product (IP set covering SFP) when the portal offers it.
 */
export function digitalFilePurchaseList<P extends PictureForSale>(
  pictures: P[],
  type: DigitalPictureType,
  boughtPictures: ReadonlySet<string>,
  setBought: boolean,
): P[] {
  if (setBought) return [];
  return pictures.filter((p) => p.pictureType === type && !boughtPictures.has(p.uuid));
}
