/**
 * The template lists and definitions as the contract answers them (TemplateSummary, TemplateDefinition).
 * A template is listed once per active product it is offered as; products come in the spec's order
 * (spec 2: sortOrder then name; calendars with 20x30 and (12) first; cards 15x15 first, then the larger
 * area), templates within a product by their sortOrder, then name.
 */
import type { Scene, TemplateDefinition, TemplateListType, TemplateSummary, UserResource } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { localText } from '../commerce';
import type { Db } from '../db/client';
import { products, templates, templateVersions, type ProductRow, type TemplateRow } from '../db/schema';

export const KIND_OF_TYPE = { cards: 'CARD', calendars: 'CALENDAR', photogifts: 'PHOTOGIFT' } as const;

export interface Texts {
  lang: string;
  fallbackLang: string;
}

const cm = (mm: number) => String(Math.round(mm) / 10).replace(/\.0$/, '');
/** '10x15' for 100 × 150 mm either way round (the filters group portrait and landscape). */
export const formatSizeOf = (scene: Scene) => `${cm(Math.min(scene.width, scene.height))}x${cm(Math.max(scene.width, scene.height))}`;

/** Filter facts of a scene: slots the customer fills. */
export function sceneFacts(scene: Scene) {
  const userParts = scene.parts.filter((p) => p.elements.some((e) => (e.kind === 'image' && !e.disableEdit) || (e.kind === 'text' && e.editable)));
  return {
    numUserImages: scene.parts.reduce((n, p) => n + p.elements.filter((e) => e.kind === 'image' && !e.disableEdit).length, 0),
    hasUserText: scene.parts.some((p) => p.elements.some((e) => e.kind === 'text' && e.editable)),
    numUserParts: userParts.length,
  };
}

export const previewPath = (t: Pick<TemplateRow, 'uuid'>) => `${t.uuid}/preview.png`;

export function summaryOf(t: TemplateRow, scene: Scene, product: ProductRow, texts: Texts, userResources: UserResource[] = []): TemplateSummary {
  return {
    uuid: t.uuid,
    version: t.version,
    name: localText(t.name, texts.lang, texts.fallbackLang),
    type: t.kind,
    product: { uuid: product.uuid, name: localText(product.name, texts.lang, texts.fallbackLang) },
    categories: t.categories,
    preview: { large: previewPath(t) },
    width: scene.width,
    height: scene.height,
    trimBox: { width: scene.width, height: scene.height },
    formatSize: t.formatSize ?? formatSizeOf(scene),
    dimensions: { width: scene.width, height: scene.height },
    supportedYears: t.supportedYears,
    separateFromBackground: t.separateFromBackground,
    addToCartWarningEnabled: t.addToCartWarningEnabled,
    subjectChangeMode: t.subjectChangeMode ?? null,
    ...sceneFacts(scene),
    userResources,
  };
}

const area = (scene: Scene) => scene.width * scene.height;

/** Product order of spec 2 section 2 (template list page: sorting). */
export function compareProducts(type: TemplateListType, texts: Texts, sizeOf: (p: ProductRow) => number) {
  const name = (p: ProductRow) => localText(p.name, texts.lang, texts.fallbackLang);
  const first = (p: ProductRow): number => {
    const n = name(p);
    if (type === 'calendars') return n.includes('20x30') && n.includes('(12)') ? 0 : 1;
    if (type === 'cards') return n.includes('15x15') ? 0 : 1;
    return 0;
  };
  return (a: ProductRow, b: ProductRow) =>
    first(a) - first(b) ||
    (type === 'cards' ? sizeOf(b) - sizeOf(a) : 0) ||
    a.sortOrder - b.sortOrder ||
    name(a).localeCompare(name(b), texts.lang) ||
    a.uuid.localeCompare(b.uuid);
}

export interface LoadedTemplate {
  row: TemplateRow;
  scene: Scene;
}

