/** Issue 15: the public debug page cannot fill the disk. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../testing/harness';
import { DEBUG_RECORDINGS_PER_SESSION, DEBUG_RETENTION_DAYS, purgeOldRecordings } from './debug';

const CAP = 64 * 1024;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true, overrides: { debugStorageBytes: CAP } });
});
afterAll(() => t?.close());

const start = (client: TestClient) => client.request({ method: 'POST', url: '/api/webshop/debug/recordings', payload: { userAgent: 'Mozilla/5.0 (test)' } });
const send = (client: TestClient, id: string, events: unknown[]) =>
  client.request({ method: 'POST', url: `/api/webshop/debug/recordings/${id}/events`, payload: { events } });
const storedBytes = async () =>
  (await t.sql<{ n: number }>(`SELECT coalesce(sum(byte_count), 0)::int AS n FROM debug_recordings WHERE portal = 'fjord'`))[0]!.n;

describe('support recording caps', () => {
  it(`refuses the ${DEBUG_RECORDINGS_PER_SESSION + 1}th recording of one visitor, politely`, async () => {
    const client = await t.client().start();
    for (let i = 0; i < DEBUG_RECORDINGS_PER_SESSION; i++) expect((await start(client)).statusCode).toBe(201);
    const refused = await start(client);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'too_many_recordings' });
    expect(refused.json().message).toContain('Please contact us');
    // another visitor is not refused for it
    expect((await start(await t.client().start())).statusCode).toBe(201);
  });

  it('keeps the total of a portal under its cap, also with many visitors sending at once', async () => {
    const chunk = [{ type: 3, data: { text: 'x'.repeat(4000) } }];
    const visitors = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const client = await t.client().start();
        return { client, id: (await start(client)).json().id as string };
      }),
    );
    const answers = await Promise.all(visitors.flatMap(({ client, id }) => Array.from({ length: 4 }, () => send(client, id, chunk))));
    expect(answers.some((r) => r.statusCode === 409 && r.json().error === 'recordings_full')).toBe(true);
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(await storedBytes()).toBeLessThanOrEqual(CAP);
    // when full, a new recording is refused too
    const [rec] = await t.sql<{ uuid: string }>(`SELECT uuid FROM debug_recordings WHERE portal = 'fjord' LIMIT 1`);
    await t.sql('UPDATE debug_recordings SET byte_count = byte_count + ($1::int - $2::int) WHERE uuid = $3', [CAP, await storedBytes(), rec!.uuid]);
    expect((await start(await t.client().start())).json()).toMatchObject({ error: 'recordings_full' });
  });

  it(`deletes recordings ${DEBUG_RETENTION_DAYS} days after they started`, async () => {
    await t.sql(`UPDATE debug_recordings SET started_at = now() - make_interval(days => ${DEBUG_RETENTION_DAYS + 1})`);
    await purgeOldRecordings(t.app.shop.db);
    expect(await t.sql('SELECT 1 FROM debug_recordings')).toEqual([]);
    expect(await t.sql('SELECT 1 FROM debug_recording_events')).toEqual([]);
    expect((await start(await t.client().start())).statusCode).toBe(201);
  });
});
