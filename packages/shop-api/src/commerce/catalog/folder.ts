/**
 * Reads and checks a price-list folder (products.json; README.md next to this file) without
 * touching the database: the schema, then the rules across entries (unique keys, tiers in order,
 * one retouch product, one digital product per kind and picture type, package items that name
 * products and catalogues of the file). Every problem names the file and its line.
 */
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import * as v from 'valibot';
import { lineOf, type Problem, readJsonFile, schemaKind } from '../../photojobs';
import { PRODUCTS_FILE, ProductsFile } from './file';

export interface PriceListPlan {
  /** Absolute path of the file read (or the uploaded file's name). */
  file: string;
  /** Its name, as problems show it. */
  name: string;
  data: ProductsFile;
  /** products.json line of a dot path (products.3.prices.1). */
  lineOf(path: string): number;
}

/** The folder (with products.json) or the file itself. */
export function priceListPath(arg: string): string {
  const abs = resolve(arg);
  const isFolder = existsSync(abs) ? statSync(abs).isDirectory() : !abs.endsWith('.json');
  return isFolder ? join(abs, PRODUCTS_FILE) : abs;
}

/** A products.json that came as text (the studio's upload): its name for the problems and its content. */
export interface PriceListText {
  name: string;
  text: string;
}

export async function readPriceList(arg: string | PriceListText, problems: Problem[]): Promise<PriceListPlan | null> {
  let path: string;
  let text: string;
  if (typeof arg === 'string') {
    path = priceListPath(arg);
    if (!existsSync(path)) {
      problems.push({ file: basename(path), line: 0, message: `missing (looked for ${path})`, kind: 'file_missing' });
      return null;
    }
    try {
      text = await readFile(path, 'utf8');
    } catch (err) {
      problems.push({
        file: basename(path),
        line: 0,
        message: `cannot be read (${(err as Error).message})`,
        kind: 'unreadable',
        values: { reason: (err as Error).message },
      });
      return null;
    }
  } else {
    path = arg.name;
    text = arg.text;
  }
  const name = basename(path);
  const json = await readJsonFile(name, () => text, problems);
  if (!json) return null;
  const at = (path: string) => lineOf(json, path);
  const parsed = v.safeParse(ProductsFile, json.value);
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const path = v.getDotPath(issue) ?? '';
      problems.push({ file: name, line: at(path), message: `${path || '(the file)'}: ${issue.message}`, ...schemaKind(issue, path) });
    }
    return null;
  }
  const plan: PriceListPlan = { file: path, name, data: parsed.output, lineOf: at };
  checkRules(plan, problems);
  return problems.length ? null : plan;
}

