/** The digital toggles (the spec's .php paths): files and sets, 'Picture set in cart', bought pictures, the account's inCart flags. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjectUuid } from '../../access/testing';
import { fields, PARENT, signedIn } from '../../account/testing';
import { createTestApp, type TestApp } from '../../testing/harness';
import { cartOf, customer, kr, pictureUuids, remove } from '../testing';
import type { Browser } from '../../access/testing';

let t: TestApp;
let noah: string;
let emma: string;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
  noah = await subjectUuid(t, 'Noah Hansen');
  emma = await subjectUuid(t, 'Emma Hansen');
});
afterAll(() => t?.close());

const FILE = '/ajax/cart/toggle_digital_file_in_cart.php';
const SET = '/ajax/cart/toggle_digital_set_in_cart.php';
const file = (b: Browser, uuid: string, type: string) => b.post(FILE, { file: uuid, type });
const set = (b: Browser, subject: string, type: string) => b.post(SET, { pictureSet: subject, type });
const setOf = async (b: Browser, subject: string) => (await b.get(`/api/webshop/user/picture-sets/${subject}`)).json().pictureSet;

describe('POST /ajax/cart/toggle_digital_file_in_cart.php', () => {
  it('adds and removes files of one type on one line (quantity = files), with at most the files chosen', async () => {
    const { b } = await customer(t, ['Emma Hansen']);
    const [a, c, d, e] = await pictureUuids(t, 'Emma Hansen', 'IP');
    for (const p of [a!, c!, d!, e!]) expect((await file(b, p, 'IP')).json()).toMatchObject({ status: 'OK', inCart: true });
    let cart = await cartOf(b);
    expect(cart.orderLines).toHaveLength(1);
    expect(cart.orderLines[0]).toMatchObject({
      kind: 'digital-files',
      quantity: 4,
      canChangeQuantity: false,
      digital: { pictureType: 'IP' },
      unitPrice: kr(149),
      actualLinePrice: kr(4 * 149),
      digitalFiles: [a, c, d, e].map((uuid) => ({ uuid, image: `/api/webshop/pictures/${uuid}/320` })),
      subjects: [{ uuid: emma, name: 'Emma Hansen', group: '5B', job: { name: 'Fjordvik School 2026' }, numImages: 10 }],
    });
    const off = await file(b, c!, 'IP');
    expect(off.json()).toMatchObject({ status: 'OK', inCart: false, summary: { itemCount: 3, totalPrice: kr(3 * 149) } });
    // a group picture goes on a line of its own type
    const [gp] = await pictureUuids(t, 'Emma Hansen', 'GP');
    await file(b, gp!, 'GP');
    cart = await cartOf(b);
    expect(cart.orderLines.map((l: { digital: { pictureType: string }; quantity: number }) => [l.digital.pictureType, l.quantity])).toEqual([
      ['IP', 3],
      ['GP', 1],
    ]);
    expect(cart.summary.totalPrice).toBe(kr(3 * 149 + 79));
    // the last file off removes the line
    await file(b, gp!, 'GP');
    expect((await cartOf(b)).orderLines).toHaveLength(1);
  });

  it('shows in the account: the picture is inCart', async () => {
    const { b } = await customer(t, ['Emma Hansen']);
    const [a] = await pictureUuids(t, 'Emma Hansen', 'IP');
    await file(b, a!, 'IP');
    const pictureSet = await setOf(b, emma);
    expect(pictureSet.pictures.filter((p: { inCart: boolean }) => p.inCart).map((p: { uuid: string }) => p.uuid)).toEqual([a]);
    expect(pictureSet.digitalSet.IP.inCart).toBe(false);
  });

  it('refuses bought pictures (the parent bought Noah’s IP set), a wrong type, and pictures of other sets, in the legacy way', async () => {
    const b = await signedIn(t, PARENT);
    const [ip] = await pictureUuids(t, 'Noah Hansen', 'IP');
    expect((await file(b, ip!, 'IP')).json()).toEqual({ status: 'ERROR', code: 'bought', error: 'You have bought this already.' });
    const [sfp] = await pictureUuids(t, 'Noah Hansen', 'SFP');
    expect((await file(b, sfp!, 'IP')).json()).toMatchObject({ status: 'ERROR', code: 'not-found' });
    const [maja] = await pictureUuids(t, 'Maja Lie', 'IP');
    expect((await file(b, maja!, 'IP')).json()).toMatchObject({ status: 'ERROR', code: 'not-found' });
    expect((await cartOf(b)).orderLines).toEqual([]);
    // SFP is not bought through the IP set (the combined product is off)
    expect((await file(b, sfp!, 'SFP')).json()).toMatchObject({ status: 'OK', inCart: true });
    await file(b, sfp!, 'SFP');
  });

  it('answers 400 naming the field for a malformed payload, 401 to a visitor', async () => {
    const { b } = await customer(t, ['Emma Hansen']);
    const res = await b.post(FILE, { file: 'x', type: 'XX' });
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual(['body.file', 'body.type']);
    const visitor = await (await import('../../access/testing')).browser(t);
    expect((await file(visitor, (await pictureUuids(t, 'Emma Hansen', 'IP'))[0]!, 'IP')).statusCode).toBe(401);
  });
});

describe('POST /ajax/cart/toggle_digital_set_in_cart.php', () => {
  it('a set replaces the files of its type, which then cannot be added (Picture set in cart); toggling again removes it', async () => {
    const { b } = await customer(t, ['Emma Hansen']);
    const [a, c] = await pictureUuids(t, 'Emma Hansen', 'IP');
    const [gp] = await pictureUuids(t, 'Emma Hansen', 'GP');
    await file(b, a!, 'IP');
    await file(b, c!, 'IP');
    await file(b, gp!, 'GP');
    const on = await set(b, emma, 'IP');
    expect(on.json()).toMatchObject({ status: 'OK', inCart: true, summary: { itemCount: 2, totalPrice: kr(399 + 79) } });
    const cart = await cartOf(b);
    expect(cart.orderLines.map((l: { kind: string; digital: { pictureType: string } }) => [l.kind, l.digital.pictureType])).toEqual([
      ['digital-files', 'GP'],
      ['digital-set', 'IP'],
    ]);
    expect((await file(b, a!, 'IP')).json()).toEqual({ status: 'ERROR', code: 'set-in-cart', error: 'Picture set in cart' });
    const pictureSet = await setOf(b, emma);
    expect(pictureSet.digitalSet).toMatchObject({ IP: { inCart: true }, SFP: { inCart: false }, GP: { inCart: false } });
    expect((await set(b, emma, 'IP')).json()).toMatchObject({ status: 'OK', inCart: false });
    expect((await file(b, a!, 'IP')).json()).toMatchObject({ status: 'OK', inCart: true });
  });

  it('refuses a bought set and a set of another account; a type without its product is not for sale', async () => {
    const b = await signedIn(t, PARENT);
    expect((await set(b, noah, 'IP')).json()).toMatchObject({ status: 'ERROR', code: 'bought' });
    expect((await set(b, await subjectUuid(t, 'Maja Lie'), 'GP')).json()).toMatchObject({ status: 'ERROR', code: 'not-found' });
    await t.sql("UPDATE products SET active = false WHERE portal = 'fjord' AND import_key = 'gp-set'");
    try {
      expect((await set(b, noah, 'GP')).json()).toMatchObject({ status: 'ERROR', code: 'not-for-sale' });
    } finally {
      await t.sql("UPDATE products SET active = true WHERE portal = 'fjord' AND import_key = 'gp-set'");
    }
    expect((await cartOf(b)).orderLines).toEqual([]);
  });

  it('with the combined individual-and-friends product, the IP set covers SFP too', async () => {
    await t.sql(`UPDATE portals SET options = options || '{"combinedIndividualAndFriends": true}' WHERE key = 'fjord'`);
    try {
      const { b } = await customer(t, ['Emma Hansen']);
      const [sfp] = await pictureUuids(t, 'Emma Hansen', 'SFP');
      await file(b, sfp!, 'SFP');
      expect((await set(b, emma, 'SFP')).json()).toMatchObject({ status: 'OK', inCart: true });
      const cart = await cartOf(b);
      expect(cart.orderLines.map((l: { kind: string; digital: { pictureType: string } }) => [l.kind, l.digital.pictureType])).toEqual([['digital-set', 'IP']]);
      expect((await file(b, sfp!, 'SFP')).json()).toMatchObject({ status: 'ERROR', code: 'set-in-cart' });
      expect((await setOf(b, emma)).digitalSet).toMatchObject({ IP: { inCart: true }, SFP: { inCart: true } });
      // the parent's bought IP set covers Noah's SFP pictures
      const parent = await signedIn(t, PARENT);
      const [noahSfp] = await pictureUuids(t, 'Noah Hansen', 'SFP');
      expect((await file(parent, noahSfp!, 'SFP')).json()).toMatchObject({ status: 'ERROR', code: 'bought' });
    } finally {
      await t.sql(`UPDATE portals SET options = options - 'combinedIndividualAndFriends' WHERE key = 'fjord'`);
    }
  });

  it('a set line can be deleted like any line', async () => {
    const { b } = await customer(t, ['Emma Hansen']);
    await set(b, emma, 'GP');
    const [l] = (await cartOf(b)).orderLines;
    expect((await remove(b, l.uuid)).json().summary).toMatchObject({ itemCount: 0, totalPrice: 0 });
    expect((await setOf(b, emma)).digitalSet.GP.inCart).toBe(false);
  });
});
