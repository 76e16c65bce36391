import { listVouchers } from '../../commerce';
import { UsageError, type OperatorCommand } from '../command';

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '');

/**
 * The vouchers (rebate codes) and how often each was used. They are created and changed with the price
 * list (`checkout.vouchers` in products.json, `pnpm operator import-products`), so a portal's codes are
 * kept with its prices in one reviewed file.
 */
export const vouchersCommand: OperatorCommand = {
  name: 'vouchers',
  args: '[--portal <key>]',
  summary: 'list the vouchers (rebate codes) with their rules and uses; create or change them in products.json (import-products)',
  async run(args, ctx) {
    let portal: string | undefined;
    if (args.length) {
      if (args[0] !== '--portal' || !args[1] || args.length !== 2) throw new UsageError('vouchers takes no arguments, or --portal <key>');
      portal = args[1];
    }
    const list = await listVouchers(ctx.db, portal);
    if (list.length === 0) return ctx.out('No vouchers.');
    for (const v of list) {
      const value = v.kind === 'percent' ? `${v.value / 100} %` : `${(v.value / 100).toFixed(2)} off`;
      const rules = [
        v.minTotal ? `from ${(v.minTotal / 100).toFixed(2)}` : '',
        v.validFrom || v.validTo ? `valid ${day(v.validFrom)}–${day(v.validTo)}` : '',
        v.perCustomerLimit !== null ? `${v.perCustomerLimit} per customer` : '',
      ].filter(Boolean);
      const uses = v.usageLimit !== null ? `${v.uses} of ${v.usageLimit} used` : `${v.uses} used`;
      ctx.out(`${v.portal}  ${v.code}  ${value}${rules.length ? `  ${rules.join(', ')}` : ''}  ${uses}${v.active ? '' : '  (inactive)'}`);
    }
  },
};
