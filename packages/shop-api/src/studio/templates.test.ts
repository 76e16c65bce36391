/**
 * Templates uploaded to the studio as a zip (issue 32): checked by the template import (rolled back), every
 * problem with its file and line; a zip slip, a file that is not a zip and one too large are refused with the
 * reason. The authorisation matrix of the call (visitor 401, customer 403, another portal's operator 404).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { createTestApp, type TestApp } from '../testing/harness';
import { staffBrowser, type StaffBrowser } from './testing';

let t: TestApp;
let operator: StaffBrowser;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
  operator = await staffBrowser(t, 'operator');
});
afterAll(() => t?.close());

/** The demo's templates folder of a portal, file by file (path inside the folder → bytes). */
function demoFolder(portal = 'fjord'): Map<string, Buffer> {
  const root = join(t.app.shop.config.filesDir, 'demo-templates', portal);
  const out = new Map<string, Buffer>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const abs = join(dir, name);
      if (statSync(abs).isDirectory()) walk(abs);
      else out.set(relative(root, abs), readFileSync(abs));
    }
  };
  walk(root);
  return out;
}

function zipOf(files: Map<string, Buffer>, top = 'templates/'): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [path, bytes] of files) zip.addBuffer(bytes, `${top}${path}`);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

function multipart(file: Buffer, name = 'templates.zip') {
  const boundary = '----templates-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/zip\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const URL = '/api/studio/portals/fjord/templates/dry-run';
const dryRun = (b: StaffBrowser, zip: Buffer, url = URL) => b.request({ method: 'POST', url, ...multipart(zip) });

describe('a templates zip in the studio', () => {
  it('checks the demo folder: every template unchanged, nothing written', async () => {
    const before = await t.sql<{ n: string }>('SELECT count(*) AS n FROM template_versions');
    const res = await dryRun(operator, await zipOf(demoFolder()));
    expect(res.statusCode, res.body).toBe(200);
    const check = res.json();
    expect(check.problems).toEqual([]);
    expect(check.templates.length).toBe(23);
    expect(new Set(check.templates.map((x: { change: string }) => x.change))).toEqual(new Set(['unchanged']));
    expect(check.templates.find((x: { key: string }) => x.key === 'christmas-snow')).toMatchObject({ type: 'CARD', name: { en: 'Snowy Christmas' } });
    expect(await t.sql<{ n: string }>('SELECT count(*) AS n FROM template_versions')).toEqual(before);
  });

  it('lists a bad scene’s problem with its file and line, and a changed one as changed', async () => {
    const files = demoFolder();
    const scene = JSON.parse(files.get('mug-wrap/scene.json')!.toString());
    scene.parts[0].elements.push({ kind: 'artwork', file: 'missing.png', x: 0, y: 0, width: 10, height: 10 });
    files.set('mug-wrap/scene.json', Buffer.from(JSON.stringify(scene, null, 2)));
    const check = (await dryRun(operator, await zipOf(files))).json();
    expect(check.templates).toEqual([]);
    expect(check.problems).toContainEqual({ file: 'mug-wrap/missing.png', line: 0, message: 'missing (the scene names it)' });

    const good = demoFolder();
    const meta = JSON.parse(good.get('christmas-snow/template.json')!.toString());
    good.set('christmas-snow/template.json', Buffer.from(JSON.stringify({ ...meta, name: { en: 'Snowy Christmas 2', nb: 'Snøjul 2' } }, null, 2)));
    const changed = (await dryRun(operator, await zipOf(good, ''))).json();
    expect(changed.problems).toEqual([]);
    expect(changed.templates.filter((x: { change: string }) => x.change !== 'unchanged').map((x: { key: string }) => x.key)).toEqual(['christmas-snow']);
  });

  it('refuses a path leaving the folder, a file that is not a zip, and one too large, with the reason', async () => {
    // yazl writes no such path: the name is written safe and made '../../' in the bytes (local header and directory)
    const safe = await zipOf(new Map([['aa/aa/evil.json', Buffer.from('{}')]]), '');
    const slip = Buffer.from(safe.toString('latin1').replaceAll('aa/aa/evil.json', '../../evil.json'), 'latin1');
    const slipped = await dryRun(operator, slip);
    expect(slipped.statusCode).toBe(400);
    expect(slipped.json().fields[0]).toMatchObject({ field: 'body.file', message: expect.stringMatching(/^the zip has a path that leaves its folder/) });
    const notZip = await dryRun(operator, Buffer.from('{"categories": []}'));
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json().fields[0].message).toBe('the zip is not a zip file');
    expect(notZip.json().fields[0].kind).toBe('not_zip');
    const big = await dryRun(operator, Buffer.alloc(101 * 1024 * 1024));
    expect(big.statusCode).toBe(413);
  });

  it('answers a visitor 401, a customer 403, the club operator 404; support 200', async () => {
    const zip = await zipOf(demoFolder());
    const visitor = await staffBrowser(t);
    const customer = await staffBrowser(t);
    expect((await customer.signIn('parent@example.com', 'parent-demo-1')).statusCode).toBe(200);
    expect((await dryRun(visitor, zip)).statusCode).toBe(401);
    expect((await dryRun(customer, zip)).statusCode).toBe(403);
    expect((await dryRun(await staffBrowser(t, 'club'), zip)).statusCode).toBe(404);
    expect((await dryRun(await staffBrowser(t, 'support'), zip)).statusCode).toBe(200);
  });
});
