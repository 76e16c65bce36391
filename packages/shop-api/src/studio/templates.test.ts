/**
 * Templates uploaded to the studio as a zip (issue 32): checked by the template import (rolled back), every
 * problem with its file and line; a zip slip, a file that is not a zip and one too large are refused with the
 * reason. Each template's preview drawn with the sample pictures; Publish of one category and Withdraw, with
 * their audit entries, the shop's lists and a cart's line. The authorisation matrix of every templates call
 * (visitor 401, customer 403, another portal's operator 404, the operator and support 200).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { browser } from '../access/testing';
import { add, cartOf, customer, productUuid, templateLine } from '../commerce/testing';
import { expectMatrix, matrixBrowsers, type StaffBrowser, studioTestApp } from './testing';

const studio = studioTestApp();

/** The demo's templates folder of a portal, file by file (path inside the folder → bytes). */
function demoFolder(portal = 'fjord'): Map<string, Buffer> {
  const root = join(studio.t.app.shop.config.filesDir, 'demo-templates', portal);
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
    const before = await studio.t.sql<{ n: string }>('SELECT count(*) AS n FROM template_versions');
    const res = await dryRun(studio.operator, await zipOf(demoFolder()));
    expect(res.statusCode, res.body).toBe(200);
    const check = res.json();
    expect(check.problems).toEqual([]);
    expect(check.templates.length).toBe(23);
    expect(new Set(check.templates.map((x: { change: string }) => x.change))).toEqual(new Set(['unchanged']));
    expect(check.templates.find((x: { key: string }) => x.key === 'christmas-snow')).toMatchObject({ type: 'CARD', name: { en: 'Snowy Christmas' } });
    expect(await studio.t.sql<{ n: string }>('SELECT count(*) AS n FROM template_versions')).toEqual(before);
  });

  it('lists a bad scene’s problem with its file and line, and a changed one as changed', async () => {
    const files = demoFolder();
    const scene = JSON.parse(files.get('mug-wrap/scene.json')!.toString());
    scene.parts[0].elements.push({ kind: 'artwork', file: 'missing.png', x: 0, y: 0, width: 10, height: 10 });
    files.set('mug-wrap/scene.json', Buffer.from(JSON.stringify(scene, null, 2)));
    const check = (await dryRun(studio.operator, await zipOf(files))).json();
    expect(check.templates).toEqual([]);
    expect(check.problems).toContainEqual({ file: 'mug-wrap/missing.png', line: 0, message: 'missing (the scene names it)', kind: 'artwork_missing' });

    const good = demoFolder();
    const meta = JSON.parse(good.get('christmas-snow/template.json')!.toString());
    good.set('christmas-snow/template.json', Buffer.from(JSON.stringify({ ...meta, name: { en: 'Snowy Christmas 2', nb: 'Snøjul 2' } }, null, 2)));
    const changed = (await dryRun(studio.operator, await zipOf(good, ''))).json();
    expect(changed.problems).toEqual([]);
    expect(changed.templates.filter((x: { change: string }) => x.change !== 'unchanged').map((x: { key: string }) => x.key)).toEqual(['christmas-snow']);
  });

  it('refuses a path leaving the folder, a file that is not a zip, and one too large, with the reason', async () => {
    // yazl writes no such path: the name is written safe and made '../../' in the bytes (local header and directory)
    const safe = await zipOf(new Map([['aa/aa/evil.json', Buffer.from('{}')]]), '');
    const slip = Buffer.from(safe.toString('latin1').replaceAll('aa/aa/evil.json', '../../evil.json'), 'latin1');
    const slipped = await dryRun(studio.operator, slip);
    expect(slipped.statusCode).toBe(400);
    expect(slipped.json().fields[0]).toMatchObject({ field: 'body.file', message: expect.stringMatching(/^the zip has a path that leaves its folder/) });
    const notZip = await dryRun(studio.operator, Buffer.from('{"categories": []}'));
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json().fields[0].message).toBe('the zip is not a zip file');
    expect(notZip.json().fields[0].kind).toBe('not_zip');
    const big = await dryRun(studio.operator, Buffer.alloc(101 * 1024 * 1024));
    expect(big.statusCode).toBe(413);
  });
});

