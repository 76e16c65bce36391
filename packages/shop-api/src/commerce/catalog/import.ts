/**
 * The price-list import (`pnpm operator import-products <folder> --portal <key>`, and the demo
 * seed), modelled on the photo-job import: check everything first and stop with every problem
 * (file and line) before writing; then write in one transaction, comparing with what is there, so
 * a rerun changes nothing. Entries the file no longer lists are withdrawn (active = false), never
 * deleted: carts and, later, orders reference them. `--dry-run` checks and counts, writes nothing.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { changes } from '../../db/changes';
import type { Db, Tx } from '../../db/client';
import {
  catalogues,
  checkoutSettings,
  commerceSettings,
  jobs,
  packageOffers,
  products,
  subProducts,
  type StoredPackageItem,
  type StoredTier,
} from '../../db/schema';
import { formatProblem, type Problem } from '../../photojobs';
import { PRODUCTS_FILE, type PackageInput, type ProductInput } from './file';
import { readPriceList, type PriceListText } from './folder';
import { storedCheckoutConfig } from '../checkout/config';
import { importVouchers, type VoucherChange } from '../checkout/vouchers';
import type { DiffTier, ProductChange } from '@shop/contracts';

type SubProductChange = ProductChange['subProducts'][number];
import { portalKeyForImport } from '../../portals/resolve';

export interface Counts {
  created: number;
  updated: number;
  unchanged: number;
  withdrawn: number;
}

export interface PriceListSummary {
  portal: string;
  dryRun: boolean;
  settings: 'created' | 'updated' | 'unchanged';
  products: Counts;
  subProducts: Counts;
  catalogues: Counts;
  packages: Counts;
  /** The delivery and payment configuration (the file's `checkout`): absent from the file removes it. */
  checkout: 'created' | 'updated' | 'unchanged' | 'removed';
  /** What changed, entry by entry (the studio's diff): products with their tiers and sub-products, vouchers. */
  changes: { products: ProductChange[]; vouchers: VoucherChange[] };
}

export interface PriceListOptions {
  portal?: string;
  dryRun?: boolean;
  now?: Date;
  /**
   * Runs in the import's transaction after everything is written (also in a dry run, before its
   * rollback): the studio checks the diff and writes its audit entry here, so all is one transaction.
   */
  inTransaction?: (tx: Tx, summary: PriceListSummary) => Promise<void>;
}

