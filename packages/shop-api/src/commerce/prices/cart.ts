/**
 * Prices a whole cart at once, from its current lines: which package qualifies (the first package
 * line, in the cart's order, whose offer qualifies) decides the campaign prices and digital rebates
 * of every other line, so no line is priced alone. The summary counts the ordinary lines' pieces,
 * adds the actual prices and shows the VAT part included in them.
 */
import { vatPart } from '@shop/contracts';
import { digitalLinePrice } from './digital';
import { packageLinePrice } from './packages';
import { retouchLinePrice } from './retouch';
import { productLinePrice } from './tiers';
import type { EngineLine, LinePrice, PriceContext, PricedPackage } from './types';

export interface PricedLine extends LinePrice {
  uuid: string;
  /** The quantity counted for the badge (files of a files line, 1 for a set or retouch). */
  pieces: number;
  /** The product is no longer for sale: the line costs nothing and blocks checkout. */
  unavailable: boolean;
}

export interface CartPrices {
  lines: PricedLine[];
  qualifyingPackage: PricedPackage | null;
  itemCount: number;
  totalPrice: number;
  vatAmount: number;
  /** Basis points. */
  vatRate: number;
}

export function qualifyingPackageOf(lines: EngineLine[]): PricedPackage | null {
  for (const line of lines) if (line.kind === 'package' && line.offer.qualifiesForCampaign) return line.offer;
  return null;
}

function priceLine(line: EngineLine, ctx: PriceContext, pkg: PricedPackage | null): LinePrice | null {
  switch (line.kind) {
    case 'product':
      return productLinePrice(line.product, line.quantity, line.subProductUuids, pkg);
    case 'package':
      return packageLinePrice(line.offer, line.quantity, ctx.now);
    case 'digital-files':
      return digitalLinePrice(ctx.digital, 'file', line.pictureType, line.fileCount, pkg);
    case 'digital-set':
      return digitalLinePrice(ctx.digital, 'set', line.pictureType, 1, pkg);
    case 'catalogue':
      return {
        unitPrice: line.price,
        linePrice: line.price * line.quantity,
        actualLinePrice: line.price * line.quantity,
        notes: [{ kind: 'unit-price', unitPrice: line.price }],
      };
    case 'retouch':
      return retouchLinePrice(ctx.retouchProduct, line.subProductUuids);
  }
}

const piecesOf = (line: EngineLine): number => {
  switch (line.kind) {
    case 'product':
    case 'package':
    case 'catalogue':
      return line.quantity;
    case 'digital-files':
      return line.fileCount;
    case 'digital-set':
    case 'retouch':
      return 1;
  }
};

export function priceCart(lines: EngineLine[], ctx: PriceContext): CartPrices {
  const pkg = qualifyingPackageOf(lines);
  const priced = lines.map((line): PricedLine => {
    const price = priceLine(line, ctx, pkg);
    if (!price) return { uuid: line.uuid, pieces: piecesOf(line), unavailable: true, unitPrice: 0, linePrice: 0, actualLinePrice: 0, notes: [] };
    return { uuid: line.uuid, pieces: piecesOf(line), unavailable: false, ...price };
  });
  const totalPrice = priced.reduce((sum, l) => sum + l.actualLinePrice, 0);
  return {
    lines: priced,
    qualifyingPackage: pkg,
    itemCount: priced.reduce((sum, l) => sum + l.pieces, 0),
    totalPrice,
    vatAmount: vatPart(totalPrice, ctx.vatRate),
    vatRate: ctx.vatRate,
  };
}
