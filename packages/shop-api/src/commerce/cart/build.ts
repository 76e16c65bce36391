/**
 * Builds the contract's Cart from the current lines: each line becomes the engine's shape, the
 * engine prices the whole cart at once (a package in the cart changes other lines' prices), and
 * each priced line becomes an OrderLine with the spec's fields for its kind. A line whose product
 * was withdrawn from the price list stays visible as unavailable at no charge.
 */
import { quantityBounds, vatPart, type Cart, type OrderLine, type OrderSummary } from '@shop/contracts';
import { count, eq, inArray } from 'drizzle-orm';
import { derivativeUrl } from '../../account';
import type { Db } from '../../db/client';
import { jobs, pictures, subjects, type CartLineRow, type CartRow } from '../../db/schema';
import { digitalCatalogue, digitalProductOf, pricedPackage, pricedProduct, retouchProductOf, textIn, withdrawnLine, type PortalCatalog } from '../catalog/load';
import { packageItemView } from '../catalog/views';
import { priceCart, type PricedLine } from '../prices/cart';
import type { EngineLine } from '../prices/types';
import { findVoucher, rebateOf, voucherProblem } from '../checkout/vouchers';
import { commerceTexts } from '../texts';
import { linesOf } from './store';

export interface BuiltCart {
  cart: Cart;
  byUuid: Map<string, OrderLine>;
}

interface SubjectInfo {
  uuid: string;
  name: string;
  group: string;
  job: { uuid: string; name: string };
  numImages: number;
}

async function subjectsOf(db: Db, rows: CartLineRow[]): Promise<Map<string, SubjectInfo>> {
  const uuids = [...new Set(rows.flatMap((r) => (r.subject ? [r.subject] : [])))];
  if (!uuids.length) return new Map();
  const found = await db
    .select({ uuid: subjects.uuid, name: subjects.name, group: subjects.groupName, jobUuid: jobs.uuid, jobName: jobs.name })
    .from(subjects)
    .innerJoin(jobs, eq(jobs.uuid, subjects.job))
    .where(inArray(subjects.uuid, uuids));
  const counts = await db.select({ subject: pictures.subject, n: count() }).from(pictures).where(inArray(pictures.subject, uuids)).groupBy(pictures.subject);
  const n = new Map(counts.map((c) => [c.subject, Number(c.n)]));
  return new Map(
    found.map((s) => [s.uuid, { uuid: s.uuid, name: s.name, group: s.group, job: { uuid: s.jobUuid, name: s.jobName }, numImages: n.get(s.uuid) ?? 0 }]),
  );
}

/** The engine's line, or null when what the line holds is no longer sold. */
function engineLine(catalog: PortalCatalog, row: CartLineRow): EngineLine | null {
  switch (row.kind) {
    case 'product': {
      const product = row.product ? catalog.products.get(row.product) : undefined;
      if (!product || withdrawnLine(catalog, row)) return null;
      return { kind: 'product', uuid: row.uuid, product: pricedProduct(catalog, product), quantity: row.quantity, subProductUuids: row.subProductUuids };
    }
    case 'package': {
      const offer = row.packageOffer ? catalog.packages.get(row.packageOffer) : undefined;
      const priced = offer?.active && !offer.disabledReason ? pricedPackage(catalog, offer) : null;
      return priced ? { kind: 'package', uuid: row.uuid, offer: priced, quantity: row.quantity } : null;
    }
    case 'digital_files':
      return digitalProductOf(catalog, 'file', row.pictureType!)
        ? { kind: 'digital-files', uuid: row.uuid, pictureType: row.pictureType!, fileCount: row.digitalFiles.length }
        : null;
    case 'digital_set':
      return digitalProductOf(catalog, 'set', row.pictureType!) ? { kind: 'digital-set', uuid: row.uuid, pictureType: row.pictureType! } : null;
    case 'catalogue': {
      const catalogue = row.catalogue ? catalog.catalogues.get(row.catalogue) : undefined;
      return catalogue?.active ? { kind: 'catalogue', uuid: row.uuid, price: catalogue.price, quantity: row.quantity } : null;
    }
    case 'retouch':
      return retouchProductOf(catalog) ? { kind: 'retouch', uuid: row.uuid, subProductUuids: row.subProductUuids } : null;
  }
}