function checkRules(plan: PriceListPlan, problems: Problem[]): void {
  const { data } = plan;
  // kind and values (the path as values.field) for the studio to word it; the message for the console
  const bad = (path: string, message: string, kind: string, values: Record<string, string | number> = {}) =>
    problems.push({ file: plan.name, line: plan.lineOf(path), message: `${path}: ${message}`, kind, values: { field: path, ...values } });
  const unique = (list: { key: string }[], section: string) => {
    const seen = new Map<string, number>();
    list.forEach((item, i) => {
      if (seen.has(item.key))
        bad(`${section}.${i}.key`, `the key '${item.key}' is used twice (also ${section}.${seen.get(item.key)})`, 'key_twice', {
          key: item.key,
          other: `${section}.${seen.get(item.key)}`,
        });
      else seen.set(item.key, i);
    });
  };
  unique(data.products, 'products');
  unique(data.catalogues, 'catalogues');
  unique(data.packages, 'packages');

  const digitalSeen = new Map<string, number>();
  let retouchAt: number | null = null;
  data.products.forEach((p, i) => {
    const path = `products.${i}`;
    if ((p.type === undefined) === (p.kind === undefined)) bad(path, "give either type (1, 2, 89, 11) or kind ('digital-file', 'digital-set')", 'type_or_kind');
    if (p.kind) {
      if (!p.pictureType) bad(path, 'a digital product needs its pictureType (IP, SFP or GP)', 'picture_type_needed');
      if (p.subProducts.length) bad(`${path}.subProducts`, 'digital products have no sub-products', 'digital_sub_products');
      if (p.active && p.pictureType) {
        const k = `${p.kind}:${p.pictureType}`;
        if (digitalSeen.has(k))
          bad(path, `a second ${p.kind} for ${p.pictureType} (also products.${digitalSeen.get(k)})`, 'digital_twice', {
            kind: p.kind,
            pictureType: p.pictureType,
            other: `products.${digitalSeen.get(k)}`,
          });
        else digitalSeen.set(k, i);
      }
    } else if (p.pictureType) bad(`${path}.pictureType`, 'only digital products have a pictureType', 'picture_type_not_digital');
    if (p.type === 11 && p.active) {
      if (retouchAt !== null) bad(path, `a second retouch product (also products.${retouchAt})`, 'retouch_twice', { other: `products.${retouchAt}` });
      else retouchAt = i;
    }
    if ((p.prices === undefined) === (p.price === undefined)) bad(path, 'give either prices (tiers) or price (one price from 1 piece)', 'prices_or_price');
    if (p.prices) {
      p.prices.forEach((tier, t) => {
        const prev = p.prices![t - 1];
        if (prev && tier.from <= prev.from)
          bad(`${path}.prices.${t}.from`, `tiers must start at increasing quantities (${tier.from} after ${prev.from})`, 'tiers_increasing', {
            from: tier.from,
            previous: prev.from,
          });
        if (tier.campaignPrice !== null && tier.campaignPrice > tier.price)
          bad(`${path}.prices.${t}.campaignPrice`, 'the campaign price is above the price', 'campaign_above_price');
      });
      if (p.prices[0] && p.prices[0].from > p.minOrderPartQuantity && p.priceType === 0) {
        bad(
          `${path}.prices.0.from`,
          `the first tier starts at ${p.prices[0].from}, above the minimum quantity ${p.minOrderPartQuantity}`,
          'first_tier_above_minimum',
          {
            from: p.prices[0].from,
            minimum: p.minOrderPartQuantity,
          },
        );
      }
    }
    if (p.maximumQuantity !== null && p.maximumQuantity < p.minOrderPartQuantity)
      bad(`${path}.maximumQuantity`, 'is below minOrderPartQuantity', 'maximum_below_minimum');
    const subSeen = new Set<string>();
    p.subProducts.forEach((s, k) => {
      if (subSeen.has(s.key)) bad(`${path}.subProducts.${k}.key`, `the key '${s.key}' is used twice in this product`, 'sub_product_key_twice', { key: s.key });
      subSeen.add(s.key);
    });
  });

  const templateKeys = new Set(data.products.filter((p) => p.type === 1 || p.type === 2 || p.type === 89).map((p) => p.key));
  const catalogueKeys = new Set(data.catalogues.map((c) => c.key));
  data.packages.forEach((pkg, i) => {
    const path = `packages.${i}`;
    if (pkg.type === 'package') {
      if (pkg.originalPrice === undefined) bad(path, 'a package needs its originalPrice', 'package_original_price');
      if (pkg.priceIncludingDiscount === undefined)
        bad(path, 'a package needs its priceIncludingDiscount (the original price when there is no discount)', 'package_discount_price');
      if (pkg.link !== undefined || pkg.linkInfo) bad(path, 'link and linkInfo belong to link offers', 'link_on_package');
      if (pkg.items.length === 0) bad(`${path}.items`, 'a package needs at least one item', 'package_items_empty');
      const tl = pkg.timeLimitedDiscount;
      if (tl && (tl.days === undefined) === (tl.expiresAt === undefined))
        bad(`${path}.timeLimitedDiscount`, 'give either days (from the first import) or expiresAt', 'time_limit_days_or_expires');
      pkg.items.forEach((item, k) => {
        const ip = `${path}.items.${k}`;
        const given = [item.product, item.catalogue, item.pictureType].filter((x) => x !== undefined).length;
        if (given !== 1) bad(ip, 'name exactly one of product, catalogue, pictureType (by the item type)', 'item_one_target');
        if (item.type === 'TEMPLATE_PRODUCT' && (!item.product || !templateKeys.has(item.product)))
          bad(ip, `product '${item.product ?? ''}' is not a template product (type 1, 2 or 89) of this file`, 'item_not_template', {
            product: item.product ?? '',
          });
        if (item.type === 'CATALOGUE' && (!item.catalogue || !catalogueKeys.has(item.catalogue)))
          bad(ip, `catalogue '${item.catalogue ?? ''}' is not a catalogue of this file`, 'item_not_catalogue', { catalogue: item.catalogue ?? '' });
        if (item.type === 'DIGITAL_SET' && !item.pictureType) bad(ip, 'a DIGITAL_SET item needs its pictureType', 'item_picture_type');
      });
    } else {
      if (!pkg.link) bad(path, 'a link offer needs its link (an app path such as /products/calendars, or a URL)', 'link_needed');
      if (pkg.items.length || pkg.originalPrice !== undefined || pkg.priceIncludingDiscount !== undefined || pkg.timeLimitedDiscount) {
        bad(path, 'prices, items and timeLimitedDiscount belong to package offers, not to links', 'package_fields_on_link');
      }
    }
  });
}
