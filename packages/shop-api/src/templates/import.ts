/**
 * The template import (`pnpm operator import-templates <folder> --portal <key>`, and the demo seed),
 * like the price-list import: check everything first (folder.ts, then the products the templates
 * name must be the portal's template products of the right type) and stop with every problem before
 * writing; then write in one transaction. A template whose drawn content changed gets a new version
 * (the old one stays: cart lines keep theirs); templates and categories the folder no longer has are
 * withdrawn, never deleted. Artwork is copied to templates/{uuid}/{version}/ in the storage.
 */
import { and, eq, sql } from 'drizzle-orm';
import { changes } from '../db/changes';
import type { Db } from '../db/client';
import { products, templateCategories, templates, templateVersions } from '../db/schema';
import { formatProblem, type Problem } from '../photojobs';
import { portalKeyForImport } from '../portals/resolve';
import type { FileStorage } from '../storage';
import { PRODUCT_TYPE_OF, TEMPLATE_FILE } from './file';
import { type PlannedTemplate, readTemplateFolder, type TemplateSource } from './folder';

export interface TemplateCounts {
  created: number;
  /** New version (drawn content changed) or other fields changed. */
  updated: number;
  unchanged: number;
  withdrawn: number;
}

export interface TemplateImportSummary {
  portal: string;
  dryRun: boolean;
  categories: TemplateCounts;
  templates: TemplateCounts;
  /** Templates that got a new version in this import. */
  newVersions: number;
  /** What happens to each template, by its key (the studio's check lists them). */
  changes: Array<{
    key: string;
    name: Record<string, string>;
    type: string;
    categories: string[];
    change: 'added' | 'changed' | 'unchanged' | 'withdrawn';
  }>;
  /** The folder's templates as read (scene, artwork): what the studio's check draws its previews from. */
  planned: PlannedTemplate[];
}

/**
 * The top-level categories of categories.json a template is listed under (the catalogue overview's tiles):
 * cards under 'cards', calendars under 'calendar', a photo gift under each of its categories. The studio
 * publishes a folder one such category at a time.
 */
export function sectionsOf(type: string, categories: readonly string[]): string[] {
  if (type === 'CARD') return ['cards'];
  if (type === 'CALENDAR') return ['calendar'];
  return [...new Set(categories)];
}

