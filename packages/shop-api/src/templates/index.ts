/**
 * Templates: categories and templates per portal (loaded by `pnpm operator import-templates`, format
 * in README.md), the catalogue's list calls and the template files. The scene format is the
 * contract's (@shop/contracts/templates, docs/decisions/0022). What other folders use; nothing else of
 * templates is imported from outside (docs/decisions/0011).
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerTemplateRoutes } from './routes';

/** The templates domain as a Fastify plugin: its routes in its own scope (docs/decisions/0082). */
export const templatesPlugin: FastifyPluginAsync = async (app) => {
  registerTemplateRoutes(app);
};

export { importTemplates, TemplateImportError, templateDir, type TemplateCounts, type TemplateImportSummary } from './import';
export { definitionOf, firstTemplatesOf } from './lists';
export { prefill, qualifies, setsForTemplates, type SetForTemplates } from './qualify';
