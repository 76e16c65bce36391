/** The catalogue's template calls (spec 2 section 7) on the demo templates: categories, lists, sorting, qualification, definitions, files. */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { browser, subjectUuid } from '../access/testing';
import { customer } from '../commerce/testing';
import { setModule } from '../portals/modules';
import { createTestApp, type TestApp } from '../testing/harness';
import { and, eq } from 'drizzle-orm';
import { templates, templateVersions } from '../db/schema';
import { previewFile } from './previews';

let t: TestApp;
let emma: string;
let maja: string;
let leo: string;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
  emma = await subjectUuid(t, 'Emma Hansen');
  maja = await subjectUuid(t, 'Maja Lie');
  leo = await subjectUuid(t, 'Leo Berg');
});
afterAll(() => t?.close());

interface Summary {
  uuid: string;
  name: string;
  version: number;
  product: { name: string };
  formatSize: string;
  numUserImages: number;
  hasUserText: boolean;
  categories: string[];
  preview: { large: string };
  userResources: Array<{ fullId: string; image?: { uuid: string }; text?: string }>;
}
const names = (list: Summary[]) => list.map((s) => `${s.product.name}: ${s.name}`);

describe('GET /ajax/template/get_categories.php', () => {
  it('lists the portal’s categories in order with texts in the language asked for, cards with their subcategories', async () => {
    const b = await browser(t);
    const res = await b.get('/ajax/template/get_categories.php?lang=nb');
    expect(res.statusCode).toBe(200);
    const { categories } = res.json();
    expect(categories.map((c: { internalName: string }) => c.internalName)).toEqual([
      'cards',
      'calendar',
      'mugs',
      'mouse-pads',
      'puzzles',
      'canvas',
      'prints',
      'digitalprint',
      'catalogues',
      'packages',
      'archive',
    ]);
    expect(categories[0]).toMatchObject({
      title: 'Kort',
      image: '/templates/categories/fjord/cards.png',
      subCategories: [
        { internalName: 'christmas', title: 'Jul', default: true },
        { internalName: 'birthday', title: 'Bursdag', default: false },
        { internalName: 'thank-you', title: 'Takk', default: false },
        { internalName: 'invitation', title: 'Invitasjon', default: false },
      ],
      firstQualifiedSubject: null,
    });
    const en = (await b.get('/ajax/template/get_categories.php?lang=en')).json().categories;
    expect(en[0].title).toBe('Cards');
    // the tile image is served
    const img = await b.get(categories[0].image);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
  });

  it('names the most recently added picture set with something for each category; an archived set qualifies for none', async () => {
    const { b, uuid } = await customer(t, ['Leo Berg', 'Emma Hansen']);
    const by = async () =>
      Object.fromEntries(
        (await b.get('/ajax/template/get_categories.php'))
          .json()
          .categories.map((c: { internalName: string; firstQualifiedSubject: unknown }) => [c.internalName, c.firstQualifiedSubject]),
      );
    let q = await by();
    const emmaRef = { uuid: emma, name: 'Emma Hansen', group: '5B' };
    for (const name of ['cards', 'calendar', 'mugs', 'mouse-pads', 'puzzles', 'canvas', 'prints', 'digitalprint', 'catalogues', 'packages']) {
      expect(q[name], name).toEqual(emmaRef);
    }
    expect(q.archive).toBeNull();
    // Maja added later: she is the most recent set
    await t.sql("INSERT INTO user_subjects (user_uuid, subject_uuid, added_at) VALUES ($1, $2, now() + interval '1 minute')", [uuid, maja]);
    q = await by();
    expect(q.cards).toEqual({ uuid: maja, name: 'Maja Lie', group: '5B' });
    // only the archived set: nothing qualifies
    const leoOnly = await customer(t, ['Leo Berg']);
    const cats = (await leoOnly.b.get('/ajax/template/get_categories.php')).json().categories;
    expect(cats.every((c: { firstQualifiedSubject: unknown }) => c.firstQualifiedSubject === null)).toBe(true);
  });
});