const unavailable = (row: CartLineRow): PricedLine => ({
  uuid: row.uuid,
  pieces: 0,
  unavailable: true,
  unitPrice: 0,
  linePrice: 0,
  actualLinePrice: 0,
  notes: [],
});

function orderLine(catalog: PortalCatalog, row: CartLineRow, price: PricedLine, subjectInfo: Map<string, SubjectInfo>): OrderLine {
  const fixed = { minimumQuantity: row.quantity, maximumQuantity: row.quantity, canChangeQuantity: false };
  const common = {
    uuid: row.uuid,
    type: 0 as const,
    quantity: row.quantity,
    unitPrice: price.unitPrice,
    linePrice: price.linePrice,
    actualLinePrice: price.actualLinePrice,
    rebate: price.linePrice > price.actualLinePrice ? { linePrice: price.linePrice - price.actualLinePrice } : null,
    subProductUuids: row.subProductUuids,
    explanation: price.notes,
    available: !price.unavailable,
  };
  const subject = row.subject ? subjectInfo.get(row.subject) : undefined;
  const subjectList = subject ? [subject] : [];
  const productRef = (uuid: string) => {
    const p = catalog.products.get(uuid)!;
    return {
      uuid: p.uuid,
      name: textIn(catalog, p.name),
      subproducts: p.subs.filter((s) => s.active).map((s) => ({ uuid: s.uuid, name: textIn(catalog, s.name), extraprice: s.extraPrice })),
      type: p.type!,
    };
  };

  switch (row.kind) {
    case 'product': {
      const product = catalog.products.get(row.product!)!;
      const bounds = quantityBounds(product.minOrderPartQuantity, product.maximumQuantity, row.quantity);
      const ref = productRef(product.uuid);
      return {
        ...common,
        kind: 'product',
        minimumQuantity: bounds.min,
        maximumQuantity: product.maximumQuantity,
        canChangeQuantity: !withdrawnLine(catalog, row),
        description: ref.name,
        product: { ...ref, type: product.type as 1 | 2 | 89 },
        template: {
          uuid: row.template!.uuid,
          name: row.template!.name,
          categories: row.template!.categories,
          ...(row.template!.version ? { version: row.template!.version } : {}),
          data: row.templateData!,
        },
      };
    }
    case 'package': {
      const offer = catalog.packages.get(row.packageOffer!)!;
      const name = textIn(catalog, offer.name);
      const filled = new Map((row.packageItems ?? []).map((i) => [i.uuid, i]));
      return {
        ...common,
        ...fixed,
        kind: 'package',
        description: name,
        product: { uuid: offer.uuid, name, type: 200, subproducts: [] },
        package: {
          uuid: offer.uuid,
          name,
          subject: { uuid: subject?.uuid ?? row.subject ?? '', name: subject?.name ?? '', group: subject?.group ?? '' },
          allowSubjectChange: offer.allowSubjectChange,
          packageItems: offer.items.flatMap((item) => {
            const view = packageItemView(catalog, item);
            if (!view) return [];
            const data = filled.get(item.uuid);
            return [
              {
                uuid: item.uuid,
                type: item.type,
                name: view.name,
                product: view.type === 'TEMPLATE_PRODUCT' ? { uuid: view.product.uuid, name: view.product.name } : null,
                catalogue: view.type === 'CATALOGUE' ? view.catalogue : null,
                pictureType: item.pictureType,
                template: data?.template ? { uuid: data.template.uuid, name: data.template.name } : null,
                templateData: data?.templateData ?? null,
                version: 1,
                canChangeTemplate: item.canChangeTemplate,
              },
            ];
          }),
        },
      };
    }
    case 'digital_files': {
      const product = digitalProductOf(catalog, 'file', row.pictureType!);
      return {
        ...common,
        ...fixed,
        kind: 'digital-files',
        description: product ? textIn(catalog, product.name) : row.pictureType!,
        digital: { pictureType: row.pictureType! },
        digitalFiles: row.digitalFiles.map((uuid) => ({ uuid, image: derivativeUrl(uuid, 320) })),
        subjects: subjectList,
      };
    }
    case 'digital_set': {
      const product = digitalProductOf(catalog, 'set', row.pictureType!);
      return {
        ...common,
        ...fixed,
        kind: 'digital-set',
        description: product ? textIn(catalog, product.name) : row.pictureType!,
        digital: { pictureType: row.pictureType! },
        subjects: subjectList,
      };
    }
    case 'catalogue': {
      const catalogue = catalog.catalogues.get(row.catalogue!)!;
      const name = textIn(catalog, catalogue.name);
      return {
        ...common,
        kind: 'catalogue',
        minimumQuantity: 1,
        maximumQuantity: catalogue.maxQuantity,
        canChangeQuantity: catalogue.active,
        description: name,
        catalogue: { uuid: catalogue.uuid, name, subject: { uuid: subject?.uuid ?? '', name: subject?.name ?? '' } },
      };
    }
    case 'retouch': {
      const retouch = retouchProductOf(catalog) ?? [...catalog.products.values()].find((p) => p.kind === 'retouch');
      const ref = retouch ? productRef(retouch.uuid) : { uuid: '', name: '', subproducts: [] };
      return {
        ...common,
        ...fixed,
        kind: 'retouch',
        description: ref.name,
        product: { ...ref, type: 11 },
        fileRetouch: { file: { uuid: row.picture!, image: derivativeUrl(row.picture!, 320) } },
      };
    }
  }
}

