/** PUT /api/webshop/cart/retouch: the retouch selection of the cart, priced per picture. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fields } from '../../account/testing';
import { createTestApp, type TestApp } from '../../testing/harness';
import { cartOf, customer, kr, pictureUuids, remove, subProductUuid } from '../testing';
import type { Browser } from '../../access/testing';

let t: TestApp;
let skin: string;
let glasses: string;
let background: string;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
  [skin, glasses, background] = (await Promise.all(['skin', 'glasses', 'background'].map((k) => subProductUuid(t, 'retouch', k)))) as [string, string, string];
});
afterAll(() => t?.close());

const put = (b: Browser, items: Record<string, string[]>) => b.request({ method: 'PUT', url: '/api/webshop/cart/retouch', payload: { items } });

describe('PUT /api/webshop/cart/retouch', () => {
  it('prices each picture: 99 kr once when something is chosen, plus the extra prices; answers the cart', async () => {
    const { b } = await customer(t, ['Emma Hansen']);
    const [p1, p2, p3] = await pictureUuids(t, 'Emma Hansen', 'IP');
    const res = await put(b, { [p1!]: [skin], [p2!]: [glasses, background], [p3!]: [] });
    expect(res.statusCode).toBe(200);
    const cart = res.json();
    const lines = Object.fromEntries(cart.orderLines.map((l: { fileRetouch: { file: { uuid: string } } }) => [l.fileRetouch.file.uuid, l]));
    expect(Object.keys(lines).sort()).toEqual([p1, p2].sort());
    expect(lines[p1!]).toMatchObject({
      kind: 'retouch',
      quantity: 1,
      canChangeQuantity: false,
      product: { name: 'Retouch', type: 11 },
      subProductUuids: [skin],
      actualLinePrice: kr(99),
      fileRetouch: { file: { uuid: p1, image: `/api/webshop/pictures/${p1}/320` } },
    });
    expect(lines[p2!]).toMatchObject({
      actualLinePrice: kr(99 + 49 + 29),
      explanation: [
        {
          kind: 'retouch',
          pictureFee: kr(99),
          extras: [
            { uuid: glasses, name: 'Remove glasses reflections', extraprice: kr(49) },
            { uuid: background, name: 'Change background', extraprice: kr(29) },
          ],
        },
      ],
    });
    expect(cart.summary).toMatchObject({ itemCount: 2, totalPrice: kr(99 + 177) });
  });

  it('replaces the selection: changed pictures are updated (same line), pictures not named lose their retouch', async () => {
    const { b } = await customer(t, ['Emma Hansen']);
    const [p1, p2] = await pictureUuids(t, 'Emma Hansen', 'IP');
    const first = (await put(b, { [p1!]: [skin], [p2!]: [skin] })).json();
    const lineOf = (cart: { orderLines: { uuid: string; fileRetouch: { file: { uuid: string } } }[] }, p: string) =>
      cart.orderLines.find((l) => l.fileRetouch.file.uuid === p);
    const second = (await put(b, { [p1!]: [skin, glasses] })).json();
    expect(second.orderLines).toHaveLength(1);
    expect(lineOf(second, p1!)).toMatchObject({ uuid: lineOf(first, p1!)!.uuid, subProductUuids: [skin, glasses] });
    expect((await put(b, {})).json().orderLines).toEqual([]);
  });

  it('refuses pictures of other customers, group pictures, options of other products, malformed maps (400 naming the field)', async () => {
    const { b } = await customer(t, ['Emma Hansen']);
    const [own] = await pictureUuids(t, 'Emma Hansen', 'IP');
    const [group] = await pictureUuids(t, 'Emma Hansen', 'GP');
    const [foreign] = await pictureUuids(t, 'Noah Hansen', 'IP');
    const notRetouch = (await t.sql<{ uuid: string }>("SELECT uuid FROM products WHERE import_key = 'mug' AND portal = 'fjord'"))[0]!.uuid;
    const res = await put(b, { [own!]: [notRetouch], [group!]: [skin], [foreign!]: [skin] });
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual([`body.items.${foreign}`, `body.items.${group}`, `body.items.${own}.0`].sort());
    const malformed = await put(b, { 'not-a-uuid': ['x'] });
    expect(malformed.statusCode).toBe(400);
    expect(fields(malformed)).toEqual(['body.items.not-a-uuid', 'body.items.not-a-uuid.0']);
    expect((await b.request({ method: 'PUT', url: '/api/webshop/cart/retouch', payload: { items: [] } })).statusCode).toBe(400);
    expect((await cartOf(b)).orderLines).toEqual([]);
  });

  it("answers 404 'Retouch not available' where the portal sells no retouch (in the portal's language, nb)", async () => {
    const { b } = await customer(t, ['Astrid Nilsson'], { host: 'club.localhost', portal: 'club' });
    const [p] = await pictureUuids(t, 'Astrid Nilsson', 'IP');
    const res = await put(b, { [p!]: [skin] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'retouch_not_available', message: 'Retusjering er ikke tilgjengelig' });
  });

  it('a retouch line can be deleted like any line', async () => {
    const { b } = await customer(t, ['Emma Hansen']);
    const [p1] = await pictureUuids(t, 'Emma Hansen', 'IP');
    const [l] = (await put(b, { [p1!]: [skin] })).json().orderLines;
    expect((await remove(b, l.uuid)).json().summary.totalPrice).toBe(0);
  });
});
