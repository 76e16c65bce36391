/** The template import (operator import-templates): checked before writing, reruns change nothing, changed content gets a new version. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser } from '../access/testing';
import { runCommandLine } from '../operator/run';
import { createTestApp, type TestApp } from '../testing/harness';
import { importTemplates, TemplateImportError } from './import';

let t: TestApp;
let folder: string;
const filesDir = () => t.app.shop.config.filesDir;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
  folder = mkdtempSync(join(tmpdir(), 'templates-import-'));
  cpSync(join(filesDir(), 'demo-templates', 'fjord'), folder, { recursive: true });
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await t?.close();
});

const json = (path: string) => JSON.parse(readFileSync(join(folder, path), 'utf8'));
const write = (path: string, value: unknown) => writeFileSync(join(folder, path), `${JSON.stringify(value, null, 2)}\n`);

describe('importTemplates', () => {
  it('a rerun of the demo folder changes nothing', async () => {
    const s = await importTemplates(t.app.shop.db, folder, { portal: 'fjord', storage: t.app.shop.storage });
    expect(s.templates).toEqual({ created: 0, updated: 0, unchanged: 23, withdrawn: 0 });
    expect(s.categories.created + s.categories.updated + s.categories.withdrawn).toBe(0);
    expect(s.newVersions).toBe(0);
  });

  it('stops with every problem, file and line, before writing anything', async () => {
    const bad = mkdtempSync(join(tmpdir(), 'templates-bad-'));
    try {
      cpSync(folder, bad, { recursive: true });
      const meta = JSON.parse(readFileSync(join(bad, 'christmas-snow', 'template.json'), 'utf8'));
      writeFileSync(
        join(bad, 'christmas-snow', 'template.json'),
        JSON.stringify({ ...meta, products: ['mug'], categories: ['easter'], colour: 'red' }, null, 2),
      );
      const scene = JSON.parse(readFileSync(join(bad, 'mug-wrap', 'scene.json'), 'utf8'));
      scene.parts[0].elements.push({ kind: 'artwork', file: 'missing.png', x: 0, y: 0, width: 10, height: 10 });
      scene.parts[0].elements.push({ kind: 'image', id: 'photo1', x: 0, y: 0, width: 10, height: 10 });
      writeFileSync(join(bad, 'mug-wrap', 'scene.json'), JSON.stringify(scene, null, 2));
      writeFileSync(join(bad, 'puzzle-class', 'pattern.png'), '<svg onload="alert(1)"></svg>');
      const err = await importTemplates(t.app.shop.db, bad, { portal: 'fjord', storage: t.app.shop.storage }).catch((e) => e);
      expect(err).toBeInstanceOf(TemplateImportError);
      const messages = (err as TemplateImportError).problems.map((p) => `${p.file}:${p.line}: ${p.message}`);
      expect(messages).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^christmas-snow\/template.json:\d+: colour: /),
          expect.stringMatching(/^mug-wrap\/scene.json:1: .*Slot ids must be unique/),
          expect.stringMatching(/^puzzle-class\/pattern.png:0: is not a PNG image/),
        ]),
      );
      // the template file without the unknown field: its category and product are checked against the portal
      writeFileSync(join(bad, 'christmas-snow', 'template.json'), JSON.stringify({ ...meta, products: ['mug'], categories: ['easter'] }, null, 2));
      scene.parts[0].elements.pop();
      writeFileSync(join(bad, 'mug-wrap', 'scene.json'), JSON.stringify(scene, null, 2));
      const again = (await importTemplates(t.app.shop.db, bad, { portal: 'fjord', storage: t.app.shop.storage }).catch((e) => e)) as TemplateImportError;
      expect(again.problems.map((p) => `${p.file}: ${p.message}`)).toEqual(
        expect.arrayContaining([
          "christmas-snow/template.json: categories.0: 'easter' is not a subcategory of cards in categories.json",
          "christmas-snow/template.json: products.0: 'mug' is not a type 2 product (CARD templates are offered as type 2)",
          'mug-wrap/missing.png: missing (the scene names it)',
        ]),
      );
      // each with its kind and what its text needs, for the studio to word it (decision 0101)
      expect(again.problems).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            file: 'christmas-snow/template.json',
            kind: 'not_card_subcategory',
            values: { field: 'categories.0', name: 'easter', file: 'categories.json' },
          }),
          expect.objectContaining({ kind: 'not_template_product', values: { field: 'products.0', key: 'mug', type: 2, templateType: 'CARD' } }),
          expect.objectContaining({ file: 'mug-wrap/missing.png', kind: 'artwork_missing' }),
        ]),
      );
      // nothing was written
      const [row] = await t.sql<{ n: number }>("SELECT count(*)::int AS n FROM templates WHERE portal = 'fjord' AND active");
      expect(row!.n).toBe(23);
    } finally {
      rmSync(bad, { recursive: true, force: true });
    }
  });

  it('a changed scene is a new version (the old one stays readable); a template left out is withdrawn', async () => {
    const b = await browser(t);
    const before = (await b.get('/api/webshop/templates/cards/categories/birthday')).json();
    const balloons = before.find((s: { name: string }) => s.name === 'Balloons');
    const scene = json('birthday-balloons/scene.json');
    scene.parts[0].background.colour = '#C52B2B';
    write('birthday-balloons/scene.json', scene);
    rmSync(join(folder, 'birthday-trio'), { recursive: true });
    const out: string[] = [];
    const code = await runCommandLine(['import-templates', folder, '--portal', 'fjord'], {
      db: t.app.shop.db,
      repoRoot: t.repoRoot,
      storage: t.app.shop.storage,
      filesDir: filesDir(),
      out: (l) => out.push(l),
    });
    expect(code).toBe(0);
    expect(out.join('\n')).toContain('templates:  0 created, 1 updated, 21 unchanged, 1 withdrawn (no longer in the folder) (1 new version)');

    const after = (await b.get('/api/webshop/templates/cards/categories/birthday')).json();
    expect(after.map((s: { name: string }) => s.name)).toEqual(['Balloons']);
    expect(after[0]).toMatchObject({ uuid: balloons.uuid, version: 2 });
    expect((await b.get(`/api/webshop/templates/by-uuid/${balloons.uuid}`)).json().scene.parts[0].background.colour).toBe('#C52B2B');
    const v1 = (await b.get(`/api/webshop/templates/by-uuid/${balloons.uuid}/1`)).json();
    expect(v1.version).toBe(1);
    expect(v1.scene.parts[0].background.colour).toBe('#2B9BC5');
    // its artwork is there for both versions
    expect((await b.get(`/templates/all/${balloons.uuid}/pattern.png`)).statusCode).toBe(200);
    expect((await b.get(`/templates/all/${balloons.uuid}/pattern.png?version=1`)).statusCode).toBe(200);
  });
});