/** The portal's active templates of a kind with their current scenes. */
export async function activeTemplates(db: Db, portal: string, kind: TemplateRow['kind']): Promise<LoadedTemplate[]> {
  const rows = await db
    .select({ row: templates, scene: templateVersions.scene })
    .from(templates)
    .innerJoin(templateVersions, and(eq(templateVersions.template, templates.uuid), eq(templateVersions.version, templates.version)))
    .where(and(eq(templates.portal, portal), eq(templates.kind, kind), eq(templates.active, true)));
  return rows;
}

/** Template × product entries in list order; a template in a category when the category is given. */
export async function listEntries(db: Db, portal: string, type: TemplateListType, texts: Texts, category?: string) {
  const all = await activeTemplates(db, portal, KIND_OF_TYPE[type]);
  // calendars have one category: 'calendar' names them all (a calendar may name no category)
  const every = category === undefined || (type === 'calendars' && category === 'calendar');
  const chosen = every ? all : all.filter((t) => t.row.categories.includes(category));
  const productRows = (await db.select().from(products).where(eq(products.portal, portal))).filter((p) => p.active && p.kind === 'template');
  const byUuid = new Map(productRows.map((p) => [p.uuid, p]));
  // a product's size for the cards' "larger area first": its largest template's area
  const size = new Map<string, number>();
  for (const t of chosen) for (const p of t.row.products) size.set(p, Math.max(size.get(p) ?? 0, area(t.scene)));
  const used = [...new Set(chosen.flatMap((t) => t.row.products))].flatMap((u) => byUuid.get(u) ?? []);
  used.sort(compareProducts(type, texts, (p) => size.get(p.uuid) ?? 0));
  return used.flatMap((product) =>
    chosen
      .filter((t) => t.row.products.includes(product.uuid))
      .sort(templateOrder(texts))
      .map((t) => ({ template: t, product })),
  );
}

/** Templates within one product: by sortOrder, then name in the language asked for. */
function templateOrder(texts: Texts) {
  const name = (t: LoadedTemplate) => localText(t.row.name, texts.lang, texts.fallbackLang);
  return (a: LoadedTemplate, b: LoadedTemplate) => a.row.sortOrder - b.row.sortOrder || name(a).localeCompare(name(b), texts.lang);
}

/** The template kind a template product's type lists. */
const TEMPLATE_KIND_OF = { 2: 'CARD', 1: 'CALENDAR', 89: 'PHOTOGIFT' } as const;

/**
 * The template a list offers first for a product, in each of the languages given (the editor designs a
 * package item with it when the item has none yet). Names can order two templates differently per
 * language, so a customer who changed language between opening and adding is not refused.
 */
export async function firstTemplatesOf(db: Db, portal: string, product: ProductRow, langs: string[], fallbackLang: string): Promise<Set<string>> {
  const kind = TEMPLATE_KIND_OF[product.type as keyof typeof TEMPLATE_KIND_OF];
  if (!kind || !product.active || product.kind !== 'template') return new Set();
  const offered = (await activeTemplates(db, portal, kind)).filter((t) => t.row.products.includes(product.uuid));
  return new Set(
    langs.flatMap((lang) =>
      offered
        .sort(templateOrder({ lang, fallbackLang }))
        .slice(0, 1)
        .map((t) => t.row.uuid),
    ),
  );
}

/** A template's definition (its current version, or the version asked for); null when the portal has no such template or version. */
export async function definitionOf(db: Db, portal: string, uuid: string, texts: Texts, version?: number): Promise<TemplateDefinition | null> {
  const [row] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.uuid, uuid), eq(templates.portal, portal)));
  if (!row) return null;
  const [ver] = await db
    .select()
    .from(templateVersions)
    .where(and(eq(templateVersions.template, uuid), eq(templateVersions.version, version ?? row.version)));
  if (!ver) return null;
  const productRows = await db.select().from(products).where(eq(products.portal, portal));
  const product = row.products.map((u) => productRows.find((p) => p.uuid === u)).find((p) => p?.active) ?? productRows.find((p) => p.uuid === row.products[0]);
  if (!product) return null;
  const summary = summaryOf({ ...row, version: ver.version, name: ver.name }, ver.scene, product, texts);
  return { ...summary, scene: ver.scene };
}
