/** The contract's Product, DigitalProduct, PackageOffer and Catalogue built from a loaded price list. */
import type { Catalogue, DigitalProduct, PackageOffer, PackageOfferItem, Product } from '@shop/contracts';
import type { CatalogueRow, PackageOfferRow } from '../../db/schema';
import { digitalRebateFor } from '../prices/digital';
import { packagePriceNow, remainingSeconds } from '../prices/packages';
import { digitalCatalogue, pricedPackage, textIn, type CatalogProduct, type PortalCatalog } from './load';

export function productView(catalog: PortalCatalog, p: CatalogProduct): Product {
  return {
    uuid: p.uuid,
    name: textIn(catalog, p.name),
    description: textIn(catalog, p.description),
    type: p.type as Product['type'],
    category: p.category,
    sortOrder: p.sortOrder,
    minorderpartquantity: p.minOrderPartQuantity,
    maximumQuantity: p.maximumQuantity,
    subproducts: p.subs.filter((s) => s.active).map((s) => ({ uuid: s.uuid, name: textIn(catalog, s.name), extraprice: s.extraPrice, image: s.image })),
    productprices: p.prices.map((t) => ({ quantity: t.quantity, price: t.price, campaignprice: t.campaignPrice, type: t.type })),
    campaignrequirement: p.campaignRequirement,
  };
}

export function digitalProductView(catalog: PortalCatalog, p: CatalogProduct): DigitalProduct {
  const kind = p.kind === 'digital_file' ? 'file' : 'set';
  return {
    uuid: p.uuid,
    name: textIn(catalog, p.name),
    kind,
    pictureType: p.pictureType!,
    price: p.prices[0]?.price ?? 0,
    rebatePrice: digitalRebateFor(digitalCatalogue(catalog), kind, p.pictureType!),
  };
}

function itemView(catalog: PortalCatalog, item: PackageOfferRow['items'][number]): PackageOfferItem | null {
  if (item.type === 'TEMPLATE_PRODUCT') {
    const product = item.product ? catalog.products.get(item.product) : undefined;
    if (!product) return null;
    const name = textIn(catalog, product.name);
    return {
      uuid: item.uuid,
      type: 'TEMPLATE_PRODUCT',
      name,
      product: { uuid: product.uuid, name, type: product.type as 1 | 2 | 89 },
      canChangeTemplate: item.canChangeTemplate,
    };
  }
  if (item.type === 'CATALOGUE') {
    const catalogue = item.catalogue ? catalog.catalogues.get(item.catalogue) : undefined;
    if (!catalogue) return null;
    const name = textIn(catalog, catalogue.name);
    return { uuid: item.uuid, type: 'CATALOGUE', name, catalogue: { uuid: catalogue.uuid, name } };
  }
  const set = [...catalog.products.values()].find((p) => p.kind === 'digital_set' && p.pictureType === item.pictureType);
  return { uuid: item.uuid, type: 'DIGITAL_SET', name: set ? textIn(catalog, set.name) : `${item.pictureType}`, pictureType: item.pictureType! };
}

/** The item of an offer by uuid, for the cart's package lines. */
export const packageItemView = itemView;

export function packageOfferView(catalog: PortalCatalog, p: PackageOfferRow, now: Date): PackageOffer {
  const common = {
    uuid: p.uuid,
    name: textIn(catalog, p.name),
    description: textIn(catalog, p.description),
    image: p.image,
    linkText: textIn(catalog, p.linkText),
    sortOrder: p.sortOrder,
    disabled: p.disabledReason ? { reason: textIn(catalog, p.disabledReason) } : null,
  };
  const priced = pricedPackage(catalog, p);
  if (!priced)
    return { ...common, type: 'link', link: p.link ?? '', linkInfo: p.linkInfo ? { type: p.linkInfo.type, category: p.linkInfo.category ?? null } : null };
  return {
    ...common,
    type: 'package',
    originalPrice: priced.originalPrice,
    priceIncludingDiscount: priced.priceIncludingDiscount,
    useTimeLimitedDiscount: remainingSeconds(priced, now) > 0,
    timeLimitedDiscountPrice: priced.timeLimitedPrice,
    remainingTime: remainingSeconds(priced, now),
    currentPrice: packagePriceNow(priced, now).price,
    allowSubjectChange: p.allowSubjectChange,
    packageItems: p.items.flatMap((i) => itemView(catalog, i) ?? []),
  };
}

export function catalogueView(
  catalog: PortalCatalog,
  c: CatalogueRow,
  subject: { uuid: string; name: string; groupName: string },
  quantity: number,
): Catalogue {
  return {
    uuid: c.uuid,
    name: textIn(catalog, c.name),
    description: textIn(catalog, c.description),
    price: c.price,
    quantity,
    maxQuantity: c.maxQuantity,
    deliveryTime: { days: c.deliveryDays },
    subject: { uuid: subject.uuid, name: subject.name, group: subject.groupName },
  };
}
