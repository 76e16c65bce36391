/**
 * E-mail through the job queue to a real SMTP server (smtp-server as a sink on a loopback port): one
 * message per outbox row, its uuid as the Message-ID, sent once even when its job is retried or run
 * again, and once with two instances taking from the queue.
 */
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner, QUEUES, retryJob } from '../jobs';
import { createTestApp, type TestApp } from '../testing/harness';
import { type SendEmailJob, sendEmail } from './outbox';
import { deliverEmail } from './worker';

interface Received {
  to: string;
  messageId: string;
}

let t: TestApp;
let sink: SMTPServer;
const received: Received[] = [];
/** Recipients whose next message the sink refuses with a temporary error (451). */
const refuseOnce = new Set<string>();

beforeAll(async () => {
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        if (refuseOnce.delete(to)) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        const messageId = /^Message-ID:\s*(\S+)/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '';
        received.push({ to, messageId });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const { port } = sink.server.address() as AddressInfo;
  t = await createTestApp({ sharedSeed: true, overrides: { smtpUrl: `smtp://127.0.0.1:${port}`, jobs: { pollingSeconds: 0.5 } } });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
});

const mail = (to: string) => ({ portal: 'fjord', to, subject: `For ${to}`, text: 'Hello' });
const to = (address: string) => received.filter((r) => r.to === address);
const settle = () => t.app.shop.jobs.settle([QUEUES.sendEmail]);

describe('e-mail through the job queue and SMTP', () => {
  it("sends one message per outbox row with the row's uuid as Message-ID; a rolled-back change sends none", async () => {
    await expect(
      t.app.shop.db.transaction(async (tx) => {
        await sendEmail(tx, mail('rolled-back@example.com'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const uuid = await t.app.shop.db.transaction((tx) => sendEmail(tx, mail('one@example.com')));
    await settle();
    expect(to('one@example.com')).toEqual([{ to: 'one@example.com', messageId: `<${uuid}@fjordportraits.example>` }]);
    expect(to('rolled-back@example.com')).toEqual([]);
    const [row] = await t.sql<{ sent: boolean; attempts: number }>('SELECT sent_at IS NOT NULL AS sent, attempts FROM outbox_emails WHERE uuid = $1', [uuid]);
    expect(row).toEqual({ sent: true, attempts: 1 });
  });

  it('retries a refused send with backoff and sends it once; running its job again sends nothing', async () => {
    refuseOnce.add('retry@example.com');
    const uuid = await sendEmail(t.app.shop.db, mail('retry@example.com'));
    await settle();
    expect(to('retry@example.com')).toEqual([]);
    const job = () => t.sql<{ state: string }>(`SELECT state::text FROM pgboss.job WHERE name = 'send-email' AND id = $1::uuid`, [uuid]);
    expect(await job()).toEqual([{ state: 'retry' }]);
    expect((await t.sql<{ error: string }>('SELECT error FROM outbox_emails WHERE uuid = $1', [uuid]))[0]!.error).toMatch(/451/);

    // the retry's time comes
    await t.sql(`UPDATE pgboss.job SET start_after = now() WHERE id = $1::uuid`, [uuid]);
    await settle();
    expect(to('retry@example.com')).toEqual([{ to: 'retry@example.com', messageId: `<${uuid}@fjordportraits.example>` }]);
    expect(await job()).toEqual([{ state: 'completed' }]);

    // the same job run once more (as after a crash before it was marked done): the row is sent, nothing goes out
    await t.sql(`UPDATE pgboss.job SET state = 'failed' WHERE id = $1::uuid`, [uuid]);
    expect(await retryJob(t.app.shop.db, uuid)).toBe('send-email');
    await settle();
    expect(await job()).toEqual([{ state: 'completed' }]);
    expect(to('retry@example.com')).toHaveLength(1);
    const [row] = await t.sql<{ attempts: number }>('SELECT attempts FROM outbox_emails WHERE uuid = $1', [uuid]);
    expect(row!.attempts).toBe(2);
  });

  it('sends each of 20 e-mails exactly once with two instances taking from the queue', async () => {
    const { port } = sink.server.address() as AddressInfo;
    const transport = nodemailer.createTransport({ url: `smtp://127.0.0.1:${port}` });
    const second = new JobRunner(t.app.shop.database, t.app.log, { pollingSeconds: 0.5 });
    second.handle<SendEmailJob>(QUEUES.sendEmail, async ({ email }) => void (await deliverEmail(t.app.shop.db, transport, email)));
    await second.start();
    try {
      const uuids = await t.app.shop.db.transaction(async (tx) => {
        const made: string[] = [];
        for (let i = 0; i < 20; i++) made.push(await sendEmail(tx, mail(`bulk-${i}@example.com`)));
        return made;
      });
      await Promise.all([settle(), second.settle([QUEUES.sendEmail])]);
      const bulk = received.filter((r) => r.to.startsWith('bulk-'));
      expect(bulk).toHaveLength(20);
      expect(new Set(bulk.map((r) => r.to)).size).toBe(20);
      expect(bulk.map((r) => r.messageId).sort()).toEqual(uuids.map((u) => `<${u}@fjordportraits.example>`).sort());
    } finally {
      await second.stop();
      transport.close();
    }
  });
});
