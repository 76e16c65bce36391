import { REMOTE_MODULES } from '@shop/contracts';
import { isRemoteModule, setModule } from '../../portals/modules';
import { UsageError, type OperatorCommand } from '../command';

export const moduleCommand: OperatorCommand = {
  name: 'module',
  args: '<portal> <module> on|off',
  summary: `switch a module (${REMOTE_MODULES.join(', ')}) on or off for a portal; applies on the next page load`,
  async run(args, ctx) {
    const [portal, module, state] = args;
    if (args.length !== 3 || !portal || !module || !state) throw new UsageError('module needs a portal, a module and on|off');
    if (!isRemoteModule(module)) throw new UsageError(`Unknown module '${module}' (one of: ${REMOTE_MODULES.join(', ')})`);
    if (state !== 'on' && state !== 'off') throw new UsageError(`Say on or off, not '${state}'`);
    await setModule(ctx.db, portal, module, state === 'on');
    ctx.out(`${portal}: ${module} is ${state}`);
  },
};
