/**
 * Templates: categories and templates per portal (loaded by `pnpm operator import-templates`, format
 * in README.md), the catalogue's list calls and the template files. The scene format is the
 * contract's (@shop/contracts/templates, docs/decisions/0022). What other folders use; nothing else of
 * templates is imported from outside (docs/decisions/0011).
 */
import type { FastifyInstance } from 'fastify';
import { registerTemplateRoutes } from './routes';

export function registerTemplates(app: FastifyInstance): void {
  registerTemplateRoutes(app);
}

export { importTemplates, TemplateImportError, templateDir, type TemplateCounts, type TemplateImportSummary } from './import';
export { definitionOf, firstTemplatesOf } from './lists';
export { prefill, qualifies, setsForTemplates, type SetForTemplates } from './qualify';
