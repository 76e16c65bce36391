import { importTemplates, type TemplateCounts, TemplateImportError } from '../../templates';
import type { OperatorCommand } from '../command';
import { describeCounts, folderImportArgs, reportingProblems } from './folder-import';

const describe = (c: TemplateCounts) => describeCounts(c, 'no longer in the folder');

export const importTemplatesCommand: OperatorCommand = {
  name: 'import-templates',
  args: '<folder> [--portal <key>] [--dry-run]',
  summary:
    "load a portal's template categories and templates (scene.json + artwork per template; format: packages/shop-api/src/templates/README.md); import the price list first",
  async run(args, ctx) {
    const { source, portal, dryRun } = folderImportArgs('import-templates', 'the folder', args, ctx);
    await reportingProblems(
      ctx,
      (err) => err instanceof TemplateImportError,
      async () => {
        const s = await importTemplates(ctx.db, source, { portal, dryRun, storage: ctx.storage });
        ctx.out(`${dryRun ? 'Dry run (nothing written): ' : ''}templates of portal ${s.portal}`);
        ctx.out(`  categories: ${describe(s.categories)}`);
        ctx.out(`  templates:  ${describe(s.templates)}${s.newVersions ? ` (${s.newVersions} new version${s.newVersions === 1 ? '' : 's'})` : ''}`);
      },
    );
  },
};
