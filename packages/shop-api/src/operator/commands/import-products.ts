import { importPriceList, type PriceListCounts as Counts, PriceListValidationError } from '../../commerce';
import type { OperatorCommand } from '../command';
import { describeCounts, folderImportArgs, reportingProblems } from './folder-import';

const describe = (c: Counts) => describeCounts(c, 'no longer listed');

export const importProductsCommand: OperatorCommand = {
  name: 'import-products',
  args: '<folder|products.json> [--portal <key>] [--dry-run]',
  summary: "load a portal's products, prices, packages and catalogues (format: packages/shop-api/src/commerce/catalog/README.md); a rerun changes nothing",
  async run(args, ctx) {
    const { source, portal, dryRun } = folderImportArgs('import-products', 'the folder (or products.json)', args, ctx);
    await reportingProblems(
      ctx,
      (err) => err instanceof PriceListValidationError,
      async () => {
        const s = await importPriceList(ctx.db, source, { portal, dryRun });
        ctx.out(`${dryRun ? 'Dry run (nothing written): ' : ''}price list of portal ${s.portal}: settings ${s.settings}`);
        ctx.out(`  products:     ${describe(s.products)}`);
        ctx.out(`  sub-products: ${describe(s.subProducts)}`);
        ctx.out(`  catalogues:   ${describe(s.catalogues)}`);
        ctx.out(`  packages:     ${describe(s.packages)}`);
      },
    );
  },
};