describe('GET /api/webshop/templates/cards/categories and photogift info', () => {
  it('answers the card subcategories in order, their titles and the default', async () => {
    const b = await browser(t);
    const res = await b.get('/api/webshop/templates/cards/categories');
    expect(res.json()).toEqual({
      categories: ['christmas', 'birthday', 'thank-you', 'invitation'],
      titles: { christmas: 'Christmas', birthday: 'Birthday', 'thank-you': 'Thank you', invitation: 'Invitation' },
      defaultCategory: 'christmas',
    });
  });

  it('answers a photo-gift category’s names per language; not for cards or an unknown name', async () => {
    const b = await browser(t);
    expect((await b.get('/api/webshop/templates/photogift/categories/mugs/info')).json()).toEqual({
      names: { en: 'Mugs', nb: 'Krus' },
      userImagePreviews: true,
      separateFromBackground: false,
    });
    expect((await b.get('/api/webshop/templates/photogift/categories/cards/info')).statusCode).toBe(404);
    expect((await b.get('/api/webshop/templates/photogift/categories/nothing/info')).statusCode).toBe(404);
    const bad = await b.get('/api/webshop/templates/photogift/categories/Not%20A%20Name/info');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('params.category');
  });
});

describe('GET /api/webshop/templates/{type}[/categories/{category}]', () => {
  it('lists cards grouped by product: 15x15 first, then by template order; a category narrows the list', async () => {
    const b = await browser(t);
    const all: Summary[] = (await b.get('/api/webshop/templates/cards')).json();
    expect(all).toHaveLength(10);
    const products = [...new Set(all.map((s) => s.product.name))];
    expect(products).toEqual(['Card 15x15', 'Card 10x15']);
    const christmas: Summary[] = (await b.get('/api/webshop/templates/cards/categories/christmas')).json();
    expect(names(christmas)).toEqual([
      'Card 15x15: Snowy Christmas',
      'Card 15x15: Four at Christmas',
      'Card 10x15: Starry night',
      'Card 10x15: Winter landscape',
    ]);
    expect(christmas[0]).toMatchObject({ formatSize: '15x15', numUserImages: 1, hasUserText: true, version: 1, type: 'CARD', userResources: [] });
    expect(christmas[2]).toMatchObject({ formatSize: '10x15', numUserImages: 2, hasUserText: false });
    // every filter has several values across the cards
    expect(new Set(all.map((s) => s.numUserImages))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(all.map((s) => s.hasUserText))).toEqual(new Set([true, false]));
    expect((await b.get('/api/webshop/templates/cards/categories/nothing')).json()).toEqual([]);
  });

  it('lists calendars with 20x30 (12) first, A4 named by its format; photo gifts by category', async () => {
    const b = await browser(t);
    const cals: Summary[] = (await b.get('/api/webshop/templates/calendars')).json();
    expect(names(cals)).toEqual(['Calendar 20x30 (12): Fjord calendar', 'Calendar 20x30 (12): Colours of the year', 'Calendar A4 (12): Classic A4']);
    expect(cals.map((c) => c.formatSize)).toEqual(['20x30', '20x30', 'A4']);
    const mugs: Summary[] = (await b.get('/api/webshop/templates/photogifts/categories/mugs')).json();
    expect(names(mugs)).toEqual(['Mug: Picture all around', 'Mug: Two pictures']);
    expect((await b.get('/api/webshop/templates/posters')).statusCode).toBe(400);
  });

  it('answers in the customer’s language', async () => {
    const b = await browser(t);
    expect((await b.request({ method: 'PUT', url: '/api/webshop/user/language', payload: { lang: 'nb' } })).statusCode).toBe(200);
    const mugs: Summary[] = (await b.get('/api/webshop/templates/photogifts/categories/mugs')).json();
    expect(names(mugs)).toEqual(['Krus: Bilde hele veien rundt', 'Krus: To bilder']);
  });
});

