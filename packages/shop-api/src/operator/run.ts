/** Runs one operator command line against a context; shared by the CLI and the server endpoint. */
import { UsageError, type OperatorCommand, type OperatorContext } from './command';
import { COMMANDS } from './commands';

export function usage(commands: OperatorCommand[] = COMMANDS): string {
  const width = Math.max(...commands.map((c) => `${c.name} ${c.args}`.length));
  return ['Usage: pnpm operator <command> [arguments]', '', 'Commands:', ...commands.map((c) => `  ${`${c.name} ${c.args}`.padEnd(width)}  ${c.summary}`)].join(
    '\n',
  );
}

export const findCommand = (name: string | undefined) => COMMANDS.find((c) => c.name === name);

/** Answers the exit code; everything for the user goes through ctx.out. */
export async function runCommandLine(argv: string[], ctx: OperatorContext): Promise<number> {
  const [name, ...args] = argv;
  const command = findCommand(name);
  if (!command) {
    if (name) ctx.out(`Unknown command '${name}'.\n`);
    ctx.out(usage());
    return 1;
  }
  try {
    await command.run(args, ctx);
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      ctx.out(`${err.message}\nUsage: pnpm operator ${command.name} ${command.args}`);
    } else {
      ctx.out(`Error: ${(err as Error).message}`);
    }
    return 1;
  }
}
