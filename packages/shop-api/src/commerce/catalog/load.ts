/**
 * Loads a portal's price list (every product, sub-product, package offer and catalogue, withdrawn
 * ones too: carts may still hold them) and turns rows into the price engine's shapes. Reads outside
 * a change take it from the portal cache (requestCatalog: kept until the price list changes, whoever
 * changes it; portals/cache.ts); a cart change loads it inside its transaction.
 */
import type { DigitalPictureType, DigitalRebates } from '@shop/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import {
  catalogues,
  commerceSettings,
  packageOffers,
  products,
  subProducts,
  type CatalogueRow,
  type PackageOfferRow,
  type ProductRow,
  type SubProductRow,
  templates,
} from '../../db/schema';
import { portalCached } from '../../portals/cache';
import type { DigitalCatalogue, PricedPackage, PricedProduct } from '../prices/types';
import { localText } from './text';

/** VAT when a portal has no price list yet: 25 % (Norway and Sweden). */
export const DEFAULT_VAT_RATE = 2500;

export const NO_REBATES: DigitalRebates = {
  portraitFilePrice: null,
  portraitSetPrice: null,
  siblingAndFriendsFilePrice: null,
  siblingAndFriendsSetPrice: null,
  groupFilePrice: null,
  groupSetPrice: null,
};

export interface CatalogProduct extends ProductRow {
  subs: SubProductRow[];
}

export interface PortalCatalog {
  portal: string;
  lang: string;
  fallbackLang: string;
  vatRate: number;
  rebates: DigitalRebates;
  products: Map<string, CatalogProduct>;
  packages: Map<string, PackageOfferRow>;
  catalogues: Map<string, CatalogueRow>;
  /** Templates withdrawn from the shop: a cart's design made from one is an unavailable line, as a withdrawn product's. */
  withdrawnTemplates: Set<string>;
}

/** Whether a cart line's product or template is no longer sold. */
export const withdrawnLine = (catalog: PortalCatalog, line: { product: string | null; template: { uuid: string } | null }) =>
  !(line.product && catalog.products.get(line.product)?.active) || Boolean(line.template && catalog.withdrawnTemplates.has(line.template.uuid));

export async function loadCatalog(db: Db, portal: { key: string; defaultLanguage: string }, lang: string): Promise<PortalCatalog> {
  const [settings] = await db.select().from(commerceSettings).where(eq(commerceSettings.portal, portal.key));
  const productRows = await db.select().from(products).where(eq(products.portal, portal.key)).orderBy(asc(products.sortOrder), asc(products.importKey));
  const subRows = productRows.length
    ? await db
        .select()
        .from(subProducts)
        .where(
          inArray(
            subProducts.product,
            productRows.map((p) => p.uuid),
          ),
        )
        .orderBy(asc(subProducts.sortOrder))
    : [];
  const packageRows = await db
    .select()
    .from(packageOffers)
    .where(eq(packageOffers.portal, portal.key))
    .orderBy(asc(packageOffers.sortOrder), asc(packageOffers.importKey));
  const catalogueRows = await db
    .select()
    .from(catalogues)
    .where(eq(catalogues.portal, portal.key))
    .orderBy(asc(catalogues.sortOrder), asc(catalogues.importKey));
  const withdrawn = await db
    .select({ uuid: templates.uuid })
    .from(templates)
    .where(and(eq(templates.portal, portal.key), eq(templates.active, false)));
  return {
    portal: portal.key,
    lang,
    fallbackLang: portal.defaultLanguage,
    vatRate: settings?.vatRate ?? DEFAULT_VAT_RATE,
    rebates: { ...NO_REBATES, ...(settings?.digitalRebates ?? {}) },
    products: new Map(productRows.map((p) => [p.uuid, { ...p, subs: subRows.filter((s) => s.product === p.uuid) }])),
    packages: new Map(packageRows.map((p) => [p.uuid, p])),
    catalogues: new Map(catalogueRows.map((c) => [c.uuid, c])),
    withdrawnTemplates: new Set(withdrawn.map((t) => t.uuid)),
  };
}

/** The request's portal's price list in `lang`, from the portal cache: shared between requests, so nothing may change it. */
export async function requestCatalog(request: FastifyRequest, lang: string): Promise<PortalCatalog> {
  const { portal } = request;
  const { db } = request.server.shop;
  const catalog = await portalCached(request, 'catalog', () => loadCatalog(db, portal, portal.defaultLanguage));
  return { ...catalog, lang };
}

export const textIn = (catalog: PortalCatalog, text: Record<string, string> | null | undefined) => localText(text, catalog.lang, catalog.fallbackLang);

/** The engine's product: a withdrawn product has no tiers (its lines cannot be priced); withdrawn sub-products add nothing. */
export function pricedProduct(catalog: PortalCatalog, p: CatalogProduct): PricedProduct {
  return {
    uuid: p.uuid,
    name: textIn(catalog, p.name),
    tiers: p.active ? p.prices : [],
    subProducts: p.subs.filter((s) => s.active).map((s) => ({ uuid: s.uuid, name: textIn(catalog, s.name), extraPrice: s.extraPrice })),
    campaignRequirement: p.campaignRequirement,
  };
}

/** The engine's package; null for a link offer (nothing to price). */
export function pricedPackage(catalog: PortalCatalog, p: PackageOfferRow): PricedPackage | null {
  if (p.type !== 'package' || p.originalPrice === null || p.priceIncludingDiscount === null) return null;
  return {
    uuid: p.uuid,
    name: textIn(catalog, p.name),
    originalPrice: p.originalPrice,
    priceIncludingDiscount: p.priceIncludingDiscount,
    timeLimitedPrice: p.timeLimitedPrice,
    timeLimitedEndsAt: p.timeLimitedEndsAt,
    qualifiesForCampaign: p.qualifiesForCampaign,
  };
}

export const activeProducts = (catalog: PortalCatalog) => [...catalog.products.values()].filter((p) => p.active);

export function retouchProductOf(catalog: PortalCatalog): CatalogProduct | null {
  return activeProducts(catalog).find((p) => p.kind === 'retouch') ?? null;
}

export function digitalProductOf(catalog: PortalCatalog, kind: 'file' | 'set', type: DigitalPictureType): CatalogProduct | null {
  const wanted = kind === 'file' ? 'digital_file' : 'digital_set';
  return activeProducts(catalog).find((p) => p.kind === wanted && p.pictureType === type) ?? null;
}

export function digitalCatalogue(catalog: PortalCatalog): DigitalCatalogue {
  const out: DigitalCatalogue = { file: {}, set: {}, rebates: catalog.rebates };
  for (const type of ['IP', 'SFP', 'GP'] as const) {
    const file = digitalProductOf(catalog, 'file', type);
    const set = digitalProductOf(catalog, 'set', type);
    if (file) out.file[type] = pricedProduct(catalog, file);
    if (set) out.set[type] = pricedProduct(catalog, set);
  }
  return out;
}
