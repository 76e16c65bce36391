/** GET /api/webshop/digital-portraits[/{subjectUuid}]: sections per type, bought pictures left out, the toggles' state, rebate prices. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, subjectUuid } from '../../access/testing';
import { PARENT, signedIn } from '../../account/testing';
import { createTestApp, type TestApp } from '../../testing/harness';
import { add, customer, kr, packageUuid, pictureUuids } from '../testing';

let t: TestApp;
let emma: string;
let noah: string;
let leo: string;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
  emma = await subjectUuid(t, 'Emma Hansen');
  noah = await subjectUuid(t, 'Noah Hansen');
  leo = await subjectUuid(t, 'Leo Berg');
});
afterAll(() => t?.close());

const LIST = '/api/webshop/digital-portraits';
interface Section {
  type: string;
  file: { price: number; normalPrice: number } | null;
  set: { price: number; normalPrice: number } | null;
  setBought: boolean;
  setInCart: boolean;
  pictures: Array<{ uuid: string; inCart: boolean }>;
  previews: string[];
}

describe('GET /api/webshop/digital-portraits', () => {
  it('lists each set with something to buy, a section per type with its products, pictures and up to 3 previews', async () => {
    const { b } = await customer(t, ['Emma Hansen', 'Leo Berg']);
    const res = await b.get(LIST);
    expect(res.statusCode).toBe(200);
    const { pictureSets, combinedIndividualAndFriends } = res.json();
    expect(combinedIndividualAndFriends).toBe(false);
    // Leo's job is archived: nothing to buy
    expect(pictureSets.map((s: { subject: { name: string } }) => s.subject.name)).toEqual(['Emma Hansen']);
    const sections: Section[] = pictureSets[0].sections;
    expect(sections.map((s) => [s.type, s.pictures.length, s.file?.price, s.set?.price])).toEqual([
      ['IP', 6, kr(149), kr(399)],
      ['SFP', 2, kr(99), kr(249)],
      ['GP', 2, kr(79), kr(149)],
    ]);
    expect(sections[0]!.previews).toHaveLength(3);
    expect(sections[2]!.previews).toEqual([]); // group pictures are no previews
  });

  it('follows the cart: a set in the cart, a file in the cart; the rebate with a qualifying package', async () => {
    const { b } = await customer(t, ['Emma Hansen']);
    const [first] = await pictureUuids(t, 'Emma Hansen', 'SFP');
    await b.post('/ajax/cart/toggle_digital_file_in_cart.php', { file: first, type: 'SFP' });
    await b.post('/ajax/cart/toggle_digital_set_in_cart.php', { pictureSet: emma, type: 'IP' });
    let set = (await b.get(`${LIST}/${emma}`)).json().pictureSet;
    expect(set.sections[0]).toMatchObject({ type: 'IP', setInCart: true, set: { price: kr(399), normalPrice: kr(399) } });
    expect(set.sections[1].pictures.find((p: { uuid: string }) => p.uuid === first)).toMatchObject({ inCart: true });
    // Package A qualifies: the portal's portrait set rebate (299) applies
    await add(b, [{ type: 200, product: { uuid: await packageUuid(t, 'package-a') }, subject: { uuid: emma } }]);
    set = (await b.get(`${LIST}/${emma}`)).json().pictureSet;
    expect(set.sections[0].set).toMatchObject({ price: kr(299), normalPrice: kr(399) });
    // no rebate is set for files: their price stays
    expect(set.sections[0].file).toMatchObject({ price: kr(149), normalPrice: kr(149) });
  });

  it('leaves out bought pictures: Noah’s IP set is bought, so no IP files are for sale', async () => {
    const b = await signedIn(t, PARENT);
    const set = (await b.get(`${LIST}/${noah}`)).json().pictureSet;
    const ip = set.sections.find((s: Section) => s.type === 'IP');
    expect(ip).toMatchObject({ setBought: true, pictures: [] });
    expect(ip.previews.length).toBeGreaterThan(0);
  });

  it('refuses another customer’s set and a visitor; an archived set has no sections', async () => {
    const { b } = await customer(t, ['Leo Berg']);
    expect((await b.get(`${LIST}/${emma}`)).statusCode).toBe(404);
    expect((await b.get(`${LIST}/${leo}`)).json().pictureSet.sections).toEqual([]);
    const visitor = await browser(t);
    expect((await visitor.get(LIST)).statusCode).toBe(401);
  });
});
