/**
 * Templates: categories and templates per portal (loaded by `pnpm operator import-templates`, format in
 * README.md), the catalogue's list calls and the template files. The scene format is the contract's
 * (@shop/contracts/templates, docs/decisions/0022). What other folders use (docs/decisions/0011); its routes
 * are in plugin.ts, which only server.ts imports (docs/decisions/0082).
 */
export { importTemplates, sectionsOf, TemplateImportError, templateDir, type TemplateCounts, type TemplateImportSummary } from './import';
export type { PlannedTemplate, TemplateSource } from './folder';
export { definitionOf, firstTemplatesOf } from './lists';
export { PREVIEW_WIDTH, sampleSet, loadSample } from './previews';
export { prefill, qualifies, setsForTemplates, type SetForTemplates } from './qualify';
