import { isAbsolute, resolve } from 'node:path';
import { importPriceList, type PriceListCounts as Counts, PriceListValidationError } from '../../commerce';
import { formatProblem } from '../../photojobs';
import { UsageError, type OperatorCommand } from '../command';

const describe = (c: Counts) =>
  `${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged${c.withdrawn ? `, ${c.withdrawn} withdrawn (no longer listed)` : ''}`;

export const importProductsCommand: OperatorCommand = {
  name: 'import-products',
  args: '<folder|products.json> [--portal <key>] [--dry-run]',
  summary: "load a portal's products, prices, packages and catalogues (format: packages/shop-api/src/commerce/catalog/README.md); a rerun changes nothing",
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
    if (!folder) throw new UsageError('import-products needs the folder (or products.json) to import');
    const base = ctx.cwd ?? process.cwd();
    try {
      const s = await importPriceList(ctx.db, isAbsolute(folder) ? folder : resolve(base, folder), { portal, dryRun });
      ctx.out(`${dryRun ? 'Dry run (nothing written): ' : ''}price list of portal ${s.portal}: settings ${s.settings}`);
      ctx.out(`  products:     ${describe(s.products)}`);
      ctx.out(`  sub-products: ${describe(s.subProducts)}`);
      ctx.out(`  catalogues:   ${describe(s.catalogues)}`);
      ctx.out(`  packages:     ${describe(s.packages)}`);
    } catch (err) {
      if (!(err instanceof PriceListValidationError)) throw err;
      ctx.out(`The import stopped before writing anything: ${err.problems.length} problem${err.problems.length === 1 ? '' : 's'}.`);
      for (const p of err.problems) ctx.out(`  ${formatProblem(p)}`);
      throw new Error('nothing was imported');
    }
  },
};
