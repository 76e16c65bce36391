/**
 * Loads the demo portals. Idempotent: what exists is left alone (an operator's module switches
 * survive a second seed) unless `reset` asks to put the demo portals back as shipped.
 */
import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { legacyPages, portalModules, portals } from '../db/schema';
import { ensureDemoImages } from './images';
import { seedDemoPhotoJobs, type DemoPhotoJobsResult } from './photojobs';
import { DEMO_PORTALS } from './portals';
import { seedDemoProducts } from './products';
import { ensureDemoSamples } from './samples';
import { seedDemoStaff } from './staff';
import { seedDemoTemplates } from './templates';
import type { TemplateImportSummary } from '../templates';
import type { PriceListSummary } from '../commerce';
import type { FileStorage } from '../storage';

export interface SeedResult {
  portals: string[];
  images: string[];
  /** The demo photo jobs (through the import), accounts and their links: demo/photojobs.ts. */
  photoJobs: DemoPhotoJobsResult;
  /** The demo price lists (through the price-list import): demo/products.ts. After the jobs: a catalogue names its job. */
  priceLists: PriceListSummary[];
  /** The demo templates (through the template import): demo/templates.ts. After the price lists: a template names its products. */
  templates: TemplateImportSummary[];
}

/**
 * `storage`: where the demo's files go (every instance serves them from there). `workDir`: a folder of
 * this machine for the import folders the demo draws (FILES_DIR), input like an operator's folder, kept
 * so a second seed draws nothing; any instance can draw them again.
 */
export interface SeedOptions {
  storage: FileStorage;
  workDir: string;
  reset?: boolean;
}

export async function seedDemo(db: Db, opts: SeedOptions): Promise<SeedResult> {
  await db.transaction(async (tx) => {
    for (const demo of DEMO_PORTALS) {
      const { key, createdAt: _createdAt, ...fields } = demo.portal;
      // a portal of the operator's may already be the default: then the demo one is not
      const [other] = await tx
        .select({ n: count() })
        .from(portals)
        .where(and(eq(portals.isDefault, true), ne(portals.key, key)));
      const row = { ...demo.portal, isDefault: Boolean(demo.portal.isDefault) && other!.n === 0 };
      const insert = tx.insert(portals).values(row);
      await (opts.reset ? insert.onConflictDoUpdate({ target: portals.key, set: { ...fields, isDefault: row.isDefault } }) : insert.onConflictDoNothing());

      for (const [module, enabled] of Object.entries(demo.modules)) {
        const m = tx.insert(portalModules).values({ portal: key, module, enabled });
        await (opts.reset ? m.onConflictDoUpdate({ target: [portalModules.portal, portalModules.module], set: { enabled } }) : m.onConflictDoNothing());
      }
      for (const page of demo.pages) {
        const p = tx.insert(legacyPages).values({ portal: key, id: page.id, modules: page.modules });
        await (opts.reset ? p.onConflictDoUpdate({ target: [legacyPages.portal, legacyPages.id], set: { modules: page.modules } }) : p.onConflictDoNothing());
      }
    }
  });
  const images = await ensureDemoImages(opts.storage);
  // each portal's sample portraits and front-page photograph (decision 0104)
  for (const demo of DEMO_PORTALS) images.push(...(await ensureDemoSamples(opts.storage, demo.portal.key, demo.portal.theme.primary)));
  const photoJobs = await seedDemoPhotoJobs(db, opts);
  const priceLists = await seedDemoProducts(db, opts);
  const templates = await seedDemoTemplates(db, opts);
  await seedDemoStaff(db, opts);
  return { portals: DEMO_PORTALS.map((d) => d.portal.key), images, photoJobs, priceLists, templates };
}

export async function portalCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(portals);
  return row!.n;
}
