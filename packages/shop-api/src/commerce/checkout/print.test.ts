/**
 * A confirmed order reaches the lab: the print files of its template lines are made after the confirming
 * transaction commits (editor's print queue), 300 dpi per part; an order that is not confirmed gets none.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../../jobs';
import { confirmOrder } from './orders';
import { runCommandLine } from '../../operator/run';
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

/** A customer orders a card by postage and invoice (confirmed at once); resolves when its print files are written. */
async function orderedByInvoice(): Promise<string> {
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
  await t.app.shop.jobs.settle([QUEUES.printOrder]);
  return res.json().transaction.order.uuid as string;
}

/** An operator command as the CLI runs it: its exit code and printed lines. */
async function run(args: string[]) {
  const out: string[] = [];
  const code = await runCommandLine(args, {
    db: t.app.shop.db,
    repoRoot: t.repoRoot,
    storage: t.app.shop.storage,
    filesDir: t.app.shop.config.filesDir,
    out: (l) => out.push(l),
  });
  return { code, out };
}

const printFolder = (order: string) => join(t.app.shop.config.filesDir, 'print', order);

describe('print files of an order', () => {
  it('are written once the order is confirmed (invoice: at once), one 300 dpi file per part of each card', async () => {
    const order = await orderedByInvoice();
    const [lineFolder] = readdirSync(printFolder(order));
    const files = readdirSync(join(printFolder(order), lineFolder!));
    expect(files).toEqual(['01-front.jpg', '02-inside.jpg']);
    const meta = await sharp(join(printFolder(order), lineFolder!, files[0]!)).metadata();
    expect([meta.density, meta.format]).toEqual([300, 'jpeg']);
    // one job, keyed by the order, written with the confirmation and done
    expect(await t.sql(`SELECT id::text, singleton_key, state::text FROM pgboss.job WHERE name = 'print-order' AND data->>'order' = $1`, [order])).toEqual([
      { id: order, singleton_key: order, state: 'completed' },
    ]);
  }, 120_000);

  it('are not written for an order waiting for its payment; its confirmation writes one print job, none when rolled back', async () => {
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
    await t.app.shop.jobs.settle([QUEUES.printOrder]);
    const order = res.json().transaction.order.uuid as string;
    expect(existsSync(printFolder(order))).toBe(false);
    const printJobs = () => t.sql(`SELECT id FROM pgboss.job WHERE name = 'print-order' AND id = $1::uuid`, [order]);
    expect(await printJobs()).toEqual([]);

    // a confirmation that is rolled back (the payment's transaction failed afterwards) leaves no print job
    await expect(
      t.app.shop.db.transaction(async (tx) => {
        expect(await confirmOrder(tx, order, null)).toBe(true);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await printJobs()).toEqual([]);
    // confirmed once: one job; a second confirmation changes nothing
    expect(await t.app.shop.db.transaction((tx) => confirmOrder(tx, order, null))).toBe(true);
    expect(await t.app.shop.db.transaction((tx) => confirmOrder(tx, order, null))).toBe(false);
    expect(await printJobs()).toHaveLength(1);
    await t.app.shop.jobs.settle([QUEUES.printOrder]);
    expect(readdirSync(printFolder(order))).toHaveLength(1);
  }, 60_000);

  it('pnpm operator orders lists the order, and export writes order.json, lines.csv and the print files for the lab', async () => {
    const order = await orderedByInvoice();

    const list = await run(['orders', '--portal', 'fjord', '--status', 'confirmed']);
    expect(list.code).toBe(0);
    expect(list.out.find((l) => l.includes(order))).toMatch(
      new RegExp(`^#${order.slice(0, 8)}  ${order}  fjord  .*  confirmed  .*NOK \\d+\\.\\d\\d  \\d+ lines?`),
    );
    expect((await run(['orders', '--status', 'shipped'])).code).not.toBe(0);

    const folder = mkdtempSync(join(tmpdir(), 'lab-'));
    const exported = await run(['orders', 'export', order, '--out', folder]);
    expect(exported.code).toBe(0);
    const dir = join(folder, order.slice(0, 8));
    const json = JSON.parse(readFileSync(join(dir, 'order.json'), 'utf8'));
    expect(json).toMatchObject({
      number: `#${order.slice(0, 8)}`,
      portal: 'fjord',
      payment: { provider: 'invoice' },
      order: { uuid: order, status: 'confirmed' },
    });
    expect(json.order.delivery.address).toMatchObject({ city: address.deliveryAddress.city, postalCode: address.deliveryAddress.postalCode });
    expect(json.customer.email).toMatch(/@/);
    const csv = readFileSync(join(dir, 'lines.csv'), 'utf8').trim().split(/\r?\n/);
    expect(csv[0]).toBe('line,kind,description,quantity,unit price,line price');
    expect(csv.some((row) => row.includes(',product,') && row.includes(',10,'))).toBe(true);
    const [lineFolder] = readdirSync(join(dir, 'print', order));
    expect(readdirSync(join(dir, 'print', order, lineFolder!))).toEqual(['01-front.jpg', '02-inside.jpg']);
    expect((await run(['orders', 'export', '00000000-0000-4000-8000-000000000000', '--out', folder])).code).not.toBe(0);
  }, 120_000);

  it('pnpm operator vouchers lists the codes with their rules and uses (a use counts until its order is cancelled)', async () => {
    const before = await run(['vouchers', '--portal', 'fjord']);
    expect(before.code).toBe(0);
    expect(before.out.find((l) => l.includes('WELCOME10'))).toMatch(/^fjord {2}WELCOME10 {2}10 % {2}from 300\.00/);
    expect(before.out.find((l) => l.includes('FJORD50'))).toMatch(/50\.00 off.*0 of 1 used$/);
    const [fjord50] = await t.sql<{ uuid: string }>("SELECT uuid FROM vouchers WHERE portal = 'fjord' AND code = 'FJORD50'");
    const [anyOrder] = await t.sql<{ uuid: string; user_uuid: string }>("SELECT uuid, user_uuid FROM orders WHERE status = 'confirmed' LIMIT 1");
    await t.sql('INSERT INTO voucher_uses (voucher, user_uuid, "order") VALUES ($1, $2, $3)', [fjord50!.uuid, anyOrder!.user_uuid, anyOrder!.uuid]);
    expect((await run(['vouchers', '--portal', 'fjord'])).out.find((l) => l.includes('FJORD50'))).toMatch(/1 of 1 used$/);
    await t.sql("UPDATE orders SET status = 'cancelled' WHERE uuid = $1", [anyOrder!.uuid]);
    expect((await run(['vouchers', '--portal', 'fjord'])).out.find((l) => l.includes('FJORD50'))).toMatch(/0 of 1 used$/);
    expect((await run(['vouchers', '--bogus'])).code).not.toBe(0);
  }, 60_000);
});
