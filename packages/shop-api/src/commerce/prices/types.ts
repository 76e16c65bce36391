/**
 * What the price engine works on: plain data, no database. The cart code (../cart) loads the rows
 * and hands them over in these shapes; every amount is in minor units and includes VAT.
 */
import type { CampaignRequirement, DigitalPictureType, DigitalRebates, PriceNote } from '@shop/contracts';

export interface Tier {
  /** From this quantity on. */
  quantity: number;
  price: number;
  campaignPrice: number | null;
  /** 0 per piece, 1 ordinal (PRICE_TIER_TYPE). */
  type: 0 | 1;
}

export interface PricedSubProduct {
  uuid: string;
  name: string;
  extraPrice: number;
}

export interface PricedProduct {
  uuid: string;
  name: string;
  /** Ascending by quantity (the import checks it); the first is the normal price of one piece. */
  tiers: Tier[];
  subProducts: PricedSubProduct[];
  campaignRequirement: CampaignRequirement;
}

export interface PricedPackage {
  uuid: string;
  name: string;
  originalPrice: number;
  priceIncludingDiscount: number;
  timeLimitedPrice: number | null;
  /** When the time-limited price stops; null: no time-limited price. */
  timeLimitedEndsAt: Date | null;
  /** Whether having it in the cart gives campaign prices and digital rebates. */
  qualifiesForCampaign: boolean;
}

/** The digital file and set products of a portal by picture type (absent: not sold). */
export interface DigitalCatalogue {
  file: Partial<Record<DigitalPictureType, PricedProduct>>;
  set: Partial<Record<DigitalPictureType, PricedProduct>>;
  rebates: DigitalRebates;
}

export type EngineLine =
  | { kind: 'product'; uuid: string; product: PricedProduct; quantity: number; subProductUuids: string[] }
  | { kind: 'package'; uuid: string; offer: PricedPackage; quantity: number }
  | { kind: 'digital-files'; uuid: string; pictureType: DigitalPictureType; fileCount: number }
  | { kind: 'digital-set'; uuid: string; pictureType: DigitalPictureType }
  | { kind: 'catalogue'; uuid: string; price: number; quantity: number }
  | { kind: 'retouch'; uuid: string; subProductUuids: string[] };

export interface PriceContext {
  now: Date;
  /** VAT in basis points (2500 = 25 %). */
  vatRate: number;
  retouchProduct: PricedProduct | null;
  digital: DigitalCatalogue;
}

export interface LinePrice {
  /** One piece as charged. */
  unitPrice: number;
  /** Before rebates. */
  linePrice: number;
  /** What is paid. */
  actualLinePrice: number;
  notes: PriceNote[];
}

/** A line the engine could not price (its product is gone from sale): it stays visible, costs nothing, and cannot be checked out. */
export interface Unpriceable {
  unavailable: true;
}

export const firstPrice = (product: PricedProduct): number | null => product.tiers[0]?.price ?? null;
