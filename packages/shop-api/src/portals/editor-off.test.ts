/**
 * Issue 34 item 2 (decision 0085): on Nordlys Club Photo the editor is switched off, and no entry point
 * leads into it: the category overview lists no template categories (cards, calendars, photo gifts,
 * whose designs only the editor opens) and the package offers leave out the 'Lagpakke' (its create
 * screen is the editor's) and any offer linking to a template list. Switched on, they are back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness';
import { setModule } from './modules';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
});
afterAll(() => t?.close());

const categories = async (host: string) =>
  ((await t.client(host).get('/ajax/template/get_categories.php?lang=en')).json() as { categories: { internalName: string }[] }).categories.map(
    (c) => c.internalName,
  );
const offers = async (host: string) =>
  (
    (await t.client(host).get('/api/webshop/package-offers?lang=en')).json() as {
      packages: { name: string; type: string; linkInfo?: { type: string } | null }[];
    }
  ).packages;

describe('the club portal with the editor off', () => {
  it('lists no category whose templates only the editor opens', async () => {
    const club = await categories('club.localhost');
    expect(club.every((c) => ['digitalprint', 'catalogues', 'packages'].includes(c))).toBe(true);
    // the Fjord portal (editor on) still lists its template categories
    expect(await categories('localhost')).toEqual(expect.arrayContaining(['cards', 'calendar']));
  });

  it('offers no package that opens the editor, nor a link to a template list', async () => {
    const club = await offers('club.localhost');
    expect(club.filter((o) => o.type === 'package')).toEqual([]);
    expect(club.filter((o) => o.linkInfo && ['cards', 'calendars', 'photogifts', 'photogifts.category'].includes(o.linkInfo.type))).toEqual([]);
    expect((await offers('localhost')).some((o) => o.type === 'package')).toBe(true);
  });

  it('a template list reached by its address lists no designs', async () => {
    const club = await t.client('club.localhost').get('/api/webshop/templates/cards?lang=en');
    expect(club.statusCode).toBe(200);
    expect(club.json()).toEqual([]);
    expect(((await t.client('localhost').get('/api/webshop/templates/cards?lang=en')).json() as unknown[]).length).toBeGreaterThan(0);
  });

  it('switched on, the club portal lists them again', async () => {
    await setModule(t.app.shop.db, 'club', 'editor', true);
    try {
      expect((await offers('club.localhost')).map((o) => o.name)).toContain('Team package');
      expect((await categories('club.localhost')).some((c) => !['digitalprint', 'catalogues', 'packages'].includes(c))).toBe(true);
    } finally {
      await setModule(t.app.shop.db, 'club', 'editor', false);
    }
  });
});
