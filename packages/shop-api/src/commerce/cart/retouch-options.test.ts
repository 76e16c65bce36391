/** GET /api/webshop/cart/retouch: the cart's retouchable pictures with their choices, count and total. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness';
import { add, customer, kr, pictureUuids, productUuid, subProductUuid, templateLine } from '../testing';
import type { Browser } from '../../access/testing';

let t: TestApp;
let skin: string;
let glasses: string;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
  [skin, glasses] = (await Promise.all(['skin', 'glasses'].map((k) => subProductUuid(t, 'retouch', k)))) as [string, string];
});
afterAll(() => t?.close());

const OPTIONS = '/api/webshop/cart/retouch';
const put = (b: Browser, items: Record<string, string[]>) => b.request({ method: 'PUT', url: OPTIONS, payload: { items } });
const toggleFile = (b: Browser, file: string, type: string) => b.post('/ajax/cart/toggle_digital_file_in_cart.php', { file, type });

describe('GET /api/webshop/cart/retouch', () => {
  it('lists the pictures the cart uses (template, digital files), with their choices, the count and the total', async () => {
    const { b } = await customer(t, ['Emma Hansen']);
    const ip = await pictureUuids(t, 'Emma Hansen', 'IP');
    const [gp] = await pictureUuids(t, 'Emma Hansen', 'GP');
    const card = await productUuid(t, 'card-10x15');
    const line = templateLine(2, card, 1, {
      templateData: {
        year: 2026,
        userResources: [
          { id: 'image1', image: { uuid: ip[0] } },
          { id: 'image2', image: { uuid: gp } },
        ],
      },
    });
    expect((await add(b, [line])).statusCode).toBe(200);
    expect((await toggleFile(b, ip[1]!, 'IP')).json()).toMatchObject({ status: 'OK', inCart: true });

    let res = await b.get(OPTIONS);
    expect(res.statusCode).toBe(200);
    let body = res.json();
    expect(body.retouchProduct).toMatchObject({ type: 11, name: 'Retouch' });
    expect(body.retouchProduct.subproducts.map((s: { name: string }) => s.name)).toEqual(['Skin retouch', 'Remove glasses reflections', 'Change background']);
    // The group picture in the card is not offered; the two IP pictures are.
    expect(body.pictures.map((p: { uuid: string }) => p.uuid).sort()).toEqual([ip[0], ip[1]].sort());
    expect(body.pictures[0]).toMatchObject({
      subject: { name: 'Emma Hansen' },
      subProductUuids: [],
      userRetouchTasks: [],
      image: expect.stringMatching(/\/320$/),
    });
    expect(body).toMatchObject({ pictureCount: 0, totalPrice: 0 });

    expect((await put(b, { [ip[0]!]: [skin, glasses] })).statusCode).toBe(200);
    body = (await b.get(OPTIONS)).json();
    const chosen = body.pictures.find((p: { uuid: string }) => p.uuid === ip[0]);
    expect(chosen.subProductUuids).toEqual([skin, glasses]);
    expect(chosen.userRetouchTasks.map((x: { name: string }) => x.name)).toEqual(['Skin retouch', 'Remove glasses reflections']);
    expect(body).toMatchObject({ pictureCount: 1, totalPrice: kr(99 + 0 + 49) });
    res = await b.get(OPTIONS);
    expect(res.json()).toEqual(body);
  });

  it('is empty for an empty cart and needs a signed-in customer', async () => {
    const { b } = await customer(t);
    const body = (await b.get(OPTIONS)).json();
    expect(body).toMatchObject({ pictures: [], pictureCount: 0, totalPrice: 0 });
    const visitor = await t.app.inject({ method: 'GET', url: OPTIONS, headers: { host: 'localhost' } });
    expect(visitor.statusCode).toBe(401);
  });

  it("never lists another customer's pictures, even when their uuids are in a payload", async () => {
    const { b } = await customer(t, ['Emma Hansen']);
    const stranger = await customer(t);
    const [p] = await pictureUuids(t, 'Emma Hansen', 'IP');
    expect((await put(b, { [p!]: [skin] })).statusCode).toBe(200);
    expect((await put(stranger.b, { [p!]: [skin] })).statusCode).toBe(400);
    expect((await stranger.b.get(OPTIONS)).json().pictures).toEqual([]);
  });
});
