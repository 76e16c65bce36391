import { isOrderStatus, linesCsv, listOrders, orderForLab } from '../../commerce';
import type { OrderStatus } from '../../db/schema';
import { printOrder } from '../../editor';
import { UsageError, type OperatorCommand } from '../command';
import { outputStorage, shownPath } from '../output';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Orders for the lab and support: the newest orders, and one exported into a folder the lab takes as
 * it is — order.json (lines, delivery and address, customer contact, payment), lines.csv, and the print
 * files of its designed lines (300 dpi, the same renderer as the confirmation's print queue).
 */
export const ordersCommand: OperatorCommand = {
  name: 'orders',
  args: '[--portal <key>] [--status pending|confirmed|cancelled] | export <order uuid> --out <folder | s3://bucket/prefix>',
  summary: 'list the newest orders, or export one for the lab (order.json, lines.csv, print files)',
  async run(args, ctx) {
    if (args[0] === 'export') {
      const [, uuid, flag, folder, ...rest] = args;
      if (!uuid || !UUID.test(uuid) || flag !== '--out' || !folder || rest.length) throw new UsageError('orders export needs <order uuid> --out <folder>');
      const order = await orderForLab(ctx.db, uuid);
      if (!order) throw new UsageError(`No order ${uuid}`);
      const out = outputStorage(ctx, folder);
      try {
        const dir = order.number.slice(1);
        await out.put(`${dir}/order.json`, `${JSON.stringify(order, null, 2)}\n`);
        await out.put(`${dir}/lines.csv`, linesCsv(order.order.orderLines));
        const printed = (await printOrder(ctx.db, ctx.storage, uuid, { storage: out, prefix: `${dir}/print` })) ?? [];
        ctx.out(
          `Order ${order.number} (${order.order.status}) exported to ${shownPath(out, dir)}: order.json, lines.csv, ${printed.length} print file${printed.length === 1 ? '' : 's'}`,
        );
        for (const p of printed) ctx.out(`  ${shownPath(out, p.file)} (${p.width}×${p.height} px)`);
      } finally {
        await out.close();
      }
      return;
    }
    let portal: string | undefined;
    let status: OrderStatus | undefined;
    for (let i = 0; i < args.length; i += 2) {
      const [flag, value] = [args[i], args[i + 1]];
      if (flag === '--portal' && value) portal = value;
      else if (flag === '--status' && value && isOrderStatus(value)) status = value;
      else throw new UsageError(`Unknown or incomplete option '${flag ?? ''}'`);
    }
    const rows = await listOrders(ctx.db, { portal, status });
    if (rows.length === 0) return ctx.out('No orders.');
    for (const o of rows) {
      const when = (o.confirmedAt ?? o.createdAt).toISOString().slice(0, 16).replace('T', ' ');
      const total = `${o.currency} ${(o.totalPrice / 100).toFixed(2)}`;
      ctx.out(
        `#${o.uuid.slice(0, 8)}  ${o.uuid}  ${o.portal}  ${when}  ${o.status}  ${o.customer}  ${total}  ${o.lines} line${o.lines === 1 ? '' : 's'}  ${o.delivery}`,
      );
    }
  },
};
