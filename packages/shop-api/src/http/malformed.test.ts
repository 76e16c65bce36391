/**
 * Issue 34 item 13: malformed requests get a 400 naming the problem, in the one error format, and the
 * router's limits agree with the API document: a Host header that is no host, a multipart upload
 * without a boundary, a path that is not validly percent-encoded, path values as long as the
 * document allows (reset codes up to 128, invite tokens 32–128) and longer.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../testing/harness';
import { MAX_PARAM_LENGTH } from './errors';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t?.close());

/** A raw HTTP request over a socket: inject() would not send a Host header Node's parser takes as it is. */
function raw(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`));
    let out = '';
    socket.on('data', (d) => {
      out += d;
    });
    socket.on('error', reject);
    socket.on('end', () => resolve({ status: Number(out.split(' ')[1]), body: out.slice(out.indexOf('\r\n\r\n') + 4) }));
  });
}

describe('malformed requests', () => {
  it('a Host header with an invalid port is a 400 naming the header, on pages, calls and files', async () => {
    for (const path of ['/', '/enter-code', '/api/webshop/user', '/favicon.svg']) {
      const res = await raw(path, '[::1]:99999');
      expect(res.status, path).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ error: 'validation', fields: [{ field: 'headers.host' }] });
    }
    expect((await raw('/', `localhost:${port}`)).status).toBe(200);
  });

  it('a multipart upload without a boundary is a 400 naming the content type', async () => {
    const c = t.client();
    await signIn(t, c);
    const res = await c.request({
      method: 'POST',
      url: '/system/iframes/upload_internal.php',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'images[]=x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation', fields: [{ field: 'headers.content-type', message: expect.stringContaining('boundary') }] });
  });

  it('a multipart body that does not follow its boundary is a 400', async () => {
    const c = t.client();
    await signIn(t, c);
    const res = await c.request({
      method: 'POST',
      url: '/system/iframes/upload_internal.php',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: '--XYZ\r\nContent-Disposition: form-data; name="images[]"; filename="a.jpg"\r\n\r\nunfinished',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation');
  });

  it('bad percent-encoding in a path is a 400 in the shop’s error format', async () => {
    const res = await t.client().get('/api/webshop/photographers/%ZZ/logo');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'validation',
      message: expect.any(String),
      fields: [{ field: 'path', message: 'The path is not validly percent-encoded' }],
    });
  });

  it('path values as long as the document allows reach the call; longer ones are the contract’s 400, not the router’s 404', async () => {
    const c = t.client();
    const reset = (n: number) => c.get(`/api/webshop/reset-password/${'a'.repeat(n)}`);
    const invite = (n: number) => c.get(`/api/webshop/share-invites/${'a'.repeat(n)}`);
    expect((await reset(128)).statusCode).toBe(200);
    expect((await reset(128)).json()).toEqual({ valid: false });
    const longReset = await reset(129);
    expect(longReset.statusCode).toBe(400);
    expect(longReset.json().fields[0].field).toBe('params.code');
    const knownInvite = await invite(128);
    expect(knownInvite.statusCode).toBe(404);
    expect(knownInvite.json().message).not.toMatch(/No such path/);
    expect((await invite(129)).statusCode).toBe(400);
    expect((await invite(MAX_PARAM_LENGTH + 1)).statusCode).toBe(404);
  });

  it('the document’s path values fit the router: no maxLength over MAX_PARAM_LENGTH, and the file routes list 400', async () => {
    const doc = (await t.client().get('/api/openapi.json')).json() as {
      paths: Record<
        string,
        Record<string, { tags?: string[]; parameters?: { in: string; name: string; schema: { maxLength?: number } }[]; responses: object }>
      >;
    };
    let files = 0;
    for (const [path, ops] of Object.entries(doc.paths))
      for (const op of Object.values(ops)) {
        for (const p of op.parameters ?? []) if (p.in === 'path') expect(p.schema.maxLength ?? 0, `${path} ${p.name}`).toBeLessThanOrEqual(MAX_PARAM_LENGTH);
        if (op.tags?.includes('files')) {
          files += 1;
          expect(Object.keys(op.responses), path).toContain('400');
        }
      }
    expect(files).toBeGreaterThan(2);
  });
});
