import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShopContext } from '../context';
import { registerDrainingConnections, shutdownDelayFromEnv, shutdownOnSignal } from './shutdown';

/** A bare app with the shop's draining parts and a route that takes `ms` to answer. */
async function slowApp(): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ return503OnClosing: false });
  app.decorate('shop', { draining: false } as ShopContext);
  registerDrainingConnections(app);
  app.get('/slow', async (request) => {
    await new Promise((resolve) => setTimeout(resolve, Number((request.query as { ms?: string }).ms ?? 0)));
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

function get(url: string): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    })
      .on('error', reject)
      .end();
  });
}

let open: FastifyInstance | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

describe('shutdown on SIGTERM', () => {
  it('serves during the delay (closing each connection), finishes the request under way, then stops with 0', async () => {
    const { app, url } = await slowApp();
    open = app;
    const codes: number[] = [];
    const shutdown = shutdownOnSignal(app, { delayMs: 300, done: (code) => codes.push(code) });

    const underWay = get(`${url}/slow?ms=800`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    shutdown('SIGTERM');
    shutdown('SIGTERM'); // a second signal changes nothing
    expect(app.shop.draining).toBe(true);

    // within the delay: still served, and the connection is not kept
    expect(await get(`${url}/slow`)).toEqual({ status: 200, connection: 'close' });
    // the request that was under way finishes after the listener closed
    expect((await underWay).status).toBe(200);
    for (let i = 0; i < 50 && codes.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(codes).toEqual([0]);
    // nothing is accepted any more
    await expect(get(`${url}/slow`)).rejects.toThrow(/ECONNREFUSED/);
    open = null;
  });

  it('SHUTDOWN_DELAY_MS: 0 unset, milliseconds up to a minute, else refused', () => {
    expect(shutdownDelayFromEnv(undefined)).toBe(0);
    expect(shutdownDelayFromEnv('1500')).toBe(1500);
    for (const bad of ['-1', 'soon', '60001', '1.5']) expect(() => shutdownDelayFromEnv(bad)).toThrow(/SHUTDOWN_DELAY_MS/);
  });
});
