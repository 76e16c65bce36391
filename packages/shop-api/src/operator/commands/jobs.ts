import { jobCounts, listJobs, retryJob, type JobRow } from '../../jobs';
import { UsageError, type OperatorCommand } from '../command';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const when = (d: Date | null) => (d ? d.toISOString().slice(0, 19).replace('T', ' ') : '-');

function line(job: JobRow): string {
  const parts = [job.id, job.queue, job.state, `attempts ${job.attempts}/${job.retryLimit + 1}`, `created ${when(job.createdOn)}`];
  if (job.key) parts.push(`key ${job.key}`);
  if (job.state === 'retry') parts.push(`next ${when(job.startAfter)}`);
  if (job.state === 'active') parts.push(`started ${when(job.startedOn)}`);
  if (job.state === 'failed') parts.push(`failed ${when(job.completedOn)}`);
  if (job.error && job.state !== 'active') parts.push(`error: ${job.error.replace(/\s+/g, ' ').slice(0, 200)}`);
  return `  ${parts.join('  ')}`;
}

/**
 * The job queue (decision 0083): how many jobs each queue holds per state, the jobs waiting (queued or
 * waiting for a retry), running and failed for good, and retrying a failed one.
 */
export const jobsCommand: OperatorCommand = {
  name: 'jobs',
  args: '[retry <job id>]',
  summary: 'list queued, running and failed background jobs with counts per queue, or retry a failed one',
  async run(args, ctx) {
    if (args[0] === 'retry') {
      const [, id, ...rest] = args;
      if (!id || !UUID.test(id) || rest.length) throw new UsageError('jobs retry needs the id of a failed job');
      const queue = await retryJob(ctx.db, id);
      if (!queue) throw new UsageError(`No failed job ${id}`);
      ctx.out(`Job ${id} (${queue}) will be retried.`);
      return;
    }
    if (args.length) throw new UsageError(`Unknown argument '${args[0]}'`);
    const counts = await jobCounts(ctx.db);
    if (counts.length === 0) return ctx.out('No jobs.');
    const queues = [...new Set(counts.map((c) => c.queue))];
    ctx.out('Jobs per queue:');
    for (const queue of queues) {
      const of = counts.filter((c) => c.queue === queue);
      ctx.out(`  ${queue}: ${of.map((c) => `${c.state} ${c.count}`).join(', ')}`);
    }
    for (const [title, states] of [
      ['Queued', ['created', 'retry']],
      ['Running', ['active']],
      ['Failed', ['failed']],
    ] as const) {
      const jobs = await listJobs(ctx.db, [...states]);
      ctx.out(`${title} (${jobs.length === 50 ? 'newest 50' : jobs.length}):`);
      for (const job of jobs) ctx.out(line(job));
    }
  },
};
