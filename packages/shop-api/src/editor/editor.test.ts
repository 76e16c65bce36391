/** The editor's calls: own uploads, recent images, a job's backgrounds, package instances, replacing a cart line. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../access/testing';
import { browser, subjectUuid } from '../access/testing';
import { fields } from '../account/testing';
import { add, cartOf, customer, kr, packageUuid, pictureUuids, productUuid, templateLine } from '../commerce/testing';
import { createTestApp, type TestApp } from '../testing/harness';

let t: TestApp;
let card: string;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
  card = await productUuid(t, 'card-10x15');
});
afterAll(() => t?.close());

const UPLOAD = '/system/iframes/upload_internal.php?type=image&json=1&thumbnails=640';

function multipartBody(files: { name: string; type: string; bytes: Buffer; field?: string }[]) {
  const boundary = `----shop${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'images[]'}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (b: Browser, files: Parameters<typeof multipartBody>[0]) => b.request({ method: 'POST', url: UPLOAD, ...multipartBody(files) });

/** A real picture: a colour field of the given size, with EXIF orientation 6 (turned 90°) when asked. */
const picture = (width: number, height: number, colour = '#3366cc', orientation?: number) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .withMetadata(orientation ? { orientation } : {})
    .jpeg()
    .toBuffer();

describe('own uploads', () => {
  it('keeps a real picture (turned by its EXIF orientation), lists it and serves it only to its owner', async () => {
    const { b } = await customer(t);
    const res = await upload(b, [{ name: 'holiday.jpg', type: 'image/jpeg', bytes: await picture(600, 400, '#3366cc', 6) }]);
    expect(res.statusCode).toBe(200);
    const [file] = res.json().files;
    // orientation 6: the 600×400 picture stands upright as 400×600
    expect(res.json()).toMatchObject({ result: 'OK', files: [{ name: 'holiday.jpg', width: 400, height: 600 }] });
    const recent = (await b.get('/api/webshop/user/recent-images')).json();
    expect(recent).toHaveLength(1);
    expect(recent[0]).toMatchObject({ uuid: file.uuid, dimensions: { width: 400, height: 600 }, keywords: ['user_uploaded'] });
    const thumb = await b.get(recent[0].images.w320);
    expect(thumb.statusCode).toBe(200);
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.width, meta.height, meta.orientation ?? 1]).toEqual([320, 480, 1]);
    // the same picture again is the same upload
    const again = await upload(b, [{ name: 'copy.jpg', type: 'image/jpeg', bytes: await picture(600, 400, '#3366cc', 6) }]);
    expect(again.json().files[0].uuid).toBe(file.uuid);
    const other = await customer(t);
    expect((await other.b.get(recent[0].images.w320)).statusCode).toBe(404);
    expect((await other.b.get('/api/webshop/user/recent-images')).json()).toEqual([]);
  });

  it('refuses a file that is not a picture, whatever its name and type say', async () => {
    const { b } = await customer(t);
    const res = await upload(b, [{ name: 'photo.jpg', type: 'image/jpeg', bytes: Buffer.from('this is not a picture at all') }]);
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual(['body.images[].0']);
    const empty = await b.request({ method: 'POST', url: UPLOAD, ...multipartBody([]) });
    expect(empty.statusCode).toBe(400);
    expect((await b.get('/api/webshop/user/recent-images')).json()).toEqual([]);
  });

  it('refuses a file over the size limit with 413', async () => {
    const { b } = await customer(t);
    const res = await upload(b, [{ name: 'huge.jpg', type: 'image/jpeg', bytes: Buffer.alloc(25 * 1024 * 1024 + 10, 1) }]);
    expect(res.statusCode).toBe(413);
  });

  it('is for signed-in customers of a portal that takes own pictures', async () => {
    const visitor = await browser(t);
    expect((await upload(visitor, [{ name: 'a.jpg', type: 'image/jpeg', bytes: await picture(300, 300) }])).statusCode).toBe(401);
    const club = await customer(t, [], { host: 'club.localhost', portal: 'club' });
    const res = await upload(club.b, [{ name: 'a.jpg', type: 'image/jpeg', bytes: await picture(300, 300) }]);
    expect(res.statusCode).toBe(403);
  });

  it('takes the customer’s own upload in a cart line and refuses another customer’s', async () => {
    const owner = await customer(t);
    const uploaded = (
      await upload(owner.b, [
        {
          name: 'me.png',
          type: 'image/png',
          bytes: await sharp(await picture(500, 500, '#aa3300'))
            .png()
            .toBuffer(),
        },
      ])
    ).json().files[0].uuid;
    const data = {
      year: null,
      userResources: [{ id: 'front/photo', fullId: 'front/photo', image: { uuid: uploaded, rotation: 0, overrideEffect: 'original' } }],
    };
    expect((await add(owner.b, [templateLine(2, card, 10, { templateData: data })])).statusCode).toBe(200);
    const thief = await customer(t, ['Noah Hansen']);
    const res = await add(thief.b, [templateLine(2, card, 10, { templateData: data })]);
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual(['body.lines.0.templateData.userResources.0.image.uuid']);
  });
});

