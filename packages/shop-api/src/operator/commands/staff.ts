import { STAFF_ROLES, type StaffRole } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { portals } from '../../db/schema';
import { addStaff, createStaffPasswordLink } from '../../studio';
import { UsageError, type OperatorCommand } from '../command';

export const staffCommand: OperatorCommand = {
  name: 'staff',
  args: 'add <email> --role operator --portal <key> | add <email> --role support [--name <name>] [--origin <url>]',
  summary: 'create a studio account (operator of a portal, or support of every portal) and print a one-time link (72 hours) to set its password',
  async run(args, ctx) {
    const [action, ...rest] = args;
    if (action !== 'add') throw new UsageError("staff needs 'add'");
    const positional: string[] = [];
    const options: Record<string, string> = {};
    for (let i = 0; i < rest.length; i++) {
      const arg = rest[i]!;
      if (['--role', '--portal', '--name', '--origin'].includes(arg)) {
        const value = rest[++i];
        if (!value) throw new UsageError(`${arg} needs a value`);
        options[arg.slice(2)] = value;
      } else if (arg.startsWith('--')) throw new UsageError(`Unknown option '${arg}'`);
      else positional.push(arg);
    }
    const [email] = positional;
    if (positional.length !== 1 || !email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new UsageError('staff add needs one e-mail address');
    const role = options.role as StaffRole | undefined;
    if (!role || !(STAFF_ROLES as readonly string[]).includes(role)) throw new UsageError(`--role is one of ${STAFF_ROLES.join(', ')}`);
    if (role === 'operator' && !options.portal) throw new UsageError('An operator needs --portal <key>');
    if (role === 'support' && options.portal) throw new UsageError('Support works on every portal: leave out --portal');
    if (options.origin && !/^https?:\/\/[^/\s]+\/?$/.test(options.origin))
      throw new UsageError(`--origin must look like http://host:port, not '${options.origin}'`);
    const added = await addStaff(ctx.db, { email, role, portal: options.portal, name: options.name });
    // the link goes to the portal's host (an operator's), else the default portal's
    const [portal] = options.portal
      ? await ctx.db.select({ hosts: portals.hosts }).from(portals).where(eq(portals.key, options.portal))
      : await ctx.db.select({ hosts: portals.hosts }).from(portals).where(eq(portals.isDefault, true));
    const origin = options.origin ?? `http://${portal?.hosts[0] ?? 'localhost'}:${ctx.port ?? 8080}`;
    const { link } = await createStaffPasswordLink(ctx.db, added.uuid, origin);
    ctx.out(`${added.created ? 'Created' : 'Updated'} ${added.email}: ${role}${role === 'operator' ? ` of ${added.portals.join(', ')}` : ' (every portal)'}`);
    ctx.out('Open this link once within 72 hours to set the password:');
    ctx.out(link);
  },
};
