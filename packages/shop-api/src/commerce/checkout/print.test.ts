/**
 * A confirmed order reaches the lab: the print files of its template lines are made after the confirming
 * transaction commits (editor's print queue), 300 dpi per part; an order that is not confirmed gets none.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printQueues } from '../../editor';
import { createTestApp, type TestApp } from '../../testing/harness';
import { add, customer, pictureUuids } from '../testing';
import { address, contact, fodselsnummer, methodOf, paymentOptions, startCheckout, transactionUrl, yearsAgo } from './testing';

let t: TestApp;
let snowy: { uuid: string; product: { uuid: string } };
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
  const c = await customer(t);
  const list = (await c.b.get('/api/webshop/templates/cards/categories/christmas')).json() as Array<{ uuid: string; name: string; product: { uuid: string } }>;
  snowy = list.find((x) => x.name === 'Snowy Christmas')!;
});
afterAll(() => t?.close());

async function customerWithCard() {
  const c = await customer(t, ['Emma Hansen']);
  const [picture] = await pictureUuids(t, 'Emma Hansen', 'IP');
  const line = {
    type: 2,
    product: { uuid: snowy.product.uuid },
    quantity: 10,
    template: { uuid: snowy.uuid, name: 'Snowy Christmas', categories: ['christmas'], version: 1 },
    templateData: { year: null, userResources: [{ id: 'photo1', fullId: 'front/photo1', image: { uuid: picture } }] },
  };
  expect((await add(c.b, [line])).statusCode).toBe(200);
  return c;
}

const printFolder = (order: string) => join(t.app.shop.config.filesDir, 'print', order);

describe('print files of an order', () => {
  it('are written once the order is confirmed (invoice: at once), one 300 dpi file per part of each card', async () => {
    const { b } = await customerWithCard();
    const s = await startCheckout(b);
    const letter = methodOf(s, 'postage').deliveryOptions[0]!;
    const invoice = (await paymentOptions(b, s.checkoutUuid, letter.uuid)).paymentOptions.find((o) => o.provider === 'invoice')!;
    const res = await b.post(transactionUrl(s.checkoutUuid), {
      deliveryOptionUuid: letter.uuid,
      paymentOptionUuid: invoice.uuid,
      deliveryOptionData: address,
      paymentOptionData: { pid: fodselsnummer(yearsAgo(30)) },
      client: 'mobile',
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().transaction.order.uuid as string;
    await printQueues.get(t.app)!.idle();
    const [lineFolder] = readdirSync(printFolder(order));
    const files = readdirSync(join(printFolder(order), lineFolder!));
    expect(files).toEqual(['01-front.jpg', '02-inside.jpg']);
    const meta = await sharp(join(printFolder(order), lineFolder!, files[0]!)).metadata();
    expect([meta.density, meta.format]).toEqual([300, 'jpeg']);
  }, 120_000);

  it('are not written for an order waiting for its payment', async () => {
    const { b } = await customerWithCard();
    const s = await startCheckout(b);
    const pickup = methodOf(s, 'store-pickup').pickupLocations[0]!;
    const cardOption = (await paymentOptions(b, s.checkoutUuid, pickup.uuid)).paymentOptions.find((o) => o.title === 'Card')!;
    const res = await b.post(transactionUrl(s.checkoutUuid), {
      deliveryOptionUuid: pickup.uuid,
      paymentOptionUuid: cardOption.uuid,
      deliveryOptionData: contact,
      client: 'mobile',
    });
    expect(res.statusCode).toBe(201);
    await printQueues.get(t.app)!.idle();
    expect(existsSync(printFolder(res.json().transaction.order.uuid))).toBe(false);
  }, 60_000);
});
