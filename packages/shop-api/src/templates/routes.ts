/**
 * The template calls of spec 2 section 7 (contracts/templates/api.ts) and the template files:
 * artwork and previews at /templates/all/{templateUuid}/{file}, category tiles at
 * /templates/categories/{portal}/{file}.
 */
import { api, type Category, type QualifiedSubject } from '@shop/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { combinedIndividualAndFriends, isBought, ownedSet, purchasesOf } from '../account';
import { localText } from '../commerce';
import type { Db } from '../db/client';
import { catalogues, packageOffers, products, templateCategories, templates, templateVersions, type UserRow } from '../db/schema';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { requestLanguage } from '../platform';
import { CATEGORIES_WITHOUT_EDITOR, switchedOn } from '../portals/modules';
import { languageFor } from '../portals/settings';
import { contentTypeOf, sendStoredFile } from '../storage';
import { NON_PHOTOGIFT_CATEGORIES, PREVIEW_FILE } from './file';
import { categoryImageDir, templateDir } from './import';
import { activeTemplates, definitionOf, type LoadedTemplate, listEntries, summaryOf, type Texts } from './lists';
import { previewFile, sampleSet } from './previews';
import { prefill, qualifies, type SetForTemplates, setsForTemplates } from './qualify';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FILE = /^[A-Za-z0-9_.-]+\.(png|jpg|jpeg|webp|svg)$/;
const FILES_MAX_AGE = 'public, max-age=3600';

const textsOf = (request: FastifyRequest, lang?: string): Texts => ({
  lang: languageFor(request.portal, lang, requestLanguage(request)),
  fallbackLang: request.portal.defaultLanguage,
});

/** The set (most recently added first) that has something for each top-level category. */
async function qualifiedSubjects(db: Db, request: FastifyRequest, user: UserRow, names: string[]): Promise<Map<string, QualifiedSubject>> {
  const out = new Map<string, QualifiedSubject>();
  const sets = await setsForTemplates(db, user);
  if (!sets.length) return out;
  const portal = request.portal.key;
  const [cards, calendars, gifts] = await Promise.all([
    activeTemplates(db, portal, 'CARD'),
    activeTemplates(db, portal, 'CALENDAR'),
    activeTemplates(db, portal, 'PHOTOGIFT'),
  ]);
  const productRows = (await db.select().from(products).where(eq(products.portal, portal))).filter((p) => p.active);
  const offered = (list: LoadedTemplate[]) => list.filter((t) => t.row.products.some((u) => productRows.some((p) => p.uuid === u)));
  const anyFits = (list: LoadedTemplate[]) => (s: SetForTemplates) => offered(list).some((t) => qualifies(t.scene, s));
  const digitalTypes = new Set(productRows.filter((p) => p.kind === 'digital_file' || p.kind === 'digital_set').map((p) => p.pictureType));
  const catalogueRows = (await db.select().from(catalogues).where(eq(catalogues.portal, portal))).filter((c) => c.active);
  const packageRows = (await db.select().from(packageOffers).where(eq(packageOffers.portal, portal))).filter((p) => p.active && p.type === 'package');
  const combined = combinedIndividualAndFriends(request.portal);

  const rules: Record<string, (s: SetForTemplates) => Promise<boolean> | boolean> = {
    cards: anyFits(cards),
    calendar: anyFits(calendars),
    packages: () => packageRows.length > 0,
    catalogues: (s) => catalogueRows.some((c) => c.job === null || c.job === s.job),
    digitalprint: async (s) => {
      const bought = await purchasesOf(db, user.uuid, s.uuid);
      return s.pictures.some((p) => digitalTypes.has(p.pictureType) && !isBought(p, bought, combined));
    },
    archive: () => false,
  };
  for (const name of names) {
    const rule = rules[name] ?? anyFits(gifts.filter((t) => t.row.categories.includes(name)));
    for (const s of sets) {
      if (await rule(s)) {
        out.set(name, { uuid: s.uuid, name: s.name, group: s.group });
        break;
      }
    }
  }
  return out;
}