export class PriceListValidationError extends Error {
  constructor(readonly problems: Problem[]) {
    super(`The import stopped: ${problems.length} problem${problems.length === 1 ? '' : 's'}, nothing was written.\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'PriceListValidationError';
  }
}

class DryRunRollback extends Error {}

const counts = (): Counts => ({ created: 0, updated: 0, unchanged: 0, withdrawn: 0 });

/** A package item's uuid: stable for the same offer, place, type and reference, so a rerun keeps it. */
export function packageItemUuid(offerUuid: string, index: number, type: string, ref: string): string {
  const h = createHash('sha256').update(`${offerUuid}:${index}:${type}:${ref}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const tiersOf = (p: ProductInput): StoredTier[] =>
  p.prices
    ? p.prices.map((t) => ({ quantity: t.from, price: t.price, campaignPrice: t.campaignPrice, type: p.priceType }))
    : [{ quantity: 1, price: p.price!, campaignPrice: null, type: 0 }];

const shownTiers = (tiers: StoredTier[]): DiffTier[] => tiers.map((t) => ({ from: t.quantity, price: t.price, campaignPrice: t.campaignPrice }));
const byImportKey = <T extends { importKey: string }>(rows: Iterable<T>) => [...rows].sort((a, b) => a.importKey.localeCompare(b.importKey));

const kindOf = (p: ProductInput) =>
  p.kind === 'digital-file' ? 'digital_file' : p.kind === 'digital-set' ? 'digital_set' : p.type === 11 ? 'retouch' : 'template';

export async function importPriceList(db: Db, folder: string | PriceListText, options: PriceListOptions = {}): Promise<PriceListSummary> {
  const now = options.now ?? new Date();
  const dryRun = Boolean(options.dryRun);
  const portal = { key: await portalKeyForImport(db, options.portal) };

  // ---- 1. check ----
  const problems: Problem[] = [];
  const plan = await readPriceList(folder, problems);
  const jobByKey = new Map<string, string>();
  if (plan) {
    const jobKeys = [...new Set(plan.data.catalogues.flatMap((c) => (c.job ? [c.job] : [])))];
    if (jobKeys.length) {
      const rows = await db
        .select({ uuid: jobs.uuid, key: jobs.importKey })
        .from(jobs)
        .where(and(eq(jobs.portal, portal.key), inArray(jobs.importKey, jobKeys)));
      for (const r of rows) jobByKey.set(r.key, r.uuid);
    }
    plan.data.catalogues.forEach((c, i) => {
      if (c.job && !jobByKey.has(c.job))
        problems.push({
          file: plan.name,
          line: plan.lineOf(`catalogues.${i}.job`),
          message: `catalogues.${i}.job: there is no photo job '${c.job}' on portal ${portal.key} (import it first)`,
          kind: 'no_photo_job',
          values: { field: `catalogues.${i}.job`, job: c.job },
        });
    });
  }
  if (!plan || problems.length) {
    if (!problems.length)
      problems.push({ file: typeof folder === 'string' ? PRODUCTS_FILE : folder.name, line: 0, message: 'cannot be imported', kind: 'cannot_import' });
    throw new PriceListValidationError(problems.sort((a, b) => a.line - b.line));
  }
  const data = plan.data;

  // ---- 2. rows, in one transaction ----
  const summary: PriceListSummary = {
    portal: portal.key,
    dryRun,
    settings: 'unchanged',
    products: counts(),
    subProducts: counts(),
    catalogues: counts(),
    packages: counts(),
    checkout: 'unchanged',
    changes: { products: [], vouchers: [] },
  };
  try {
    await db.transaction(async (tx) => {
      // imports of one portal take turns (two at once would both insert the same new keys)
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`import-products:${portal.key}`}))`);

      // settings
      const settings = { vatRate: data.settings.vatRate, digitalRebates: data.settings.digitalRebates };
      const [current] = await tx.select().from(commerceSettings).where(eq(commerceSettings.portal, portal.key));
      if (!current) {
        await tx.insert(commerceSettings).values({ portal: portal.key, ...settings });
        summary.settings = 'created';
      } else if (changes(current, settings)) {
        await tx
          .update(commerceSettings)
          .set({ ...settings, updatedAt: now })
          .where(eq(commerceSettings.portal, portal.key));
        summary.settings = 'updated';
      }

      // products and their sub-products
      const existing = new Map((await tx.select().from(products).where(eq(products.portal, portal.key))).map((r) => [r.importKey, r]));
      const productUuid = new Map<string, string>();
      for (const p of data.products) {
        const wanted = {
          kind: kindOf(p),
          type: p.type ?? null,
          pictureType: p.pictureType ?? null,
          category: p.category,
          name: p.name,
          description: p.description,
          sortOrder: p.sortOrder,
          minOrderPartQuantity: p.minOrderPartQuantity,
          maximumQuantity: p.maximumQuantity,
          campaignRequirement: p.campaignRequirement,
          prices: tiersOf(p),
          active: p.active,
        } as const;
        const row = existing.get(p.key);
        let uuid: string;
        const subChanges: SubProductChange[] = [];
        let ownFields: string[] = [];
        if (!row) {
          const [created] = await tx
            .insert(products)
            .values({ portal: portal.key, importKey: p.key, ...wanted })
            .returning({ uuid: products.uuid });
          uuid = created!.uuid;
          summary.products.created++;
        } else {
          uuid = row.uuid;
          const diff = changes(row, wanted);
          ownFields = Object.keys(diff ?? {});
          if (diff) {
            await tx
              .update(products)
              .set({ ...diff, updatedAt: now })
              .where(eq(products.uuid, uuid));
            summary.products.updated++;
          } else summary.products.unchanged++;
        }
        productUuid.set(p.key, uuid);

        const subs = new Map((await tx.select().from(subProducts).where(eq(subProducts.product, uuid))).map((r) => [r.importKey, r]));
        for (const [i, s] of p.subProducts.entries()) {
          const wantedSub = { name: s.name, extraPrice: s.extraPrice, image: s.image, sortOrder: i, active: s.active };
          const subRow = subs.get(s.key);
          subs.delete(s.key);
          if (!subRow) {
            await tx.insert(subProducts).values({ product: uuid, importKey: s.key, ...wantedSub });
            summary.subProducts.created++;
            subChanges.push({ key: s.key, name: s.name, change: 'added', extraPrice: { before: null, after: s.extraPrice } });
          } else {
            const diff = changes(subRow, wantedSub);
            if (diff) {
              await tx.update(subProducts).set(diff).where(eq(subProducts.uuid, subRow.uuid));
              summary.subProducts.updated++;
              const change = subRow.active && !s.active ? 'withdrawn' : 'changed';
              subChanges.push({ key: s.key, name: s.name, change, extraPrice: { before: subRow.extraPrice, after: s.extraPrice } });
            } else summary.subProducts.unchanged++;
          }
        }
        for (const gone of byImportKey(subs.values())) {
          if (!gone.active) continue;
          await tx.update(subProducts).set({ active: false }).where(eq(subProducts.uuid, gone.uuid));
          summary.subProducts.withdrawn++;
          subChanges.push({ key: gone.importKey, name: gone.name, change: 'withdrawn', extraPrice: { before: gone.extraPrice, after: null } });
        }
        existing.delete(p.key);
        if (!row || ownFields.length || subChanges.length) {
          summary.changes.products.push({
            key: p.key,
            name: p.name,
            change: !row ? 'added' : row.active && !p.active ? 'withdrawn' : 'changed',
            fields: ownFields,
            prices: { before: row ? shownTiers(row.prices) : null, after: shownTiers(wanted.prices) },
            subProducts: subChanges,
          });
        }
      }
      for (const gone of byImportKey(existing.values())) {
        if (!gone.active) continue;
        await tx.update(products).set({ active: false, updatedAt: now }).where(eq(products.uuid, gone.uuid));
        summary.products.withdrawn++;
        summary.changes.products.push({
          key: gone.importKey,
          name: gone.name,
          change: 'withdrawn',
          fields: ['active'],
          prices: { before: shownTiers(gone.prices), after: null },
          subProducts: [],
        });
      }

      // catalogues
      const existingCatalogues = new Map((await tx.select().from(catalogues).where(eq(catalogues.portal, portal.key))).map((r) => [r.importKey, r]));
      const catalogueUuid = new Map<string, string>();
      for (const c of data.catalogues) {
        const wanted = {
          job: c.job ? jobByKey.get(c.job)! : null,
          name: c.name,
          description: c.description,
          price: c.price,
          maxQuantity: c.maxQuantity,
          deliveryDays: c.deliveryDays,
          sortOrder: c.sortOrder,
          active: c.active,
        };
        const row = existingCatalogues.get(c.key);
        existingCatalogues.delete(c.key);
        if (!row) {
          const [created] = await tx
            .insert(catalogues)
            .values({ portal: portal.key, importKey: c.key, ...wanted })
            .returning({ uuid: catalogues.uuid });
          catalogueUuid.set(c.key, created!.uuid);
          summary.catalogues.created++;
        } else {
          catalogueUuid.set(c.key, row.uuid);
          const diff = changes(row, wanted);
          if (diff) {
            await tx
              .update(catalogues)
              .set({ ...diff, updatedAt: now })
              .where(eq(catalogues.uuid, row.uuid));
            summary.catalogues.updated++;
          } else summary.catalogues.unchanged++;
        }
      }
      for (const gone of existingCatalogues.values()) {
        if (!gone.active) continue;
        await tx.update(catalogues).set({ active: false, updatedAt: now }).where(eq(catalogues.uuid, gone.uuid));
        summary.catalogues.withdrawn++;
      }

      // package offers
      const existingPackages = new Map((await tx.select().from(packageOffers).where(eq(packageOffers.portal, portal.key))).map((r) => [r.importKey, r]));
      for (const pkg of data.packages) {
        const row = existingPackages.get(pkg.key);
        existingPackages.delete(pkg.key);
        const fields = packageFields(pkg, row?.timeLimitedPrice ?? null, row?.timeLimitedEndsAt ?? null, now);
        if (!row) {
          const [created] = await tx
            .insert(packageOffers)
            .values({ portal: portal.key, importKey: pkg.key, ...fields, items: [] })
            .returning({ uuid: packageOffers.uuid });
          const items = packageItems(pkg, created!.uuid, productUuid, catalogueUuid);
          if (items.length) await tx.update(packageOffers).set({ items }).where(eq(packageOffers.uuid, created!.uuid));
          summary.packages.created++;
        } else {
          const diff = changes(row, { ...fields, items: packageItems(pkg, row.uuid, productUuid, catalogueUuid) });
          if (diff) {
            await tx
              .update(packageOffers)
              .set({ ...diff, updatedAt: now })
              .where(eq(packageOffers.uuid, row.uuid));
            summary.packages.updated++;
          } else summary.packages.unchanged++;
        }
      }
      for (const gone of existingPackages.values()) {
        if (!gone.active) continue;
        await tx.update(packageOffers).set({ active: false, updatedAt: now }).where(eq(packageOffers.uuid, gone.uuid));
        summary.packages.withdrawn++;
      }

      // checkout: delivery methods and payment options, one document per portal
      const [currentCheckout] = await tx.select().from(checkoutSettings).where(eq(checkoutSettings.portal, portal.key));
      if (data.checkout) {
        const config = storedCheckoutConfig(portal.key, data.checkout) as unknown as Record<string, unknown>;
        if (!currentCheckout) {
          await tx.insert(checkoutSettings).values({ portal: portal.key, config });
          summary.checkout = 'created';
        } else if (JSON.stringify(currentCheckout.config) !== JSON.stringify(config)) {
          await tx.update(checkoutSettings).set({ config, updatedAt: now }).where(eq(checkoutSettings.portal, portal.key));
          summary.checkout = 'updated';
        }
      } else if (currentCheckout) {
        await tx.delete(checkoutSettings).where(eq(checkoutSettings.portal, portal.key));
        summary.checkout = 'removed';
      }
      // a file without a list of vouchers leaves them as they are: the studio edits them (decision 0097)
      if (data.checkout?.vouchers) summary.changes.vouchers = await importVouchers(tx, portal.key, data.checkout.vouchers);
      await options.inTransaction?.(tx, summary);
      if (dryRun) throw new DryRunRollback();
    });
  } catch (err) {
    if (!(err instanceof DryRunRollback)) throw err;
  }
  return summary;
}

/**
 * The offer's columns. A time-limited discount given in days runs from the first import that names
 * it: a rerun keeps the end it has (the demo's "7 days from the first start").
 */
function packageFields(pkg: PackageInput, oldPrice: number | null, oldEndsAt: Date | null, now: Date) {
  const tl = pkg.timeLimitedDiscount;
  let endsAt: Date | null = null;
  if (tl?.expiresAt) endsAt = new Date(tl.expiresAt);
  else if (tl?.days) endsAt = oldPrice !== null && oldEndsAt ? oldEndsAt : new Date(now.getTime() + tl.days * 86_400_000);
  return {
    type: pkg.type,
    name: pkg.name,
    description: pkg.description,
    image: pkg.image,
    linkText: pkg.linkText,
    link: pkg.type === 'link' ? pkg.link! : null,
    linkInfo: pkg.type === 'link' ? pkg.linkInfo : null,
    originalPrice: pkg.originalPrice ?? null,
    priceIncludingDiscount: pkg.priceIncludingDiscount ?? null,
    timeLimitedPrice: tl?.price ?? null,
    timeLimitedEndsAt: endsAt,
    disabledReason: pkg.disabledReason,
    qualifiesForCampaign: pkg.qualifiesForCampaign,
    allowSubjectChange: pkg.allowSubjectChange,
    sortOrder: pkg.sortOrder,
    active: pkg.active,
  };
}

function packageItems(pkg: PackageInput, offerUuid: string, productUuid: Map<string, string>, catalogueUuid: Map<string, string>): StoredPackageItem[] {
  const out: StoredPackageItem[] = [];
  for (const item of pkg.items) {
    for (let n = 0; n < item.quantity; n++) {
      const product = item.type === 'TEMPLATE_PRODUCT' ? productUuid.get(item.product!)! : null;
      const catalogue = item.type === 'CATALOGUE' ? catalogueUuid.get(item.catalogue!)! : null;
      const pictureType = item.type === 'DIGITAL_SET' ? item.pictureType! : null;
      out.push({
        uuid: packageItemUuid(offerUuid, out.length, item.type, product ?? catalogue ?? pictureType ?? ''),
        type: item.type,
        product,
        catalogue,
        pictureType,
        canChangeTemplate: item.canChangeTemplate,
      });
    }
  }
  return out;
}
