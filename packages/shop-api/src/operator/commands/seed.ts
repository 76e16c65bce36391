import { seedDemo } from '../../demo/seed';
import { UsageError, type OperatorCommand } from '../command';

export const seedCommand: OperatorCommand = {
  name: 'seed',
  args: '[--reset]',
  summary: 'load the demo portals (fjord, club), photo jobs and accounts; --reset puts their settings and the demo passwords back as shipped',
  async run(args, ctx) {
    const reset = args[0] === '--reset';
    if (args.length > (reset ? 1 : 0)) throw new UsageError(`Unknown argument '${args[reset ? 1 : 0]}'`);
    const result = await seedDemo(ctx.db, { storage: ctx.storage, workDir: ctx.filesDir, reset });
    ctx.out(`Demo portals ${reset ? 'reset' : 'loaded (existing ones left as they were)'}: ${result.portals.join(', ')}`);
    if (result.images.length) ctx.out(`Demo images written: ${result.images.join(', ')}`);
    for (const job of result.photoJobs.jobs) {
      const c = job.pictures;
      ctx.out(
        `Demo job '${job.job.name}' (${job.portal}): ${job.jobs.created ? 'created' : job.jobs.updated ? 'updated' : 'unchanged'}, pictures ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged`,
      );
    }
    for (const list of result.priceLists) {
      const c = list.products;
      ctx.out(`Demo price list (${list.portal}): products ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged`);
    }
    for (const list of result.templates) {
      const c = list.templates;
      ctx.out(`Demo templates (${list.portal}): ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged`);
    }
    if (result.photoJobs.accountsCreated.length) ctx.out(`Demo accounts created: ${result.photoJobs.accountsCreated.join(', ')}`);
  },
};