/** The engine's prices for a cart's lines (what the summary needs; buildCart adds the lines' texts and subjects). */
export function priceLines(catalog: PortalCatalog, rows: CartLineRow[], now = new Date()) {
  const engineLines = rows.map((r) => engineLine(catalog, r));
  const retouch = retouchProductOf(catalog);
  return priceCart(
    engineLines.flatMap((l) => (l ? [l] : [])),
    { now, vatRate: catalog.vatRate, retouchProduct: retouch ? pricedProduct(catalog, retouch) : null, digital: digitalCatalogue(catalog) },
  );
}

export async function buildCart(db: Db, catalog: PortalCatalog, cart: CartRow | null, currency: string, now = new Date()): Promise<BuiltCart> {
  const rows = cart ? await linesOf(db, cart.uuid) : [];
  const subjectInfo = await subjectsOf(db, rows);
  const prices = priceLines(catalog, rows, now);
  const priced = new Map(prices.lines.map((l) => [l.uuid, l]));
  const orderLines = rows.map((row) => orderLine(catalog, row, priced.get(row.uuid) ?? unavailable(row), subjectInfo));
  const texts = commerceTexts(catalog.lang);
  // the voucher given to the cart, while it still fits the cart (its usage limits are checked when ordering)
  const voucher = cart?.rebateCode ? await findVoucher(db, catalog.portal, cart.rebateCode) : null;
  const usable = voucher && !(await voucherProblem(db, voucher, cart!.userUuid, prices.totalPrice, now, false)) ? voucher : null;
  const rebate = usable ? rebateOf(usable, prices.totalPrice) : 0;
  const totalPrice = prices.totalPrice - rebate;
  const vatAmount = vatPart(totalPrice, catalog.vatRate);
  const summary: OrderSummary = {
    itemCount: prices.itemCount,
    totalPrice,
    vat: { rate: catalog.vatRate / 100, amount: vatAmount },
    lines: [
      ...(usable ? [{ type: 1 as const, description: texts.voucherLine(usable.code), linePrice: rebate }] : []),
      ...(vatAmount > 0 ? [{ type: 4 as const, description: texts.vatLine(catalog.vatRate / 100), linePrice: vatAmount }] : []),
    ],
  };
  return {
    cart: { uuid: cart?.uuid ?? '', orderLines, summary, rebateCode: usable?.code ?? null, currency },
    byUuid: new Map(orderLines.map((l) => [l.uuid, l])),
  };
}
