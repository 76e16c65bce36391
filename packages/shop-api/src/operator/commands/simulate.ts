import { createSimulationLink } from '../../access';
import { UsageError, type OperatorCommand } from '../command';

export const simulateCommand: OperatorCommand = {
  name: 'simulate',
  args: '<admin-email> <customer-email> [--portal <key>] [--origin <url>]',
  summary:
    'print a one-time link (15 minutes) that signs a browser in as the customer, simulated by a support staff member (pnpm operator staff add … --role support)',
  async run(args, ctx) {
    const positional: string[] = [];
    const options: Record<string, string> = {};
    for (let i = 0; i < args.length; i++) {
      const arg = args[i]!;
      if (arg === '--portal' || arg === '--origin') {
        const value = args[++i];
        if (!value) throw new UsageError(`${arg} needs a value`);
        options[arg.slice(2)] = value;
      } else if (arg.startsWith('--')) throw new UsageError(`Unknown option '${arg}'`);
      else positional.push(arg);
    }
    const [adminEmail, customerEmail] = positional;
    if (positional.length !== 2 || !adminEmail || !customerEmail)
      throw new UsageError("simulate needs the administrator's and the customer's e-mail addresses");
    if (options.origin && !/^https?:\/\/[^/\s]+\/?$/.test(options.origin))
      throw new UsageError(`--origin must look like http://host:port, not '${options.origin}'`);
    const result = await createSimulationLink(ctx.db, { adminEmail, customerEmail, portalKey: options.portal, origin: options.origin, port: ctx.port });
    ctx.out(`Simulate ${result.customer.email} on ${result.portal.key} as ${result.admin.email}: open this link once within 15 minutes:`);
    ctx.out(result.link);
  },
};
