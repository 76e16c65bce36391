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
import { printCartOrOrderLine } from './print-lines';

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
    const printed = await printCartOrOrderLine(t.app.shop.db, t.app.shop.config.filesDir, line.uuid, out);
    expect(printed?.map((p) => p.refId)).toEqual(['front', 'inside']);
    expect(readdirSync(join(out, line.uuid))).toEqual(['01-front.jpg', '02-inside.jpg']);
    const print = await sharp(printed![0]!.file).metadata();
    // (150 + 2 × 3) mm at 300 dpi, sRGB, 300 dpi recorded
    expect([print.width, print.height, print.density, print.format]).toEqual([1843, 1843, 300, 'jpeg']);
    expect(print.icc).toBeTruthy();
    expect(await printCartOrOrderLine(t.app.shop.db, t.app.shop.config.filesDir, '00000000-0000-4000-8000-000000000000', out)).toBeNull();
  });
});
