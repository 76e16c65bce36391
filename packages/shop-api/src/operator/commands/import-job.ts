import { isAbsolute, resolve } from 'node:path';
import { formatProblem, importJob, ImportValidationError, type JobImportCounts as Counts } from '../../photojobs';
import { UsageError, type OperatorCommand } from '../command';

const describe = (c: Counts) => `${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged`;

export const importJobCommand: OperatorCommand = {
  name: 'import-job',
  args: '<folder> [--portal <key>] [--codes-out <file.csv>] [--dry-run]',
  summary: 'import a photo job from a folder (format: packages/shop-api/src/photojobs/README.md); a rerun changes nothing',
  async run(args, ctx) {
    let folder: string | undefined;
    let portal: string | undefined;
    let codesOut: string | undefined;
    let dryRun = false;
    for (let i = 0; i < args.length; i++) {
      const arg = args[i]!;
      const value = () => {
        const next = args[++i];
        if (next === undefined || next.startsWith('--')) throw new UsageError(`${arg} needs a value`);
        return next;
      };
      if (arg === '--portal') portal = value();
      else if (arg === '--codes-out') codesOut = value();
      else if (arg === '--dry-run') dryRun = true;
      else if (arg.startsWith('--')) throw new UsageError(`Unknown option '${arg}'`);
      else if (folder === undefined) folder = arg;
      else throw new UsageError(`Only one folder, not also '${arg}'`);
    }
    if (!folder) throw new UsageError('import-job needs the folder to import');
    // relative to where the operator typed the command, also when a running server executes it
    const base = ctx.cwd ?? process.cwd();
    const abs = (p: string) => (isAbsolute(p) ? p : resolve(base, p));

    try {
      const s = await importJob(ctx.db, { storage: ctx.storage }, abs(folder), {
        portal,
        codesOut: codesOut ? abs(codesOut) : undefined,
        dryRun,
        log: ctx.out,
      });
      ctx.out(
        `${dryRun ? 'Dry run (nothing written): ' : ''}job '${s.job.name}' (key ${s.job.key}) on portal ${s.portal}: ${s.jobs.created ? 'created' : s.jobs.updated ? 'updated' : 'unchanged'}`,
      );
      ctx.out(`  subjects:    ${describe(s.subjects)}${s.kept.subjects ? `, ${s.kept.subjects} no longer listed (kept)` : ''}`);
      ctx.out(`  pictures:    ${describe(s.pictures)}${s.kept.pictures ? `, ${s.kept.pictures} no longer listed (kept)` : ''}`);
      ctx.out(`  poses:       ${describe(s.poses)}`);
      ctx.out(`  backgrounds: ${describe(s.backgrounds)}`);
      if (s.codesGenerated)
        ctx.out(`  ${s.codesGenerated} codes generated${s.codesFile ? `: ${s.codesFile} (the only copy; print the code letters from it)` : ''}`);
      else ctx.out('  no codes generated');
    } catch (err) {
      if (!(err instanceof ImportValidationError)) throw err;
      ctx.out(`The import stopped before writing anything: ${err.problems.length} problem${err.problems.length === 1 ? '' : 's'}.`);
      for (const p of err.problems) ctx.out(`  ${formatProblem(p)}`);
      throw new Error('nothing was imported');
    }
  },
};
