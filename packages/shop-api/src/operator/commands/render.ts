import { isAbsolute, resolve } from 'node:path';
import { printCartOrOrderLine } from '../../editor';
import { UsageError, type OperatorCommand } from '../command';

/** The print files of a template line of a cart or an order (issue 10): each part at 300 dpi, trim + bleed. */
export const renderCommand: OperatorCommand = {
  name: 'render',
  args: '<line uuid> --out <folder>',
  summary: "write the print files (300 dpi sRGB JPEG, trim + bleed) of a cart line's or an order line's design",
  async run(args, ctx) {
    const [lineUuid, flag, folder, ...rest] = args;
    if (!lineUuid || flag !== '--out' || !folder || rest.length) throw new UsageError('render needs a line uuid and --out <folder>');
    if (!/^[0-9a-f-]{36}$/i.test(lineUuid)) throw new UsageError(`'${lineUuid}' is not a line uuid`);
    const out = isAbsolute(folder) ? folder : resolve(ctx.cwd ?? process.cwd(), folder);
    const printed = await printCartOrOrderLine(ctx.db, ctx.filesDir, lineUuid, out);
    if (!printed) throw new UsageError(`No template line ${lineUuid} in a cart or an order`);
    for (const p of printed) ctx.out(`${p.file} (${p.width}×${p.height} px)`);
  },
};
