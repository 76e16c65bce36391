import { isAbsolute, resolve } from 'node:path';
import { formatProblem, type Problem } from '../../photojobs';
import { UsageError, type OperatorContext } from '../command';

export interface FolderImportArgs {
  /** Absolute path of the folder (or file) to import. */
  source: string;
  portal?: string;
  dryRun: boolean;
}

/** '<folder> [--portal <key>] [--dry-run]', the arguments every folder import takes; `what` names the source in the usage error. */
export function folderImportArgs(command: string, what: string, args: string[], ctx: OperatorContext): FolderImportArgs {
  let folder: string | undefined;
  let portal: string | undefined;
  let dryRun = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--portal') {
      const next = args[++i];
      if (next === undefined || next.startsWith('--')) throw new UsageError('--portal needs a value');
      portal = next;
    } else if (arg === '--dry-run') dryRun = true;
    else if (arg.startsWith('--')) throw new UsageError(`Unknown option '${arg}'`);
    else if (folder === undefined) folder = arg;
    else throw new UsageError(`Only one folder, not also '${arg}'`);
  }
  if (!folder) throw new UsageError(`${command} needs ${what} to import`);
  return { source: isAbsolute(folder) ? folder : resolve(ctx.cwd ?? process.cwd(), folder), portal, dryRun };
}

/**
 * Runs an import that checks everything before writing: its problems (file and line each) are printed
 * and the command fails with nothing written. `isRefusal` tells the import's own refusal from a crash.
 */
export async function reportingProblems(
  ctx: OperatorContext,
  isRefusal: (err: unknown) => err is { problems: Problem[] },
  run: () => Promise<void>,
): Promise<void> {
  try {
    await run();
  } catch (err) {
    if (!isRefusal(err)) throw err;
    ctx.out(`The import stopped before writing anything: ${err.problems.length} problem${err.problems.length === 1 ? '' : 's'}.`);
    for (const p of err.problems) ctx.out(`  ${formatProblem(p)}`);
    throw new Error('nothing was imported');
  }
}

/** '3 created, 1 updated, 0 unchanged[, 2 withdrawn (…)]'. */
export const describeCounts = (c: { created: number; updated: number; unchanged: number; withdrawn: number }, withdrawnWhy: string) =>
  `${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged${c.withdrawn ? `, ${c.withdrawn} withdrawn (${withdrawnWhy})` : ''}`;
