import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness';

let dev: TestApp;
let production: TestApp;
beforeAll(async () => {
  [dev, production] = await Promise.all([createTestApp({ sharedSeed: true }), createTestApp({ sharedSeed: true, overrides: { production: true } })]);
});
afterAll(() => Promise.all([dev?.close(), production?.close()]));

describe('/dev/api', () => {
  it('is a page of its own that loads the renderer from this server, under the shop’s Content-Security-Policy', async () => {
    const page = await dev.client().get('/dev/api', { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<script src="/dev/api/assets/swagger-ui-bundle.js"></script>');
    expect(page.body).not.toMatch(/<script>|<script [^>]*>[^<]/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);

    for (const [file, type] of [
      ['swagger-ui-bundle.js', 'application/javascript'],
      ['swagger-ui.css', 'text/css'],
      ['start.js', 'text/javascript'],
    ] as const) {
      const res = await dev.client().get(`/dev/api/assets/${file}`);
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type'], file).toContain(type);
    }
    expect((await dev.client().get('/dev/api/assets/start.js')).body).toContain('"/api/openapi.json"');
  });

  it('serves no other file of the renderer package', async () => {
    for (const file of ['index.html', 'package.json', '..%2Fpackage.json', 'swagger-initializer.js']) {
      expect((await dev.client().get(`/dev/api/assets/${file}`)).statusCode, file).toBe(404);
    }
  });

  it('is off in production, like the development mailbox (and the document leaves the mailbox out)', async () => {
    const page = await production.client().get('/dev/api', { accept: 'text/html' });
    expect(page.body).not.toContain('swagger-ui');
    expect((await production.client().get('/dev/api/assets/swagger-ui-bundle.js')).statusCode).toBe(404);
    const doc = (await production.client().get('/api/openapi.json')).json() as { paths: Record<string, unknown> };
    expect(doc.paths['/ajax/prophoto/verify_subject_code.php']).toBeDefined();
    expect(Object.keys(doc.paths).filter((p) => p.includes('/dev/'))).toEqual([]);
  });
});
