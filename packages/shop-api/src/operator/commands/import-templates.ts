import { isAbsolute, resolve } from 'node:path';
import { formatProblem } from '../../photojobs';
import { importTemplates, type TemplateCounts, TemplateImportError } from '../../templates';
import { UsageError, type OperatorCommand } from '../command';

const describe = (c: TemplateCounts) =>
  `${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged${c.withdrawn ? `, ${c.withdrawn} withdrawn (no longer in the folder)` : ''}`;

export const importTemplatesCommand: OperatorCommand = {
  name: 'import-templates',
  args: '<folder> [--portal <key>] [--dry-run]',
  summary:
    "load a portal's template categories and templates (scene.json + artwork per template; format: packages/shop-api/src/templates/README.md); import the price list first",
  async run(args, ctx) {
    let folder: string | undefined;
    let portal: string | undefined;
    let dryRun = false;
    for (let i = 0; i < args.length; i++) {
      const arg = args[i]!;
      if (arg === '--portal') {
        const next = args[++i];
        if (next === undefined || next.startsWith('--')) throw new UsageError('--portal needs a value');
        portal = next;
      } else if (arg === '--dry-run') dryRun = true;
      else if (arg.startsWith('--')) throw new UsageError(`Unknown option '${arg}'`);
      else if (folder === undefined) folder = arg;
      else throw new UsageError(`Only one folder, not also '${arg}'`);
    }
    if (!folder) throw new UsageError('import-templates needs the folder to import');
    const base = ctx.cwd ?? process.cwd();
    try {
      const s = await importTemplates(ctx.db, isAbsolute(folder) ? folder : resolve(base, folder), { portal, dryRun, filesDir: ctx.filesDir });
      ctx.out(`${dryRun ? 'Dry run (nothing written): ' : ''}templates of portal ${s.portal}`);
      ctx.out(`  categories: ${describe(s.categories)}`);
      ctx.out(`  templates:  ${describe(s.templates)}${s.newVersions ? ` (${s.newVersions} new version${s.newVersions === 1 ? '' : 's'})` : ''}`);
    } catch (err) {
      if (!(err instanceof TemplateImportError)) throw err;
      ctx.out(`The import stopped before writing anything: ${err.problems.length} problem${err.problems.length === 1 ? '' : 's'}.`);
      for (const p of err.problems) ctx.out(`  ${formatProblem(p)}`);
      throw new Error('nothing was imported');
    }
  },
};
