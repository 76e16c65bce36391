/** The package offer's allowSubjectChange and canChangeTemplate, kept by the server on adding and replacing a package line (decision 0060). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjectUuid } from '../../access/testing';
import { fields } from '../../account/testing';
import { createTestApp, type TestApp } from '../../testing/harness';
import { add, cartOf, customer, line, packageUuid, pictureUuids } from '../testing';

let t: TestApp;
let packageB: string;
let noah: string;
let emma: string;
let items: string[];
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
  packageB = await packageUuid(t, 'package-b');
  noah = await subjectUuid(t, 'Noah Hansen');
  emma = await subjectUuid(t, 'Emma Hansen');
  const [offer] = await t.sql<{ items: { uuid: string }[] }>('SELECT items FROM package_offers WHERE uuid = $1', [packageB]);
  items = offer!.items.map((i) => i.uuid);
});
afterAll(() => t?.close());

const templateUuid = async (key: string) =>
  (await t.sql<{ uuid: string }>("SELECT uuid FROM templates WHERE portal = 'fjord' AND import_key = $1", [key]))[0]!.uuid;
const design = (picture: string) => ({ year: null, userResources: [{ id: 'photo1', fullId: 'front/photo1', image: { uuid: picture } }] });
const item = (k: number, template: string, picture: string) => ({
  uuid: items[k],
  template: { uuid: template, name: 'Print 13x18', categories: ['prints'] },
  templateData: design(picture),
});
const packageLine = (subject: string, packageItems: unknown[]) => ({ type: 200, product: { uuid: packageB }, subject: { uuid: subject }, packageItems });
const replace = (b: Awaited<ReturnType<typeof customer>>['b'], uuid: string, payload: unknown) =>
  b.request({ method: 'PUT', url: line(uuid), payload: { line: payload } });
const setOffer = (sql: string) => t.sql(`UPDATE package_offers SET ${sql} WHERE uuid = $1`, [packageB]);
/** Package B's first item with canChangeTemplate as given (the demo's is true). */
const firstItemMayChangeTemplate = (may: boolean) => setOffer(`items = jsonb_set(items, '{0,canChangeTemplate}', '${may}'::jsonb)`);

describe('allowSubjectChange', () => {
  it('false (the demo’s): a picture of another of the customer’s sets is a 400 naming it; the package’s own set’s pictures are taken', async () => {
    const { b } = await customer(t, ['Noah Hansen', 'Emma Hansen']);
    const print = await templateUuid('print-13x18');
    const [noahs] = await pictureUuids(t, 'Noah Hansen', 'IP');
    const [emmas] = await pictureUuids(t, 'Emma Hansen', 'IP');
    const mixed = await add(b, [packageLine(noah, [item(0, print, noahs!), item(1, print, emmas!)])]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().fields).toEqual([
      { field: 'body.lines.0.packageItems.1.templateData.userResources.0.image.uuid', message: 'Not a picture of this package’s picture set' },
    ]);
    expect((await cartOf(b)).orderLines).toEqual([]);
    const own = await add(b, [packageLine(noah, [item(0, print, noahs!), item(1, print, noahs!)])]);
    expect(own.statusCode).toBe(200);
    expect(own.json().newOrderLines[0].package.subject.uuid).toBe(noah);
  });

  it('false: replacing the line may not move it to another set, nor bring in that set’s pictures; the line stays', async () => {
    const { b } = await customer(t, ['Noah Hansen', 'Emma Hansen']);
    const print = await templateUuid('print-13x18');
    const [noahs] = await pictureUuids(t, 'Noah Hansen', 'IP');
    const [emmas] = await pictureUuids(t, 'Emma Hansen', 'IP');
    const [l] = (await add(b, [packageLine(noah, [item(0, print, noahs!)])])).json().newOrderLines;
    const moved = await replace(b, l.uuid, packageLine(emma, [item(0, print, emmas!)]));
    expect(moved.statusCode).toBe(400);
    expect(fields(moved)).toEqual(['body.line.subject.uuid']);
    const foreign = await replace(b, l.uuid, packageLine(noah, [item(0, print, emmas!)]));
    expect(fields(foreign)).toEqual(['body.line.packageItems.0.templateData.userResources.0.image.uuid']);
    expect((await cartOf(b)).orderLines).toMatchObject([{ uuid: l.uuid, package: { subject: { uuid: noah } } }]);
  });

  it('true: pictures of another set are taken on adding, and replacing may move the line to that set', async () => {
    await setOffer('allow_subject_change = true');
    try {
      const { b } = await customer(t, ['Noah Hansen', 'Emma Hansen']);
      const print = await templateUuid('print-13x18');
      const [noahs] = await pictureUuids(t, 'Noah Hansen', 'IP');
      const [emmas] = await pictureUuids(t, 'Emma Hansen', 'IP');
      const added = await add(b, [packageLine(noah, [item(0, print, noahs!), item(1, print, emmas!)])]);
      expect(added.statusCode).toBe(200);
      const moved = await replace(b, added.json().newOrderLines[0].uuid, packageLine(emma, [item(0, print, emmas!)]));
      expect(moved.statusCode).toBe(200);
      expect(moved.json().orderLine.package.subject.uuid).toBe(emma);
    } finally {
      await setOffer('allow_subject_change = false');
    }
  });
});

describe('canChangeTemplate', () => {
  it('false: only the template the list offers first for the item’s product; another is a 400 naming it (the item that may change takes it)', async () => {
    await firstItemMayChangeTemplate(false);
    try {
      const { b } = await customer(t, ['Noah Hansen']);
      const [print, mug] = [await templateUuid('print-13x18'), await templateUuid('mug-wrap')];
      const [noahs] = await pictureUuids(t, 'Noah Hansen', 'IP');
      const changed = await add(b, [packageLine(noah, [item(0, mug, noahs!), item(1, mug, noahs!)])]);
      expect(changed.statusCode).toBe(400);
      expect(changed.json().fields).toEqual([
        { field: 'body.lines.0.packageItems.0.template.uuid', message: 'The design of this package item cannot be changed' },
      ]);
      const kept = await add(b, [packageLine(noah, [item(0, print, noahs!), item(1, mug, noahs!)])]);
      expect(kept.statusCode).toBe(200);
      expect(kept.json().newOrderLines[0].package.packageItems[0]).toMatchObject({ template: { uuid: print }, canChangeTemplate: false });
    } finally {
      await firstItemMayChangeTemplate(true);
    }
  });

  it('false: replacing the line keeps the template the item had, and refuses a new one', async () => {
    const { b } = await customer(t, ['Noah Hansen']);
    const [mug, duo] = [await templateUuid('mug-wrap'), await templateUuid('mug-duo')];
    const [noahs, other] = await pictureUuids(t, 'Noah Hansen', 'IP');
    // added while the offer still allowed it
    const [l] = (await add(b, [packageLine(noah, [item(0, mug, noahs!)])])).json().newOrderLines;
    await firstItemMayChangeTemplate(false);
    try {
      expect((await replace(b, l.uuid, packageLine(noah, [item(0, mug, other!)]))).statusCode).toBe(200);
      const changed = await replace(b, l.uuid, packageLine(noah, [item(0, duo, other!)]));
      expect(changed.statusCode).toBe(400);
      expect(fields(changed)).toEqual(['body.line.packageItems.0.template.uuid']);
      expect((await cartOf(b)).orderLines[0].package.packageItems[0]).toMatchObject({ template: { uuid: mug }, templateData: design(other!) });
    } finally {
      await firstItemMayChangeTemplate(true);
    }
  });
});