describe('GET /api/webshop/templates/{type}/categories/{category}/subjects/{subjectUuid}', () => {
  const path = (type: string, category: string, subject: string) => `/api/webshop/templates/${type}/categories/${category}/subjects/${subject}`;

  it('fills the photo slots with the set’s own pictures, each slot its own picture', async () => {
    const { b } = await customer(t, ['Emma Hansen']);
    const list: Summary[] = (await b.get(path('cards', 'christmas', emma))).json();
    expect(list).toHaveLength(4);
    const four = list.find((s) => s.name === 'Four at Christmas')!;
    const pics = (await t.sql<{ uuid: string }>('SELECT uuid FROM pictures WHERE subject = $1', [emma])).map((r) => r.uuid);
    const used = four.userResources.filter((r) => r.image).map((r) => r.image!.uuid);
    expect(four.userResources.map((r) => r.fullId)).toEqual(['front/photo1', 'front/photo2', 'front/photo3', 'front/photo4']);
    expect(new Set(used).size).toBe(4);
    for (const u of used) expect(pics).toContain(u);
  });

  it('leaves out templates the set cannot fill: the class puzzle needs a group picture', async () => {
    const { b } = await customer(t, ['Emma Hansen', 'Maja Lie']);
    await t.sql("DELETE FROM pictures WHERE subject = $1 AND picture_type = 'GP'", [maja]);
    const forMaja: Summary[] = (await b.get(path('photogifts', 'puzzles', maja))).json();
    expect(forMaja.map((s) => s.name)).toEqual(['One big picture']);
    const forEmma: Summary[] = (await b.get(path('photogifts', 'puzzles', emma))).json();
    expect(forEmma.map((s) => s.name)).toEqual(['One big picture', 'The class']);
    const classPuzzle = forEmma[1]!;
    const [gp] = await t.sql<{ picture_type: string }>('SELECT picture_type FROM pictures WHERE uuid = $1', [classPuzzle.userResources[0]!.image!.uuid]);
    expect(gp!.picture_type).toBe('GP');
  });

  it('an archived set qualifies for nothing; another customer’s set is refused; a visitor must sign in', async () => {
    const { b } = await customer(t, ['Leo Berg']);
    expect((await b.get(path('cards', 'christmas', leo))).json()).toEqual([]);
    const refused = await b.get(path('cards', 'christmas', emma));
    expect(refused.statusCode).toBe(404);
    const visitor = await browser(t);
    expect((await visitor.get(path('cards', 'christmas', emma))).statusCode).toBe(401);
    expect((await b.get(path('cards', 'christmas', 'not-a-uuid'))).statusCode).toBe(400);
  });
});

