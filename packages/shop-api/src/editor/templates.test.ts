/**
 * The editor's template calls and the print render on the demo templates: a card filled from a picture set,
 * a group picture's texts, the customer's designs of a product, the line's preview and its print files
 * (300 dpi, trim + bleed), and the same picture from the preview call as from the print renderer.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjectUuid } from '../access/testing';
import { add, customer, pictureUuids, productUuid } from '../commerce/testing';
import { createTestApp, type TestApp } from '../testing/harness';
import { renderCommand } from '../operator/commands/render';
import { printCartOrOrderLine } from './print-lines';
import { localStorage } from '../storage';

let t: TestApp;
let snowy: { uuid: string; product: { uuid: string } };
let emma: string;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
  emma = await subjectUuid(t, 'Emma Hansen');
  const c = await customer(t);
  const list = (await c.b.get('/api/webshop/templates/cards/categories/christmas')).json() as Array<{ uuid: string; name: string; product: { uuid: string } }>;
  snowy = list.find((x) => x.name === 'Snowy Christmas')!;
});
afterAll(() => t?.close());

const cardLine = (templateData: object, quantity = 10) => ({
  type: 2,
  product: { uuid: snowy.product.uuid },
  quantity,
  subProductUuids: [],
  template: { uuid: snowy.uuid, name: 'Snowy Christmas', categories: ['christmas'], version: 1 },
  templateData,
});

describe('POST /api/webshop/user/templates/fill-template', () => {
  it('fills the card’s picture slot from the customer’s set; another customer’s set or an unknown template is 404', async () => {
    const { b } = await customer(t, ['Emma Hansen']);
    const res = await b.post('/api/webshop/user/templates/fill-template', { template: { uuid: snowy.uuid }, subject: { uuid: emma } });
    expect(res.statusCode).toBe(200);
    const ips = await pictureUuids(t, 'Emma Hansen', 'IP');
    expect(res.json()).toMatchObject({ year: null, userResources: [{ fullId: 'front/photo1', image: { uuid: ips[0] } }] });
    const stranger = await customer(t);
    expect((await stranger.b.post('/api/webshop/user/templates/fill-template', { template: { uuid: snowy.uuid }, subject: { uuid: emma } })).statusCode).toBe(
      404,
    );
    const unknown = await b.post('/api/webshop/user/templates/fill-template', {
      template: { uuid: '00000000-0000-4000-8000-000000000000' },
      subject: { uuid: emma },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('a new design opens as its list previewed it (issue 34)', () => {
  it('fill-template answers the resources the set’s template list shows for every Christmas card; each template names its own subject-change mode', async () => {
    const { b } = await customer(t, ['Emma Hansen']);
    const listed = (await b.get(`/api/webshop/templates/cards/categories/christmas/subjects/${emma}`)).json() as Array<{
      uuid: string;
      name: string;
      userResources: unknown[];
    }>;
    expect(listed.length).toBeGreaterThan(2);
    for (const entry of listed) {
      const filled = (await b.post('/api/webshop/user/templates/fill-template', { template: { uuid: entry.uuid }, subject: { uuid: emma } })).json();
      expect(filled.userResources, entry.name).toEqual(entry.userResources);
      expect(filled.userResources.length, entry.name).toBeGreaterThan(0);
    }
    const four = listed.find((x) => x.name === 'Four at Christmas')!;
    expect((await b.get(`/api/webshop/templates/by-uuid/${four.uuid}`)).json()).toMatchObject({ subjectChangeMode: 1 });
    expect((await b.get(`/api/webshop/templates/by-uuid/${snowy.uuid}`)).json()).toMatchObject({ subjectChangeMode: null });
  });
});

describe('POST /api/webshop/templates/fill-user-strings-by-picture', () => {
  it('answers the texts that fill from the subject for a picture of the set, else 404', async () => {
    const { b } = await customer(t, ['Emma Hansen']);
    const [group] = await pictureUuids(t, 'Emma Hansen', 'GP');
    const res = await b.post('/api/webshop/templates/fill-user-strings-by-picture', {
      subject: { uuid: emma },
      template: { uuid: snowy.uuid },
      picture: { uuid: group },
      resource: { id: 'front/photo1' },
    });
    expect(res.statusCode).toBe(200);
    // the demo card fills no text from the subject: nothing to fill, and nothing invented
    expect(res.json()).toEqual({ userStringResources: [] });
    const [maja] = await pictureUuids(t, 'Maja Lie');
    const other = await b.post('/api/webshop/templates/fill-user-strings-by-picture', {
      subject: { uuid: emma },
      template: { uuid: snowy.uuid },
      picture: { uuid: maja },
      resource: { id: 'front/photo1' },
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('the customer’s designs, the line’s preview and its print files', () => {
  it('lists the designs of a product in the cart, newest first, only the customer’s own', async () => {
    const { b } = await customer(t, ['Emma Hansen']);
    const [p1] = await pictureUuids(t, 'Emma Hansen', 'IP');
    const data = { year: null, userResources: [{ id: 'photo1', fullId: 'front/photo1', image: { uuid: p1, width: 800, height: 1000 } }] };
    expect((await add(b, [cardLine(data)])).statusCode).toBe(200);
    const res = await b.get(`/api/webshop/user/templates/by-product/${snowy.product.uuid}`);
    expect(res.json()).toEqual([
      { template: { uuid: snowy.uuid, name: 'Snowy Christmas', dimensions: { width: 150, height: 150 } }, userResources: data.userResources, year: null },
    ]);
    const other = await customer(t);
    expect((await other.b.get(`/api/webshop/user/templates/by-product/${snowy.product.uuid}`)).json()).toEqual([]);
    expect((await b.get(`/api/webshop/user/templates/by-product/${await productUuid(t, 'card-10x15')}`)).json()).toEqual([]);
  });

  it('draws the line’s part for its owner only, and writes 300 dpi print files at trim + bleed', async () => {
    const { b } = await customer(t, ['Emma Hansen']);
    const [p1] = await pictureUuids(t, 'Emma Hansen', 'IP');
    const [row] = await t.sql<{ width: number; height: number }>('SELECT width, height FROM pictures WHERE uuid = $1', [p1]);
    const data = {
      year: null,
      userResources: [
        { id: 'photo1', fullId: 'front/photo1', image: { uuid: p1, width: row!.width, height: row!.height, overrideEffect: 'bw' } },
        { id: 'greeting', fullId: 'front/greeting', type: 'STRING', text: 'God jul', overrideColor: '#C52B2B' },
      ],
    };
    const line = (await add(b, [cardLine(data)])).json().newOrderLines[0];
    const preview = await b.get(`/api/webshop/cart/lines/${line.uuid}/preview/front?width=300`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    const meta = await sharp(preview.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([300, 300]);
    // the picture's slot is black and white: no colour at its centre
    const { data: raw, info } = await sharp(preview.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => Array.from(raw.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    const [r, g, bl] = at(150, 120);
    expect(Math.max(r!, g!, bl!) - Math.min(r!, g!, bl!)).toBeLessThan(4);
    const other = await customer(t, ['Emma Hansen']);
    expect((await other.b.get(`/api/webshop/cart/lines/${line.uuid}/preview/front?width=300`)).statusCode).toBe(404);
    expect((await b.get(`/api/webshop/cart/lines/${line.uuid}/preview/nowhere?width=300`)).statusCode).toBe(404);
    expect((await b.get(`/api/webshop/cart/lines/${line.uuid}/preview/front?width=5000`)).statusCode).toBe(400);

    const out = mkdtempSync(join(tmpdir(), 'print-'));
    const printed = await printCartOrOrderLine(t.app.shop.db, t.app.shop.storage, line.uuid, { storage: localStorage(out), prefix: '' });
    expect(printed?.map((p) => p.refId)).toEqual(['front', 'inside']);
    expect(readdirSync(join(out, line.uuid))).toEqual(['01-front.jpg', '02-inside.jpg']);
    const print = await sharp(join(out, printed![0]!.file)).metadata();
    // (150 + 2 × 3) mm at 300 dpi, sRGB, 300 dpi recorded
    expect([print.width, print.height, print.density, print.format]).toEqual([1843, 1843, 300, 'jpeg']);
    expect(print.icc).toBeTruthy();
    expect(
      await printCartOrOrderLine(t.app.shop.db, t.app.shop.storage, '00000000-0000-4000-8000-000000000000', { storage: localStorage(out), prefix: '' }),
    ).toBeNull();

    // the operator's command: the same files, each named with its pixel size
    const said: string[] = [];
    const ctx = {
      db: t.app.shop.db,
      repoRoot: '',
      storage: t.app.shop.storage,
      filesDir: t.app.shop.config.filesDir,
      cwd: out,
      out: (l: string) => said.push(l),
    };
    await renderCommand.run([line.uuid, '--out', 'again'], ctx);
    expect(said).toEqual([
      `${join(out, 'again', line.uuid, '01-front.jpg')} (1843×1843 px)`,
      `${join(out, 'again', line.uuid, '02-inside.jpg')} (1843×1843 px)`,
    ]);
    await expect(renderCommand.run(['00000000-0000-4000-8000-000000000000', '--out', 'x'], ctx)).rejects.toThrow('No line or order');
    await expect(renderCommand.run([line.uuid], ctx)).rejects.toThrow('render needs a line uuid');
    // four 300 dpi pages and a preview: slow on a busy machine
  }, 120_000);
});

describe('a green-screen picture in the print', () => {
  /** Share of chroma-key green pixels (the studio's backdrop) in a rectangle of an image. */
  async function keyGreen(file: Buffer | string, box: { left: number; top: number; width: number; height: number }) {
    const { data, info } = await sharp(file).extract(box).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let green = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (g > 120 && g > r + 50 && g > b + 50) green++;
    }
    return green / (info.width * info.height);
  }

  it('is printed on the background the customer chose (else the job’s first), never on its green', async () => {
    const { b } = await customer(t, ['Emma Hansen']);
    const [pic] = await t.sql<{ uuid: string; width: number; height: number; path: string; job: string }>(
      `SELECT p.uuid, p.width, p.height, p.original_path AS path, s.job FROM pictures p JOIN subjects s ON s.uuid = p.subject
       WHERE s.name = 'Emma Hansen' AND p.greenscreen ORDER BY p.webshop_id LIMIT 1`,
    );
    const backgrounds = (await b.get(`/api/webshop/green-screen-backgrounds/${pic!.job}`)).json() as { uuid: string }[];
    expect(backgrounds.length).toBeGreaterThan(1);
    // the original really is on green: the test could fail
    const originalBytes = (await t.app.shop.storage.read(pic!.path))!;
    const original = await sharp(originalBytes).metadata();
    expect(await keyGreen(originalBytes, { left: 0, top: 0, width: original.width!, height: Math.round(original.height! / 5) })).toBeGreaterThan(0.5);

    const image = (background?: string) => ({ uuid: pic!.uuid, width: pic!.width, height: pic!.height, ...(background ? { background } : {}) });
    const lineWith = async (background?: string) =>
      (await add(b, [cardLine({ year: null, userResources: [{ id: 'photo1', fullId: 'front/photo1', image: image(background) }] })])).json().newOrderLines[0]
        .uuid as string;
    const chosen = await lineWith(backgrounds[1]!.uuid);
    const plain = await lineWith();

    const out = mkdtempSync(join(tmpdir(), 'print-green-'));
    const [front] = (await printCartOrOrderLine(t.app.shop.db, t.app.shop.storage, chosen, { storage: localStorage(out), prefix: '' }))!;
    const size = await sharp(join(out, front!.file)).metadata();
    expect(await keyGreen(join(out, front!.file), { left: 0, top: 0, width: size.width!, height: size.height! })).toBeLessThan(0.001);

    // the screen's preview: the chosen background differs from the default one, neither shows green
    const top = { left: 100, top: 40, width: 100, height: 20 };
    const previewOf = async (line: string) => (await b.get(`/api/webshop/cart/lines/${line}/preview/front?width=300`)).rawPayload;
    const [withChosen, withDefault] = [await previewOf(chosen), await previewOf(plain)];
    expect(await keyGreen(withChosen, top)).toBe(0);
    expect(await keyGreen(withDefault, top)).toBe(0);
    expect(Buffer.compare(await sharp(withChosen).extract(top).raw().toBuffer(), await sharp(withDefault).extract(top).raw().toBuffer())).not.toBe(0);

    // a background that is not one of the picture's job's is refused, naming its field
    const foreign = await add(b, [
      cardLine({ year: null, userResources: [{ id: 'photo1', fullId: 'front/photo1', image: image('00000000-0000-4000-8000-0000000000b1') }] }),
    ]);
    expect(foreign.statusCode).toBe(400);
    expect(JSON.stringify(foreign.json())).toContain('body.lines.0.templateData.userResources.0.image.background');
    // and so is a background on a picture that is not a green-screen picture
    const [plainPicture] = await t.sql<{ uuid: string }>(
      `SELECT p.uuid FROM pictures p JOIN subjects s ON s.uuid = p.subject WHERE s.name = 'Emma Hansen' AND NOT p.greenscreen AND NOT p.group_picture LIMIT 1`,
    );
    const onPlain = await add(b, [
      cardLine({
        year: null,
        userResources: [{ id: 'photo1', fullId: 'front/photo1', image: { uuid: plainPicture!.uuid, background: backgrounds[0]!.uuid } }],
      }),
    ]);
    expect(onPlain.statusCode).toBe(400);
    expect(JSON.stringify(onPlain.json())).toContain('image.background');
  }, 120_000);
});
