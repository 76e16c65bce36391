/**
 * Templates in the studio (issue 32): a templates folder uploaded as a zip (multipart, at most
 * TEMPLATE_ZIP_MAX_BYTES) and checked by `pnpm operator import-templates`' own import, rolled back: every
 * problem with its file and line, or what publishing the folder would do to each template.
 */
import { studioCatalogApi, TEMPLATE_ZIP_MAX_BYTES } from '@shop/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { importTemplates, TemplateImportError } from '../templates';
import { portalFor } from './access';
import { zipSource } from './template-zip';
import { fileOf } from './uploads';

export function registerStudioTemplates(app: FastifyInstance): void {
  const { db, storage } = app.shop;
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: TEMPLATE_ZIP_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
    route(
      scope,
      studioCatalogApi.templatesDryRun,
      async ({ params }, request) => {
        const portal = await portalFor(request, params.portalKey);
        const bytes = await fileOf(request, { name: 'templates zip', maxBytes: TEMPLATE_ZIP_MAX_BYTES });
        const source = await zipSource(bytes, 'the zip');
        try {
          const summary = await importTemplates(db, source, { portal: portal.key, dryRun: true, storage });
          return { problems: [], templates: summary.changes };
        } catch (err) {
          if (err instanceof TemplateImportError) return { problems: err.problems, templates: [] };
          throw err;
        }
      },
      { bodyLimit: TEMPLATE_ZIP_MAX_BYTES + 64 * 1024 },
    );
  });
}