describe('GET /api/webshop/templates/by-uuid/{templateUuid}[/{version}]', () => {
  it('answers the definition with its scene; its artwork is served; another portal’s template is not found', async () => {
    const b = await browser(t);
    const [first]: Summary[] = (await b.get('/api/webshop/templates/cards/categories/christmas')).json();
    const res = await b.get(`/api/webshop/templates/by-uuid/${first!.uuid}`);
    expect(res.statusCode).toBe(200);
    const def = res.json();
    expect(def).toMatchObject({ uuid: first!.uuid, name: 'Snowy Christmas', version: 1, scene: { formatVersion: 1, width: 150, height: 150 } });
    expect(def.scene.parts.map((p: { refId: string }) => p.refId)).toEqual(['front', 'inside']);
    expect((await b.get(`/api/webshop/templates/by-uuid/${first!.uuid}/1`)).json().scene).toEqual(def.scene);
    expect((await b.get(`/api/webshop/templates/by-uuid/${first!.uuid}/2`)).statusCode).toBe(404);
    expect((await b.get('/api/webshop/templates/by-uuid/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await b.get(`/api/webshop/templates/by-uuid/${first!.uuid}/x`)).statusCode).toBe(400);

    const art = await b.get(`/templates/all/${first!.uuid}/pattern.png`);
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toBe('image/png');
    expect((await b.get(`/templates/all/${first!.uuid}/missing.png`)).statusCode).toBe(404);
    expect((await b.get(`/templates/all/${first!.uuid}/..%2Fsecret.png`)).statusCode).toBe(404);

    const club = await browser(t, { host: 'club.localhost' });
    expect((await club.get(`/api/webshop/templates/by-uuid/${first!.uuid}`)).statusCode).toBe(404);
    expect((await club.get(`/templates/all/${first!.uuid}/pattern.png`)).statusCode).toBe(404);
  });

  it('the club portal has its own small set, listed while its editor is on (decision 0085)', async () => {
    const club = await browser(t, { host: 'club.localhost' });
    const names = async () => ((await club.get('/api/webshop/templates/cards')).json() as Summary[]).map((s) => s.name);
    expect(await names()).toEqual([]);
    await setModule(t.app.shop.db, 'club', 'editor', true);
    onTestFinished(() => setModule(t.app.shop.db, 'club', 'editor', false));
    expect(await names()).toEqual(['Lagheia', 'Takk, trener', 'Sesongminner']);
    expect((await club.get('/api/webshop/templates/cards/categories')).json().defaultCategory).toBe('team');
  });
});

describe('GET /templates/all/{templateUuid}/preview.png', () => {
  const widthOf = (png: Buffer) => png.readUInt32BE(16);

  it('draws a visitor’s preview from the scene with the portal’s sample portraits once (640 wide) and keeps it; a set’s owner gets the set’s own pictures', async () => {
    const visitor = await browser(t);
    const [card]: Summary[] = (await visitor.get('/api/webshop/templates/cards/categories/christmas')).json();
    const plain = await visitor.get(`/templates/all/${card!.preview.large}`);
    // the photo slot is not left empty: the drawing differs from the scene without pictures (decision 0104)
    const [uuid, file] = card!.preview.large.split('/');
    expect(file).toBe('preview.png');
    const [version] = await t.app.shop.db
      .select({ scene: templateVersions.scene, years: templates.supportedYears })
      .from(templateVersions)
      .innerJoin(templates, eq(templates.uuid, templateVersions.template))
      .where(and(eq(templateVersions.template, uuid!), eq(templateVersions.version, card!.version)));
    const empty = await t.app.shop.storage.read(
      await previewFile(
        t.app.shop.db,
        t.app.shop.storage,
        { uuid: uuid!, version: card!.version, supportedYears: version!.years, scene: version!.scene },
        null,
        'en',
      ),
    );
    expect(plain.rawPayload.equals(empty!)).toBe(false);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('image/png');
    expect(widthOf(plain.rawPayload)).toBe(640);
    expect(plain.headers['cache-control']).toBe('public, max-age=3600');
    const again = await visitor.get(`/templates/all/${card!.preview.large}`);
    expect(again.rawPayload.equals(plain.rawPayload)).toBe(true);

    const { b } = await customer(t, ['Emma Hansen']);
    const own = await b.get(`/templates/all/${card!.preview.large}?subject=${emma}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, max-age=3600');
    expect(own.rawPayload.equals(plain.rawPayload)).toBe(false);
    // someone else's set: the visitor's preview, never that set's pictures
    const other = await customer(t, ['Maja Lie']);
    const refused = await other.b.get(`/templates/all/${card!.preview.large}?subject=${emma}`);
    expect(refused.rawPayload.equals(plain.rawPayload)).toBe(true);
    expect(refused.headers['cache-control']).toBe('public, max-age=3600');
  }, 60_000);
});

describe('GET /api/webshop/package-offers: sample portraits', () => {
  it('names the portal’s sample portraits (each a picture the shop serves) for cards without an image of their own', async () => {
    const visitor = await browser(t);
    const answer = (await visitor.get('/api/webshop/package-offers')).json() as { samplePortraits: string[]; packages: Array<{ image: string | null }> };
    expect(answer.packages.some((p) => !p.image)).toBe(true);
    expect(answer.samplePortraits.length).toBeGreaterThanOrEqual(3);
    for (const url of answer.samplePortraits) {
      expect(url).toMatch(/^\/static\/portals\/fjord\/samples\/portrait-\d+-\d+x\d+\.jpg$/);
      const res = await visitor.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
    }
    // the club portal has its own
    const club = await browser(t, { host: 'club.localhost' });
    const clubs = (await club.get('/api/webshop/package-offers')).json() as { samplePortraits: string[] };
    expect(clubs.samplePortraits[0]).toMatch(/^\/static\/portals\/club\/samples\//);
  });
});
