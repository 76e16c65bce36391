import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_MODULES } from '@shop/contracts';
import { asc } from 'drizzle-orm';
import { portals } from '../../db/schema';
import { remoteDistDir, switchedOn } from '../../portals/modules';
import { UsageError, type OperatorCommand } from '../command';

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  '));
}

export const portalsCommand: OperatorCommand = {
  name: 'portals',
  args: '',
  summary: 'list the portals: key, name, hosts, currency and which modules are on',
  async run(args, ctx) {
    if (args.length > 0) throw new UsageError('portals takes no arguments');
    const rows = await ctx.db.select().from(portals).orderBy(asc(portals.key));
    if (rows.length === 0) return ctx.out('No portals. Load the demo ones with: pnpm operator seed');
    const lines: string[][] = [['KEY', 'NAME', 'HOSTS', 'CURRENCY', 'DEFAULT', 'MODULES']];
    const unbuilt = REMOTE_MODULES.filter((m) => !existsSync(join(remoteDistDir(ctx.repoRoot, m), 'mf-manifest.json')));
    for (const p of rows) {
      const on = await switchedOn(ctx.db, p.key);
      const modules = REMOTE_MODULES.map((m) => `${m}:${on[m] ? 'on' : 'off'}`).join(' ');
      lines.push([p.key, p.name, p.hosts.join(', '), p.currency, p.isDefault ? 'yes' : '', modules]);
    }
    for (const line of table(lines)) ctx.out(line);
    if (unbuilt.length) ctx.out(`\nNot built (offered to no portal until built): ${unbuilt.join(', ')}`);
  },
};