describe('replacing a cart line (update mode)', () => {
  it('puts the edited design in the line’s place, keeping its uuid', async () => {
    const { b } = await customer(t, ['Noah Hansen']);
    const [p1, p2] = await pictureUuids(t, 'Noah Hansen', 'IP');
    const first = (
      await add(b, [templateLine(2, card, 10, { templateData: { year: null, userResources: [{ id: 'a', fullId: 'front/a', image: { uuid: p1 } }] } })])
    ).json().newOrderLines[0];
    await add(b, [templateLine(2, card, 10)]);
    const edited = templateLine(2, card, 20, { templateData: { year: null, userResources: [{ id: 'a', fullId: 'front/a', image: { uuid: p2 } }] } });
    const res = await b.request({ method: 'PUT', url: `/api/webshop/cart/lines/${first.uuid}`, payload: { line: edited } });
    expect(res.statusCode).toBe(200);
    expect(res.json().orderLine).toMatchObject({ uuid: first.uuid, quantity: 20, template: { data: { userResources: [{ image: { uuid: p2 } }] } } });
    const cart = await cartOf(b);
    expect(cart.orderLines.map((l: { uuid: string }) => l.uuid)[0]).toBe(first.uuid);
    expect(cart.orderLines).toHaveLength(2);
  });

  it('refuses another customer’s line (404), another kind (409) and a picture not of the customer (400, the line kept)', async () => {
    const { b } = await customer(t, ['Noah Hansen']);
    const line = (await add(b, [templateLine(2, card, 10)])).json().newOrderLines[0];
    const other = await customer(t, ['Noah Hansen']);
    expect(
      (await other.b.request({ method: 'PUT', url: `/api/webshop/cart/lines/${line.uuid}`, payload: { line: templateLine(2, card, 5) } })).statusCode,
    ).toBe(404);
    const pkg = await packageUuid(t, 'package-a');
    const noah = await subjectUuid(t, 'Noah Hansen');
    const asPackage = await b.request({
      method: 'PUT',
      url: `/api/webshop/cart/lines/${line.uuid}`,
      payload: { line: { type: 200, product: { uuid: pkg }, subject: { uuid: noah } } },
    });
    expect(asPackage.statusCode).toBe(409);
    const [maja] = await pictureUuids(t, 'Maja Lie');
    const stolen = templateLine(2, card, 5, { templateData: { year: null, userResources: [{ id: 'a', image: { uuid: maja } }] } });
    const res = await b.request({ method: 'PUT', url: `/api/webshop/cart/lines/${line.uuid}`, payload: { line: stolen } });
    expect(res.statusCode).toBe(400);
    expect((await cartOf(b)).orderLines).toMatchObject([{ uuid: line.uuid, quantity: 10 }]);
    expect(kr(1)).toBe(100);
  });
});

describe('package instance', () => {
  it('answers the offer’s items for the customer’s picture set', async () => {
    const { b } = await customer(t, ['Noah Hansen']);
    const pkg = await packageUuid(t, 'package-a');
    const noah = await subjectUuid(t, 'Noah Hansen');
    const res = await b.post(`/api/webshop/packages/${pkg}`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uuid: pkg, name: 'Package A', subject: { uuid: noah, name: 'Noah Hansen' }, allowSubjectChange: false });
    expect(res.json().packageItems[0]).toMatchObject({ type: 'TEMPLATE_PRODUCT', version: 1, template: null, templateData: null });
    const other = await customer(t, ['Noah Hansen']);
    const maja = await subjectUuid(t, 'Maja Lie');
    expect((await other.b.post(`/api/webshop/packages/${pkg}`, { subject: { uuid: maja } })).statusCode).toBe(409);
    expect((await b.post('/api/webshop/packages/00000000-0000-4000-8000-000000000000', {})).statusCode).toBe(404);
    const none = await customer(t);
    expect((await none.b.post(`/api/webshop/packages/${pkg}`, {})).statusCode).toBe(409);
  });
});

describe('a job’s green-screen backgrounds', () => {
  it('lists them for a customer with a set of the job, else 404', async () => {
    const { b } = await customer(t, ['Noah Hansen']);
    const [row] = await t.sql<{ job: string }>("SELECT job FROM subjects WHERE name = 'Noah Hansen'");
    const res = await b.get(`/api/webshop/green-screen-backgrounds/${row!.job}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBe(3);
    const other = await customer(t);
    expect((await other.b.get(`/api/webshop/green-screen-backgrounds/${row!.job}`)).statusCode).toBe(404);
  });
});
