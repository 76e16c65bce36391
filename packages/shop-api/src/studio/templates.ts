/**
 * Templates in the studio (issue 32): a templates folder uploaded as a zip (multipart, at most
 * TEMPLATE_ZIP_MAX_BYTES) and checked by `pnpm operator import-templates`' own import, rolled back: every
 * problem with its file and line, or what publishing the folder would do to each template with its preview
 * (template-previews.ts). Publish takes the same zip and one top-level category: only that category's
 * templates go live, in one transaction with its audit entry. Withdraw takes one template out of the shop.
 */
import { type StudioTemplate, studioCatalogApi, TEMPLATE_ZIP_MAX_BYTES } from '@shop/contracts';
import multipart from '@fastify/multipart';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import { templates, type TemplateRow } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { route } from '../http/route';
import { sendStoredFile } from '../storage';
import { importTemplates, sectionsOf, TemplateImportError } from '../templates';
import { portalFor } from './access';
import { writeAudit } from './audit';
import { drawCheckPreviews, previewFolder } from './template-previews';
import { samplesFor } from './template-samples';
import { zipSource } from './template-zip';
import { fileOf } from './uploads';

const studioTemplate = (row: TemplateRow): StudioTemplate => ({
  uuid: row.uuid,
  key: row.importKey,
  name: row.name,
  type: row.kind,
  categories: row.categories,
  sections: sectionsOf(row.kind, row.categories),
  version: row.version,
  active: row.active,
});

/** The portal's templates of one top-level category as the audit entry shows them. */
async function sectionState(tx: Db | Tx, portal: string, section: string) {
  const rows = await tx.select().from(templates).where(eq(templates.portal, portal)).orderBy(asc(templates.importKey));
  return rows.filter((r) => sectionsOf(r.kind, r.categories).includes(section)).map((r) => ({ key: r.importKey, version: r.version, active: r.active }));
}

const zipOf = async (request: FastifyRequest) => zipSource(await fileOf(request, { name: 'templates zip', maxBytes: TEMPLATE_ZIP_MAX_BYTES }), 'the zip');

export function registerStudioTemplates(app: FastifyInstance): void {
  const { db, storage } = app.shop;
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: TEMPLATE_ZIP_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
    route(
      scope,
      studioCatalogApi.templatesDryRun,
      async ({ params }, request) => {
        const portal = await portalFor(request, params.portalKey);
        const source = await zipOf(request);
        try {
          const summary = await importTemplates(db, source, { portal: portal.key, dryRun: true, storage });
          const previews = await drawCheckPreviews(storage, portal.key, summary.planned, await samplesFor(storage, portal), portal.defaultLanguage);
          const base = studioCatalogApi.templatePreview.path.replace(':portalKey', portal.key).replace(':file', '');
          return {
            problems: [],
            templates: summary.changes.map((c) => {
              const file = previews.get(c.key);
              return { ...c, sections: sectionsOf(c.type, c.categories), preview: c.change !== 'withdrawn' && file ? `${base}${file}` : null };
            }),
          };
        } catch (err) {
          if (err instanceof TemplateImportError) return { problems: err.problems, templates: [] };
          throw err;
        }
      },
      { bodyLimit: TEMPLATE_ZIP_MAX_BYTES + 64 * 1024 },
    );

    route(
      scope,
      studioCatalogApi.publishTemplates,
      async ({ params, query }, request) => {
        const staff = request.staff!;
        const portal = await portalFor(request, params.portalKey);
        const source = await zipOf(request);
        try {
          return await db.transaction(async (tx) => {
            // the import's own lock, taken first: the 'before' is what this publish replaces
            await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`import-templates:${portal.key}`}))`);
            const before = await sectionState(tx, portal.key, query.category);
            const summary = await importTemplates(tx as unknown as Db, source, { portal: portal.key, storage, only: query.category });
            if (!summary.changes.length)
              throw new ApiError(409, 'no_templates_in_category', `The folder has no template of the category '${query.category}'`, undefined, {
                category: query.category,
              });
            await writeAudit(tx, {
              staff: staff.member.uuid,
              portal: portal.key,
              kind: 'template.publish',
              before: { category: query.category, templates: before },
              after: { category: query.category, templates: await sectionState(tx, portal.key, query.category) },
            });
            return { templates: summary.changes.map((c) => ({ key: c.key, change: c.change })) };
          });
        } catch (err) {
          if (err instanceof TemplateImportError) {
            const n = err.problems.length;
            throw new ApiError(409, 'template_problems', `The folder has ${n} problem${n === 1 ? '' : 's'}: correct it and check it again`, undefined, {
              count: n,
            });
          }
          throw err;
        }
      },
      { bodyLimit: TEMPLATE_ZIP_MAX_BYTES + 64 * 1024 },
    );
  });

  route(app, studioCatalogApi.templatePreview, async ({ params }, request, reply) => {
    const portal = await portalFor(request, params.portalKey);
    // the name is the content's hash: a file never changes its picture
    return sendStoredFile(request, reply, storage, `${previewFolder(portal.key)}/${params.file}`, {
      type: 'image/png',
      cacheControl: 'private, max-age=31536000, immutable',
      missing: 'No such preview',
    });
  });

  route(app, studioCatalogApi.templates, async ({ params }, request) => {
    const portal = await portalFor(request, params.portalKey);
    const rows = await db.select().from(templates).where(eq(templates.portal, portal.key)).orderBy(asc(templates.sortOrder), asc(templates.importKey));
    return { templates: rows.map(studioTemplate) };
  });

  route(app, studioCatalogApi.withdrawTemplate, async ({ params }, request) => {
    const staff = request.staff!;
    const portal = await portalFor(request, params.portalKey);
    return db.transaction(async (tx) => {
      const where = and(eq(templates.portal, portal.key), eq(templates.uuid, params.templateUuid));
      const [row] = await tx.select().from(templates).where(where).for('update');
      if (!row) throw notFound('No such template');
      // withdrawn already: nothing changes, nothing to log
      if (!row.active) return studioTemplate(row);
      const [after] = await tx.update(templates).set({ active: false, updatedAt: new Date() }).where(where).returning();
      await writeAudit(tx, {
        staff: staff.member.uuid,
        portal: portal.key,
        kind: 'template.withdraw',
        before: { key: row.importKey, version: row.version, active: true },
        after: { key: row.importKey, version: row.version, active: false },
      });
      return studioTemplate(after!);
    });
  });
}