export function registerTemplateRoutes(app: FastifyInstance): void {
  const { db, storage } = app.shop;

  route(app, api.templateCategories, async ({ query }, request) => {
    const texts = textsOf(request, query.lang);
    const rows = await db
      .select()
      .from(templateCategories)
      .where(and(eq(templateCategories.portal, request.portal.key), eq(templateCategories.active, true)))
      .orderBy(asc(templateCategories.sortOrder));
    // the editor off: no tile leads to a template list whose designs only it opens (decision 0085)
    const editorOn = (await switchedOn(db, request.portal.key)).editor;
    const top = rows.filter((r) => r.parent === '' && (editorOn || CATEGORIES_WITHOUT_EDITOR.includes(r.internalName)));
    const qualified = request.user
      ? await qualifiedSubjects(
          db,
          request,
          request.user,
          top.map((c) => c.internalName),
        )
      : new Map();
    const text = (t: Record<string, string>) => localText(t, texts.lang, texts.fallbackLang);
    const categories: Category[] = top.map((c) => ({
      internalName: c.internalName,
      title: text(c.title),
      description: text(c.description),
      image: c.image ? `/templates/categories/${request.portal.key}/${c.image}` : null,
      subCategories: rows.filter((s) => s.parent === c.internalName).map((s) => ({ internalName: s.internalName, title: text(s.title), default: s.isDefault })),
      firstQualifiedSubject: qualified.get(c.internalName) ?? null,
    }));
    return { categories };
  });

  route(app, api.cardCategories, async ({ query }, request) => {
    const texts = textsOf(request, query.lang);
    const subs = await db
      .select()
      .from(templateCategories)
      .where(and(eq(templateCategories.portal, request.portal.key), eq(templateCategories.parent, 'cards'), eq(templateCategories.active, true)))
      .orderBy(asc(templateCategories.sortOrder));
    return {
      categories: subs.map((s) => s.internalName),
      titles: Object.fromEntries(subs.map((s) => [s.internalName, localText(s.title, texts.lang, texts.fallbackLang)])),
      // the default subcategory, else the first (spec 2: "the default or first subcategory")
      defaultCategory: (subs.find((s) => s.isDefault) ?? subs[0])?.internalName ?? null,
    };
  });

  route(app, api.photoGiftCategoryInfo, async ({ params }, request) => {
    const [row] = await db
      .select()
      .from(templateCategories)
      .where(
        and(
          eq(templateCategories.portal, request.portal.key),
          eq(templateCategories.parent, ''),
          eq(templateCategories.internalName, params.category),
          eq(templateCategories.active, true),
        ),
      );
    if (!row || NON_PHOTOGIFT_CATEGORIES.has(row.internalName)) throw notFound('Category not found');
    // per language: every language of the portal gets a name (the default language's when the file has none for it)
    const names = Object.fromEntries(request.portal.languages.map((l) => [l.name, localText(row.title, l.name, request.portal.defaultLanguage)]));
    return { names, userImagePreviews: row.userImagePreviews, separateFromBackground: row.separateFromBackground };
  });

  /** A template list's entries; none with the editor off, which alone opens their designs (decision 0085). */
  const listed: typeof listEntries = async (reader, portal, ...rest) => ((await switchedOn(reader, portal)).editor ? listEntries(reader, portal, ...rest) : []);

  route(app, api.templatesByType, async ({ params, query }, request) => {
    const texts = textsOf(request, query.lang);
    const entries = await listed(db, request.portal.key, params.type, texts);
    return entries.map((e) => summaryOf(e.template.row, e.template.scene, e.product, texts));
  });

  route(app, api.templatesByCategory, async ({ params, query }, request) => {
    const texts = textsOf(request, query.lang);
    const entries = await listed(db, request.portal.key, params.type, texts, params.category);
    return entries.map((e) => summaryOf(e.template.row, e.template.scene, e.product, texts));
  });

  route(app, api.templatesForSubject, async ({ params, query }, request) => {
    const user = request.user!;
    if (!(await ownedSet(db, user, params.subjectUuid))) throw notFound('Picture set not found');
    const texts = textsOf(request, query.lang);
    // an archived job's set (or one not yet in the webshop) qualifies for nothing
    const [set] = await setsForTemplates(db, user, params.subjectUuid);
    if (!set) return [];
    const entries = await listed(db, request.portal.key, params.type, texts, params.category);
    return entries
      .filter((e) => qualifies(e.template.scene, set))
      .map((e) => summaryOf(e.template.row, e.template.scene, e.product, texts, prefill(e.template.scene, set)));
  });

  route(app, api.templateByUuid, async ({ params }, request) => {
    const found = await definitionOf(db, request.portal.key, params.templateUuid, textsOf(request));
    if (!found) throw notFound('Template not found');
    return found;
  });

  route(app, api.templateVersion, async ({ params }, request) => {
    const found = await definitionOf(db, request.portal.key, params.templateUuid, textsOf(request), params.version);
    if (!found) throw notFound('Template not found');
    return found;
  });

  // artwork and previews of the template's current version (a cart line's older version: ?version=N)
  /** A drawn preview: personalised with ?subject= (the customer's own picture set), plain otherwise. */
  async function sendPreview(request: FastifyRequest<{ Querystring: { subject?: string } }>, reply: FastifyReply, templateUuid: string, version: number) {
    const [ver] = await db
      .select({ scene: templateVersions.scene, years: templates.supportedYears })
      .from(templateVersions)
      .innerJoin(templates, eq(templates.uuid, templateVersions.template))
      .where(and(eq(templateVersions.template, templateUuid), eq(templateVersions.version, version)));
    if (!ver) throw notFound();
    const subject = request.query.subject;
    // another customer's set (or a visitor asking for one) gets the plain preview, never that set's pictures
    const set = subject && UUID.test(subject) && request.user ? ((await setsForTemplates(db, request.user, subject))[0] ?? null) : null;
    // until the parent's own set is known: the portal's sample portraits (decision 0104), the same for everyone
    const fill = set ?? (await sampleSet(storage, request.portal.key));
    const file = await previewFile(db, storage, { uuid: templateUuid, version, supportedYears: ver.years, scene: ver.scene }, fill, textsOf(request).lang);
    return sendStoredFile(request, reply, storage, file, {
      type: 'image/png',
      cacheControl: set ? 'private, max-age=3600' : FILES_MAX_AGE,
      headers: set ? { vary: 'cookie' } : {},
    });
  }

  app.get<{ Params: { templateUuid: string; file: string }; Querystring: { version?: string; subject?: string } }>(
    '/templates/all/:templateUuid/:file',
    async (request, reply) => {
      const { templateUuid, file } = request.params;
      if (!UUID.test(templateUuid) || !FILE.test(file)) throw notFound();
      const [row] = await db
        .select({ version: templates.version })
        .from(templates)
        .where(and(eq(templates.uuid, templateUuid), eq(templates.portal, request.portal.key)));
      if (!row) throw notFound();
      const asked = Number(request.query.version);
      const version = Number.isInteger(asked) && asked >= 1 && asked <= row.version ? asked : row.version;
      const key = `${templateDir(templateUuid, version)}/${file}`;
      // the preview: the operator's own when the folder brought one, else drawn from the scene
      if (file === PREVIEW_FILE && !(await storage.head(key))) return sendPreview(request, reply, templateUuid, version);
      return sendStoredFile(request, reply, storage, key, {
        type: contentTypeOf(file),
        cacheControl: FILES_MAX_AGE,
        // SVG artwork is shown as an image, never as a page that could run anything
        headers: file.endsWith('.svg') ? { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" } : {},
      });
    },
  );

  app.get<{ Params: { portal: string; file: string } }>('/templates/categories/:portal/:file', async (request, reply) => {
    const { portal, file } = request.params;
    if (portal !== request.portal.key || !FILE.test(file)) throw notFound();
    return sendStoredFile(request, reply, storage, `${categoryImageDir(portal)}/${file}`, { type: contentTypeOf(file), cacheControl: FILES_MAX_AGE });
  });
}
