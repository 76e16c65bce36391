import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../testing/harness';
import { DEBUG_RECORDING_LIMIT_BYTES } from './debug';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
});
afterAll(() => t?.close());

const start = (client: TestClient, payload: unknown = { userAgent: 'Mozilla/5.0 (test)' }) =>
  client.request({ method: 'POST', url: '/api/webshop/debug/recordings', payload: payload as object });
const send = (client: TestClient, id: string, events: unknown) =>
  client.request({ method: 'POST', url: `/api/webshop/debug/recordings/${id}/events`, payload: { events } as object });
const stop = (client: TestClient, id: string) => client.request({ method: 'POST', url: `/api/webshop/debug/recordings/${id}/stop` });

describe('debug recordings', () => {
  it('records chunks in order and stops', async () => {
    const client = await t.client().start();
    const res = await start(client);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    expect((await send(client, id, [{ type: 4, data: { href: '/' } }, { type: 2 }])).json()).toEqual({ ok: true });
    expect((await send(client, id, [{ type: 3, data: { source: 1 } }])).statusCode).toBe(200);
    expect((await send(client, id, [])).statusCode).toBe(200);
    const chunks = await t.sql<{ seq: number; events: { type: number }[] }>(
      'SELECT seq, events FROM debug_recording_events WHERE recording = $1 ORDER BY seq',
      [id],
    );
    expect(chunks.map((c) => [c.seq, c.events.map((e) => e.type)])).toEqual([
      [1, [4, 2]],
      [2, [3]],
    ]);

    expect((await stop(client, id)).json()).toEqual({ ok: true });
    expect((await stop(client, id)).statusCode).toBe(200);
    const [rec] = await t.sql<{ stopped_at: Date | null; event_count: number; user_agent: string }>('SELECT * FROM debug_recordings WHERE uuid = $1', [id]);
    expect(rec).toMatchObject({ event_count: 3, user_agent: 'Mozilla/5.0 (test)' });
    expect(rec!.stopped_at).not.toBeNull();

    const late = await send(client, id, [{ type: 3 }]);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('recording_stopped');
  });

  it('belongs to the session that started it', async () => {
    const owner = await t.client().start();
    const { id } = (await start(owner)).json();
    const stranger = await t.client().start();
    expect((await send(stranger, id, [{ type: 3 }])).statusCode).toBe(404);
    expect((await stop(stranger, id)).statusCode).toBe(404);
    const [rec] = await t.sql<{ chunk_count: number; stopped_at: Date | null }>('SELECT chunk_count, stopped_at FROM debug_recordings WHERE uuid = $1', [id]);
    expect(rec).toEqual({ chunk_count: 0, stopped_at: null });
    // the owner still can
    expect((await send(owner, id, [{ type: 3 }])).statusCode).toBe(200);
  });

  it('needs the CSRF token', async () => {
    const client = await t.client().start();
    const res = await client.request({ method: 'POST', url: '/api/webshop/debug/recordings', payload: { userAgent: 'x' }, csrf: false });
    expect(res.statusCode).toBe(403);
  });

  it.each([
    [{}, 'body.userAgent'],
    [{ userAgent: 'x'.repeat(513) }, 'body.userAgent'],
    [{ userAgent: 42 }, 'body.userAgent'],
  ])('refuses a start with %j naming %s', async (payload, field) => {
    const res = await start(await t.client().start(), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { field: string }) => f.field)).toEqual([field]);
  });

  it('refuses bad events and ids, naming the field', async () => {
    const client = await t.client().start();
    const { id } = (await start(client)).json();
    expect((await send(client, id, 'nope')).json().fields[0].field).toBe('body.events');
    expect((await send(client, id, [1, 2])).json().fields[0].field).toBe('body.events.0');
    expect(
      (
        await send(
          client,
          id,
          Array.from({ length: 5001 }, () => ({})),
        )
      ).json().fields[0].field,
    ).toBe('body.events');
    const badId = await send(client, 'not-a-uuid', []);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields[0].field).toBe('params.id');
    expect((await stop(client, 'not-a-uuid')).json().fields[0].field).toBe('params.id');
  });

  it('limits the size of a chunk and of a recording', async () => {
    const client = await t.client().start();
    const { id } = (await start(client)).json();
    const big = await send(client, id, [{ blob: 'x'.repeat(6 * 1024 * 1024) }]);
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('payload_too_large');

    await t.sql('UPDATE debug_recordings SET byte_count = $1 WHERE uuid = $2', [DEBUG_RECORDING_LIMIT_BYTES - 10, id]);
    const full = await send(client, id, [{ type: 3, data: { text: 'more than ten bytes' } }]);
    expect(full.statusCode).toBe(413);
    expect(full.json().error).toBe('recording_too_large');
  });
});

describe('support replays a recording', () => {
  it('lists recordings and exports one as the ordered rrweb events', async () => {
    const { mkdtempSync, readFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { COMMANDS } = await import('../operator/commands/index');
    const command = COMMANDS.find((c) => c.name === 'debug-recordings')!;
    const client = await t.client().start();
    const { id } = (await start(client)).json();
    await send(client, id, [{ type: 4, data: { href: '/' } }, { type: 2 }]);
    await send(client, id, [{ type: 3, data: { source: 1 } }]);
    await stop(client, id);

    const lines: string[] = [];
    const ctx = { db: t.app.shop.db, repoRoot: t.repoRoot, storage: t.app.shop.storage, filesDir: t.repoRoot, out: (line: string) => lines.push(line) };
    await command.run([], ctx);
    expect(lines.some((line) => line.startsWith(id) && line.includes('3 events'))).toBe(true);

    const dir = mkdtempSync(join(tmpdir(), 'replay-'));
    await command.run([id, '--out', 'replay.json'], { ...ctx, cwd: dir });
    expect(JSON.parse(readFileSync(join(dir, 'replay.json'), 'utf8')).map((e: { type: number }) => e.type)).toEqual([4, 2, 3]);
    await expect(command.run(['not-an-id', '--out', 'x.json'], ctx)).rejects.toThrow(/debug-recordings takes/);
  });
});
