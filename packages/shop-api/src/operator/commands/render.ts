import { printCartOrOrderLine, printOrder } from '../../editor';
import { UsageError, type OperatorCommand } from '../command';
import { outputStorage, shownPath } from '../output';

/** The print files of a template line of a cart or an order (issue 10): each part at 300 dpi, trim + bleed. */
export const renderCommand: OperatorCommand = {
  name: 'render',
  args: '<line or order uuid> --out <folder | s3://bucket/prefix>',
  summary: "write the print files (300 dpi sRGB JPEG, trim + bleed) of a cart line's or an order line's design, or of every template line of an order",
  async run(args, ctx) {
    const [lineUuid, flag, folder, ...rest] = args;
    if (!lineUuid || flag !== '--out' || !folder || rest.length) throw new UsageError('render needs a line uuid and --out <folder>');
    if (!/^[0-9a-f-]{36}$/i.test(lineUuid)) throw new UsageError(`'${lineUuid}' is not a line uuid`);
    const out = outputStorage(ctx, folder);
    try {
      const into = { storage: out, prefix: '' };
      const printed = (await printCartOrOrderLine(ctx.db, ctx.storage, lineUuid, into)) ?? (await printOrder(ctx.db, ctx.storage, lineUuid, into));
      if (!printed) throw new UsageError(`No line or order ${lineUuid}`);
      for (const p of printed) ctx.out(`${shownPath(out, p.file)} (${p.width}×${p.height} px)`);
    } finally {
      await out.close();
    }
  },
};