export class TemplateImportError extends Error {
  constructor(readonly problems: Problem[]) {
    super(`The import stopped: ${problems.length} problem${problems.length === 1 ? '' : 's'}, nothing was written.\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'TemplateImportError';
  }
}

class DryRunRollback extends Error {}

const counts = (): TemplateCounts => ({ created: 0, updated: 0, unchanged: 0, withdrawn: 0 });

/** The storage folder of a version's files (artwork, the operator's preview, rendered previews). */
export const templateDir = (uuid: string, version: number) => `templates/${uuid}/${version}`;
export const categoryImageDir = (portal: string) => `templates/categories/${portal}`;

export async function importTemplates(
  db: Db,
  folder: string | TemplateSource,
  options: {
    portal?: string;
    dryRun?: boolean;
    storage: FileStorage;
    now?: Date;
    /** Only this top-level category (sectionsOf): its category rows and templates; other templates and categories are left as they are. */
    only?: string;
  },
): Promise<TemplateImportSummary> {
  const now = options.now ?? new Date();
  const dryRun = Boolean(options.dryRun);
  const portal = await portalKeyForImport(db, options.portal);

  const problems: Problem[] = [];
  const plan = await readTemplateFolder(folder, problems);
  const productRows = await db.select().from(products).where(eq(products.portal, portal));
  const productByKey = new Map(productRows.map((p) => [p.importKey, p]));
  for (const t of plan?.templates ?? []) {
    t.input.products.forEach((key, i) => {
      const p = productByKey.get(key);
      const wanted = PRODUCT_TYPE_OF[t.input.type];
      const at = { file: `${t.key}/${TEMPLATE_FILE}`, line: 0 };
      const field = `products.${i}`;
      if (!p) {
        const message = `${field}: there is no product '${key}' on portal ${portal} (import the price list first)`;
        problems.push({ ...at, message, kind: 'no_product', values: { field, key } });
      } else if (p.kind !== 'template' || p.type !== wanted) {
        const message = `${field}: '${key}' is not a type ${wanted} product (${t.input.type} templates are offered as type ${wanted})`;
        problems.push({ ...at, message, kind: 'not_template_product', values: { field, key, type: wanted, templateType: t.input.type } });
      }
    });
  }
  if (!plan || problems.length) {
    if (!problems.length)
      problems.push({ file: typeof folder === 'string' ? folder : folder.name, line: 0, message: 'cannot be imported', kind: 'cannot_import' });
    throw new TemplateImportError(problems);
  }

  const only = options.only;
  const inScope = (type: string, categories: readonly string[]) => only === undefined || sectionsOf(type, categories).includes(only);
  const planned = plan.templates.filter((t) => inScope(t.input.type, t.input.categories));
  const summary: TemplateImportSummary = { portal, dryRun, categories: counts(), templates: counts(), newVersions: 0, changes: [], planned };
  const filesToWrite: Array<{ path: string; bytes: Buffer }> = [];
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`import-templates:${portal}`}))`);

      // categories: top level (parent '') and cards' subcategories
      const allCategories = plan.categories.categories.flatMap((c, i) => [
        {
          parent: '',
          internalName: c.name,
          title: c.title,
          description: c.description ?? {},
          image: c.image ?? null,
          isDefault: false,
          userImagePreviews: c.userImagePreviews,
          separateFromBackground: c.separateFromBackground,
          sortOrder: i,
          active: true,
        },
        ...c.subCategories.map((s, k) => ({
          parent: c.name,
          internalName: s.name,
          title: s.title,
          description: {},
          image: null,
          isDefault: s.default,
          userImagePreviews: false,
          separateFromBackground: false,
          sortOrder: k,
          active: true,
        })),
      ]);
      const wantedCategories = allCategories.filter((c) => only === undefined || (c.parent === '' ? c.internalName === only : c.parent === only));
      const existingCats = await tx.select().from(templateCategories).where(eq(templateCategories.portal, portal));
      const catKey = (c: { parent: string; internalName: string }) => `${c.parent}/${c.internalName}`;
      const catByKey = new Map(existingCats.map((c) => [catKey(c), c]));
      for (const c of wantedCategories) {
        const current = catByKey.get(catKey(c));
        if (!current) {
          await tx.insert(templateCategories).values({ portal, ...c });
          summary.categories.created++;
        } else if (changes(current, c)) {
          await tx
            .update(templateCategories)
            .set({ ...c, updatedAt: now })
            .where(and(eq(templateCategories.portal, portal), eq(templateCategories.parent, c.parent), eq(templateCategories.internalName, c.internalName)));
          summary.categories.updated++;
        } else summary.categories.unchanged++;
      }
      const listed = new Set(wantedCategories.map(catKey));
      for (const c of existingCats) {
        if (only !== undefined || listed.has(catKey(c)) || !c.active) continue;
        await tx
          .update(templateCategories)
          .set({ active: false, updatedAt: now })
          .where(and(eq(templateCategories.portal, portal), eq(templateCategories.parent, c.parent), eq(templateCategories.internalName, c.internalName)));
        summary.categories.withdrawn++;
      }
      for (const [name, bytes] of plan.categoryImages) filesToWrite.push({ path: `${categoryImageDir(portal)}/${name}`, bytes });

      // templates
      const existing = new Map((await tx.select().from(templates).where(eq(templates.portal, portal))).map((t) => [t.importKey, t]));
      for (const t of planned) {
        const fields = {
          kind: t.input.type,
          name: t.input.name,
          categories: t.input.categories,
          products: t.input.products.map((k) => productByKey.get(k)!.uuid),
          supportedYears: t.input.supportedYears,
          formatSize: t.input.formatSize ?? null,
          separateFromBackground: t.input.separateFromBackground,
          addToCartWarningEnabled: t.input.addToCartWarningEnabled,
          subjectChangeMode: t.input.subjectChangeMode ?? null,
          sortOrder: t.input.sortOrder,
          active: t.input.active,
        };
        const current = existing.get(t.key);
        let uuid: string;
        let version: number;
        if (!current) {
          const [row] = await tx
            .insert(templates)
            .values({ portal, importKey: t.key, ...fields, version: 1, contentHash: t.contentHash })
            .returning({ uuid: templates.uuid });
          uuid = row!.uuid;
          version = 1;
          await tx.insert(templateVersions).values({ template: uuid, version, name: t.input.name, scene: t.scene });
          summary.templates.created++;
          summary.newVersions++;
          summary.changes.push({ key: t.key, name: t.input.name, type: t.input.type, categories: t.input.categories, change: 'added' });
        } else {
          uuid = current.uuid;
          const newVersion = current.contentHash !== t.contentHash;
          version = newVersion ? current.version + 1 : current.version;
          if (newVersion) {
            await tx.insert(templateVersions).values({ template: uuid, version, name: t.input.name, scene: t.scene });
            summary.newVersions++;
          }
          if (newVersion || changes(current, fields)) {
            await tx
              .update(templates)
              .set({ ...fields, version, contentHash: t.contentHash, updatedAt: now })
              .where(eq(templates.uuid, uuid));
            summary.templates.updated++;
            summary.changes.push({ key: t.key, name: t.input.name, type: t.input.type, categories: t.input.categories, change: 'changed' });
          } else {
            summary.templates.unchanged++;
            summary.changes.push({ key: t.key, name: t.input.name, type: t.input.type, categories: t.input.categories, change: 'unchanged' });
          }
        }
        // files are written even when unchanged: a storage restored without them gets them back
        const dir = templateDir(uuid, version);
        const have = new Set(await options.storage.list(`${dir}/`));
        for (const [name, bytes] of t.files) if (!have.has(`${dir}/${name}`)) filesToWrite.push({ path: `${dir}/${name}`, bytes });
      }
      const keys = new Set(plan.templates.map((t) => t.key));
      for (const row of existing.values()) {
        if (keys.has(row.importKey) || !row.active || !inScope(row.kind, row.categories)) continue;
        await tx.update(templates).set({ active: false, updatedAt: now }).where(eq(templates.uuid, row.uuid));
        summary.templates.withdrawn++;
        summary.changes.push({ key: row.importKey, name: row.name, type: row.kind, categories: row.categories, change: 'withdrawn' });
      }
      if (dryRun) throw new DryRunRollback();
      // inside the transaction: when a write fails nothing is recorded that has no files
      for (const f of filesToWrite) await options.storage.put(f.path, f.bytes);
    });
  } catch (err) {
    if (!(err instanceof DryRunRollback)) throw err;
  }
  return summary;
}
