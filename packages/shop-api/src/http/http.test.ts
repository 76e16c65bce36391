import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness';
import { HELMET_OPTIONS } from '../web/security';
import { PAGE_START_CSP_SOURCE } from '@shop/first-view/host';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
});
afterAll(() => t?.close());

const LANG = '/api/webshop/user/language';

describe('request errors answer in the one error format, never 500', () => {
  it('malformed JSON is a 400 naming the body', async () => {
    const client = await t.client().start();
    const res = await client.request({ method: 'PUT', url: LANG, payload: '{"lang": "nb"', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'validation',
      message: 'Invalid request: body: Body is not valid JSON',
      fields: [{ field: 'body', message: 'Body is not valid JSON' }],
    });
  });

  it('a prototype-poisoning body is refused', async () => {
    const client = await t.client().start();
    const res = await client.request({
      method: 'PUT',
      url: LANG,
      payload: '{"lang":"nb","__proto__":{"x":1}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('another content type is a 415', async () => {
    const client = await t.client().start();
    for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const res = await client.request({ method: 'PUT', url: LANG, payload: 'lang=nb', headers: { 'content-type': type } });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ error: 'unsupported_media_type' });
    }
  });

  it('an oversized body is a 413', async () => {
    const client = await t.client().start();
    const res = await client.request({ method: 'PUT', url: LANG, payload: { lang: 'nb', pad: 'x'.repeat(1100 * 1024) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'payload_too_large' });
  });

  it('an empty JSON body counts as no body', async () => {
    const client = await t.client().start();
    const { id } = (await client.request({ method: 'POST', url: '/api/webshop/debug/recordings', payload: { userAgent: 'x' } })).json();
    const res = await client.request({
      method: 'POST',
      url: `/api/webshop/debug/recordings/${id}/stop`,
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('an unknown /api path is a 404 in the format', async () => {
    const client = t.client();
    for (const url of ['/api/nope', '/api/webshop/nope', '/api/webshop/legacy-pages']) {
      const res = await client.get(url, { accept: 'text/html' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ error: 'not_found', message: expect.stringContaining('No such path') });
    }
    const post = await client.request({ method: 'POST', url: '/api/nope', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('several bad fields are all named', async () => {
    const client = await t.client().start();
    const res = await client.request({ method: 'POST', url: '/api/webshop/debug/recordings/nope/events', payload: { events: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { field: string }) => f.field)).toEqual(['params.id', 'body.events']);
    expect(res.json().message).toMatch(/^Invalid request: params\.id: .*; body\.events: /);
  });
});

describe('security headers', () => {
  it('sends the CSP with exactly the needed sources', async () => {
    const res = await t.client().get('/api/health');
    expect(res.headers['content-security-policy']).toBe(
      `default-src 'self';script-src 'self' ${PAGE_START_CSP_SOURCE};style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;connect-src 'self';font-src 'self' data:;frame-ancestors 'none';object-src 'none';base-uri 'self';form-action 'self'`,
    );
    expect(PAGE_START_CSP_SOURCE).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends what @fastify/helmet sends with the same options, on an answer, a 404 and a static file (worked out once, decision 0042)', async () => {
    const reference = Fastify();
    await reference.register(helmet, { global: true, ...HELMET_OPTIONS });
    reference.get('/', async () => ({ ok: true }));
    const expected = (await reference.inject('/')).headers;
    await reference.close();
    const named = Object.keys(expected).filter((name) => !['content-type', 'content-length', 'date', 'connection', 'keep-alive'].includes(name));
    expect(named.length).toBeGreaterThanOrEqual(10);
    for (const url of ['/api/health', '/api/no-such-call', '/favicon.svg']) {
      const res = await t.client().get(url);
      for (const name of named) expect({ url, name, value: res.headers[name] }).toEqual({ url, name, value: expected[name] });
    }
  });
});
