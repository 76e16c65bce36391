import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { asc, desc, eq } from 'drizzle-orm';
import { debugRecordingEvents, debugRecordings } from '../../db/schema';
import { UsageError, type OperatorCommand } from '../command';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Support's side of the debug page: list the recordings customers made, and export one as the ordered
 * rrweb event array, which rrweb's Replayer (or rrweb-player) plays back.
 */
export const debugRecordingsCommand: OperatorCommand = {
  name: 'debug-recordings',
  args: '[<recording id> --out <file.json>]',
  summary: 'list browser-session recordings from the debug page, or export one for replay',
  async run(args, ctx) {
    if (args.length === 0) {
      const rows = await ctx.db.select().from(debugRecordings).orderBy(desc(debugRecordings.startedAt)).limit(50);
      if (rows.length === 0) return ctx.out('No recordings.');
      for (const r of rows) {
        const state = r.stoppedAt ? `stopped ${r.stoppedAt.toISOString()}` : 'recording';
        ctx.out(`${r.uuid}  ${r.portal}  ${r.startedAt.toISOString()}  ${state}  ${r.eventCount} events  ${r.userAgent.slice(0, 60)}`);
      }
      return;
    }
    const [id, flag, file] = args;
    if (!id || !UUID.test(id) || flag !== '--out' || !file || args.length !== 3) {
      throw new UsageError('debug-recordings takes no arguments, or <recording id> --out <file.json>');
    }
    const [recording] = await ctx.db.select().from(debugRecordings).where(eq(debugRecordings.uuid, id));
    if (!recording) throw new UsageError(`No recording ${id}`);
    const chunks = await ctx.db
      .select({ events: debugRecordingEvents.events })
      .from(debugRecordingEvents)
      .where(eq(debugRecordingEvents.recording, id))
      .orderBy(asc(debugRecordingEvents.seq));
    const events = chunks.flatMap((c) => c.events);
    const target = resolve(ctx.cwd ?? process.cwd(), file);
    writeFileSync(target, JSON.stringify(events));
    ctx.out(`Wrote ${events.length} events of recording ${id} to ${target}`);
  },
};
