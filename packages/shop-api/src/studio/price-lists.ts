/**
 * Price lists in the studio (issue 32): a portal's products.json, uploaded as text, checked and compared by
 * the import of `pnpm operator import-products` (its checks, its rules, its transaction). The dry run is
 * that import rolled back; Publish runs it again and, inside its transaction, refuses when the diff is not
 * the one the dry run showed (its fingerprint), keeps the file in the storage and writes the audit entry.
 */
import { createHash } from 'node:crypto';
import { PRICE_LIST_MAX_BYTES, studioCatalogApi, type PriceListDiff, type ProductChange } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { importPriceList, PriceListValidationError, type PriceListSummary } from '../commerce';
import { ApiError } from '../http/errors';
import { route } from '../http/route';
import { portalFor } from './access';
import type { Tx } from '../db/client';
import { writeAudit } from './audit';

export function diffOf(summary: PriceListSummary, currency: string): PriceListDiff {
  const { products, subProducts, catalogues, packages } = summary;
  return {
    currency,
    products: summary.changes.products,
    vouchers: summary.changes.vouchers,
    counts: { products, subProducts, catalogues, packages },
    settings: summary.settings,
    checkout: summary.checkout,
  };
}

/** The same diff has the same fingerprint (its order is the file's, then the withdrawn by key). */
export const fingerprintOf = (diff: PriceListDiff) => createHash('sha256').update(JSON.stringify(diff)).digest('hex');

/** One side of the diff for the audit entry: the changed products' tiers and sub-products' extra prices as they were or became. */
function side(products: ProductChange[], which: 'before' | 'after') {
  return products.map((p) => ({
    key: p.key,
    change: p.change,
    prices: p.prices[which],
    subProducts: p.subProducts.map((s) => ({ key: s.key, extraPrice: s.extraPrice[which] })),
  }));
}

// the text travels JSON-escaped: room for a file of the limit with its quotes and newlines escaped
const bodyLimit = PRICE_LIST_MAX_BYTES * 2 + 64 * 1024;

export function registerStudioPriceLists(app: FastifyInstance): void {
  const { db, storage } = app.shop;

  route(
    app,
    studioCatalogApi.priceListDryRun,
    async ({ params, body }, request) => {
      const portal = await portalFor(request, params.portalKey);
      try {
        const summary = await importPriceList(db, body.file, { portal: portal.key, dryRun: true });
        const diff = diffOf(summary, portal.currency);
        return { problems: [], diff, fingerprint: fingerprintOf(diff) };
      } catch (err) {
        if (err instanceof PriceListValidationError) return { problems: err.problems, diff: null, fingerprint: null };
        throw err;
      }
    },
    { bodyLimit },
  );

  route(
    app,
    studioCatalogApi.publishPriceList,
    async ({ params, body }, request) => {
      const staff = request.staff!;
      const portal = await portalFor(request, params.portalKey);
      const inTransaction = async (tx: Tx, summary: PriceListSummary) => {
        const diff = diffOf(summary, portal.currency);
        if (fingerprintOf(diff) !== body.fingerprint)
          throw new ApiError(
            409,
            'price_list_changed',
            'What this price list changes is no longer what the check showed (the shop changed since): check it again before publishing',
          );
        // the published file is kept: the audit entry names it
        const file = `price-lists/${portal.key}/${body.fingerprint}.json`;
        await storage.put(file, Buffer.from(body.file.text, 'utf8'), { contentType: 'application/json' });
        await writeAudit(tx, {
          staff: staff.member.uuid,
          portal: portal.key,
          kind: 'price-list.publish',
          before: { products: side(diff.products, 'before') },
          after: { products: side(diff.products, 'after'), vouchers: diff.vouchers, counts: diff.counts, file: { name: body.file.name, stored: file } },
        });
      };
      try {
        const summary = await importPriceList(db, body.file, { portal: portal.key, inTransaction });
        return { diff: diffOf(summary, portal.currency) };
      } catch (err) {
        if (err instanceof PriceListValidationError) {
          const n = err.problems.length;
          throw new ApiError(409, 'price_list_problems', `The price list has ${n} problem${n === 1 ? '' : 's'}: check it, correct the file and check it again`);
        }
        throw err;
      }
    },
    { bodyLimit },
  );
}