const BASE = '/api/studio/portals/fjord/templates';
const rename = (files: Map<string, Buffer>, key: string, en: string) => {
  const meta = JSON.parse(files.get(`${key}/template.json`)!.toString());
  files.set(`${key}/template.json`, Buffer.from(JSON.stringify({ ...meta, name: { en, nb: en } }, null, 2)));
};
const publish = (b: StaffBrowser, zip: Buffer, category: string) =>
  b.request({ method: 'POST', url: `${BASE}/publish?category=${category}`, ...multipart(zip) });
const shopList = async (type: string) =>
  (await (await browser(studio.t)).get(`/api/webshop/templates/${type}`)).json() as Array<{ uuid: string; name: string }>;
const rowOf = async (key: string) =>
  (
    await studio.t.sql<{ uuid: string; name: { en: string }; active: boolean }>(
      "SELECT uuid, name, active FROM templates WHERE portal = 'fjord' AND import_key = $1",
      [key],
    )
  )[0]!;

describe('previews, publishing a category and withdrawing a template', () => {
  it('draws each template of the check with the sample pictures, once, kept in the storage', async () => {
    const check = (await dryRun(studio.operator, await zipOf(demoFolder()))).json();
    const snow = check.templates.find((x: { key: string }) => x.key === 'christmas-snow');
    expect(snow.sections).toEqual(['cards']);
    expect(check.templates.find((x: { key: string }) => x.key === 'mug-wrap').sections).toEqual(['mugs']);
    expect(check.templates.every((x: { preview: string }) => x.preview?.startsWith(`${BASE}/previews/`))).toBe(true);
    const res = await studio.operator.get(snow.preview);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = sharp(res.rawPayload);
    expect((await png.metadata()).width).toBe(640);
    // the card's photo slot holds a sample portrait: the picture has many colours, not an empty frame
    const { channels } = await png.stats();
    expect(Math.max(...channels.map((c) => c.stdev))).toBeGreaterThan(20);
    // kept in the storage by content: a second check of the same folder draws nothing again
    const stored = `template-checks/fjord/${snow.preview.split('/').pop()}`;
    const { modified } = (await studio.t.app.shop.storage.head(stored))!;
    const second = (await dryRun(studio.operator, await zipOf(demoFolder()))).json();
    expect(second.templates.map((x: { preview: string }) => x.preview)).toEqual(check.templates.map((x: { preview: string }) => x.preview));
    expect((await studio.t.app.shop.storage.head(stored))!.modified).toEqual(modified);
    expect((await studio.operator.get(`${BASE}/previews/${'0'.repeat(64)}-demo-nb.png`)).statusCode).toBe(404);
  });

  it('publishes only one category’s templates, with the audit entry; a card the folder lacks is withdrawn, a mug is not', async () => {
    const files = demoFolder();
    rename(files, 'christmas-snow', 'Snowy Christmas (new)');
    rename(files, 'mug-wrap', 'Picture all around (new)');
    for (const path of [...files.keys()]) if (path.startsWith('thanks-hearts/') || path.startsWith('mug-duo/')) files.delete(path);
    const zip = await zipOf(files);
    const res = await publish(studio.operator, zip, 'cards');
    expect(res.statusCode, res.body).toBe(200);
    const changes = Object.fromEntries(res.json().templates.map((c: { key: string; change: string }) => [c.key, c.change]));
    expect(changes).toMatchObject({ 'christmas-snow': 'changed', 'thanks-hearts': 'withdrawn', 'christmas-stars': 'unchanged' });
    expect(changes['mug-wrap']).toBeUndefined();
    expect((await rowOf('christmas-snow')).name.en).toBe('Snowy Christmas (new)');
    expect(await rowOf('mug-wrap')).toMatchObject({ name: { en: 'Picture all around' }, active: true });
    expect((await rowOf('mug-duo')).active).toBe(true);
    expect((await rowOf('thanks-hearts')).active).toBe(false);
    expect((await shopList('cards')).map((x) => x.name)).toContain('Snowy Christmas (new)');
    type Side = { category: string; templates: Array<{ key: string; version: number; active: boolean }> };
    const [entry] = await studio.t.sql<{ before: Side; after: Side }>(
      "SELECT before, after FROM audit_log WHERE kind = 'template.publish' ORDER BY id DESC LIMIT 1",
    );
    expect(entry!.before.category).toBe('cards');
    expect(entry!.before.templates).toContainEqual({ key: 'thanks-hearts', version: 1, active: true });
    expect(entry!.after.templates).toContainEqual({ key: 'thanks-hearts', version: 1, active: false });
    expect(entry!.after.templates.find((x) => x.key === 'christmas-snow')).toMatchObject({ active: true });

    // no template of that category, or a folder with problems: 409, nothing written
    expect((await publish(studio.operator, zip, 'no-such-category')).json()).toMatchObject({
      error: 'no_templates_in_category',
      values: { category: 'no-such-category' },
    });
    files.set('christmas-snow/scene.json', Buffer.from('{'));
    const bad = await publish(studio.operator, await zipOf(files), 'cards');
    expect(bad.statusCode).toBe(409);
    expect(bad.json().error).toBe('template_problems');
  });

  it('withdraws one template: the shop’s list leaves it out, a cart’s design from it stays as an unavailable line', async () => {
    const snow = await rowOf('christmas-snow');
    const { b } = await customer(studio.t);
    const card = await productUuid(studio.t, 'card-10x15');
    const added = await add(b, [templateLine(2, card, 1, { template: { uuid: snow.uuid, name: 'Snowy Christmas', categories: ['christmas'] } })]);
    expect(added.statusCode, added.body).toBe(200);
    const res = await studio.operator.post(`${BASE}/${snow.uuid}/withdraw`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ key: 'christmas-snow', active: false, sections: ['cards'] });
    expect((await shopList('cards')).map((x) => x.uuid)).not.toContain(snow.uuid);
    const [line] = (await cartOf(b)).orderLines;
    expect(line).toMatchObject({ available: false, actualLinePrice: 0, canChangeQuantity: false });
    const list = (await studio.operator.get(BASE)).json().templates;
    expect(list.find((x: { key: string }) => x.key === 'christmas-snow')).toMatchObject({ active: false });
    const [entry] = await studio.t.sql<{ before: unknown; after: unknown }>(
      "SELECT before, after FROM audit_log WHERE kind = 'template.withdraw' ORDER BY id DESC LIMIT 1",
    );
    expect(entry).toEqual({ before: { key: 'christmas-snow', version: 2, active: true }, after: { key: 'christmas-snow', version: 2, active: false } });
  });

  it('answers each call a visitor 401, a customer 403, the club operator 404; the operator and support 200', async () => {
    const zip = await zipOf(demoFolder());
    const check = (await dryRun(studio.operator, zip)).json();
    const preview = check.templates.find((x: { key: string }) => x.key === 'mug-wrap').preview;
    const { uuid } = await rowOf('birthday-trio');
    const browsers = await matrixBrowsers(studio.t);
    await expectMatrix(browsers, 'templatesDryRun', () => ({ method: 'POST', url: URL, ...multipart(zip) }));
    await expectMatrix(browsers, 'templatePreview', () => ({ method: 'GET', url: preview }));
    await expectMatrix(browsers, 'templates', () => ({ method: 'GET', url: BASE }));
    await expectMatrix(browsers, 'publishTemplates', () => ({ method: 'POST', url: `${BASE}/publish?category=calendar`, ...multipart(zip) }));
    await expectMatrix(browsers, 'withdrawTemplate', () => ({ method: 'POST', url: `${BASE}/${uuid}/withdraw`, payload: {} }));
  });
});
