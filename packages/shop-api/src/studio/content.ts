/**
 * Content in the studio: the menu, privacy policy and terms per language, and CMS pages (a draft the
 * studio edits, published to /pages/:id). Every HTML is sanitised with the studio's allowlist before
 * it is stored (studioHtml: links http(s), mailto, tel or the shop's own paths), and again when served.
 * The menu and the policies change the portal's version; a page has a version of its own.
 */
import { POLICY_KINDS, studioApi, type PortalContent, type StudioCmsModule, type StudioPage } from '@shop/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import { legacyPages, portals, staffMembers, type Portal, type PortalPolicies } from '../db/schema';
import { ApiError, notFound, validationError } from '../http/errors';
import { route } from '../http/route';
import { studioHtml } from '../platform';
import { bumpPortal, portalFor, staleVersion } from './access';
import { writeAudit } from './audit';

type PageRow = typeof legacyPages.$inferSelect;

/** The policies as the studio edits them: per kind and language, the older single texts as the default language's. */
export function policiesOf(portal: Portal): Record<(typeof POLICY_KINDS)[number], Record<string, string>> {
  const stored = portal.policies ?? {};
  const fallback = { privacyPolicy: portal.privacyPolicy ?? '', termsOfService: portal.termsOfService, termsOfPurchase: portal.termsOfPurchase };
  const out = {} as Record<(typeof POLICY_KINDS)[number], Record<string, string>>;
  for (const kind of POLICY_KINDS) {
    const texts = stored[kind];
    out[kind] = texts && Object.keys(texts).length ? { ...texts } : fallback[kind] ? { [portal.defaultLanguage]: fallback[kind] } : {};
  }
  return out;
}

async function contentOf(db: Db, portal: Portal): Promise<PortalContent> {
  const pages = await db.select().from(legacyPages).where(eq(legacyPages.portal, portal.key)).orderBy(asc(legacyPages.id));
  return {
    version: portal.version,
    languages: portal.languages.map((l) => l.name),
    menu: portal.menu,
    pages: pages.map((p) => ({
      id: p.id,
      title: p.title || p.id,
      published: p.published,
      hasDraft: p.draft !== null,
      updatedAt: p.updatedAt?.toISOString() ?? null,
    })),
    policies: policiesOf(portal),
  };
}

async function pageAnswer(db: Db, page: PageRow): Promise<StudioPage> {
  const [by] = page.updatedBy
    ? await db.select({ name: staffMembers.name, email: staffMembers.email }).from(staffMembers).where(eq(staffMembers.uuid, page.updatedBy))
    : [];
  return {
    id: page.id,
    title: page.title || page.id,
    modules: (page.draft ?? page.modules) as StudioPage['modules'],
    published: page.published,
    hasDraft: page.draft !== null,
    version: page.version,
    updatedAt: page.updatedAt?.toISOString() ?? null,
    updatedBy: by ?? null,
  };
}

/** The modules with their HTML sanitised (Rich text, a Paragraph marked as HTML); ids must differ. */
async function cleanModules(modules: StudioCmsModule[]): Promise<StudioCmsModule[]> {
  const ids = new Set<string>();
  for (const [i, module] of modules.entries()) {
    if (ids.has(module.id)) throw validationError([{ field: `body.modules.${i}.id`, message: 'Two modules have this id', kind: 'duplicate' }]);
    ids.add(module.id);
  }
  return Promise.all(
    modules.map(async (module) => {
      if (module.type === 'RichText') return { ...module, html: await studioHtml(module.html) };
      if (module.type === 'Paragraph' && module.isHTML) return { ...module, content: await studioHtml(module.content) };
      return module;
    }),
  );
}

/** Locks the page's row, checks its version and raises it; 404 when there is no such page, 409 when stale. */
async function bumpPage(tx: Tx, portal: string, id: string, version: number): Promise<PageRow> {
  const [page] = await tx
    .select()
    .from(legacyPages)
    .where(and(eq(legacyPages.portal, portal), eq(legacyPages.id, id)))
    .for('update');
  if (!page) throw notFound('No such page');
  if (page.version !== version) throw await staleVersion(tx, page.updatedBy, page.updatedAt);
  return page;
}

const pageState = (p: PageRow) => ({ title: p.title, published: p.published, modules: p.draft ?? p.modules });

export function registerStudioContent(app: FastifyInstance): void {
  const { db } = app.shop;

  route(app, studioApi.portalContent, async ({ params }, request) => contentOf(db, await portalFor(request, params.portalKey)));

  route(app, studioApi.updateMenu, async ({ params, body }, request) => {
    const staff = request.staff!;
    const portal = await portalFor(request, params.portalKey);
    const languages = new Set(portal.languages.map((l) => l.name));
    for (const [i, entry] of body.menu.entries())
      for (const [j, item] of [entry, ...(entry.children ?? [])].entries())
        for (const lang of Object.keys(item.title))
          if (!languages.has(lang))
            throw validationError([
              {
                field: j === 0 ? `body.menu.${i}.title.${lang}` : `body.menu.${i}.children.${j - 1}.title.${lang}`,
                message: 'Not a language of this portal',
                kind: 'not_portal_language',
              },
            ]);
    const updated = await db.transaction(async (tx) => {
      const before = await bumpPortal(tx, params.portalKey, body.version, staff.member.uuid);
      const [row] = await tx.update(portals).set({ menu: body.menu }).where(eq(portals.key, params.portalKey)).returning();
      await writeAudit(tx, { staff: staff.member.uuid, portal: params.portalKey, kind: 'content.menu', before: before.menu, after: body.menu });
      return row!;
    });
    return contentOf(db, updated);
  });

  route(app, studioApi.updatePolicies, async ({ params, body }, request) => {
    const staff = request.staff!;
    const portal = await portalFor(request, params.portalKey);
    const languages = new Set(portal.languages.map((l) => l.name));
    const clean: Required<PortalPolicies> = { privacyPolicy: {}, termsOfService: {}, termsOfPurchase: {} };
    for (const kind of POLICY_KINDS)
      for (const [lang, html] of Object.entries(body.policies[kind])) {
        if (!languages.has(lang))
          throw validationError([{ field: `body.policies.${kind}.${lang}`, message: 'Not a language of this portal', kind: 'not_portal_language' }]);
        if (html.trim()) clean[kind][lang] = await studioHtml(html);
      }
    const updated = await db.transaction(async (tx) => {
      const before = await bumpPortal(tx, params.portalKey, body.version, staff.member.uuid);
      const lang = before.defaultLanguage;
      const [row] = await tx
        .update(portals)
        .set({
          policies: clean,
          // what the shop read before texts were per language: the default language's text
          privacyPolicy: clean.privacyPolicy[lang] ?? Object.values(clean.privacyPolicy)[0] ?? null,
          termsOfService: clean.termsOfService[lang] ?? Object.values(clean.termsOfService)[0] ?? '',
          termsOfPurchase: clean.termsOfPurchase[lang] ?? Object.values(clean.termsOfPurchase)[0] ?? '',
        })
        .where(eq(portals.key, params.portalKey))
        .returning();
      await writeAudit(tx, { staff: staff.member.uuid, portal: params.portalKey, kind: 'content.policies', before: policiesOf(before), after: clean });
      return row!;
    });
    return contentOf(db, updated);
  });

  route(app, studioApi.page, async ({ params }, request) => {
    await portalFor(request, params.portalKey);
    const [page] = await db
      .select()
      .from(legacyPages)
      .where(and(eq(legacyPages.portal, params.portalKey), eq(legacyPages.id, params.pageId)));
    if (!page) throw notFound('No such page');
    return pageAnswer(db, page);
  });

  route(app, studioApi.createPage, async ({ params, body }, request, reply) => {
    const staff = request.staff!;
    await portalFor(request, params.portalKey);
    const page = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(legacyPages)
        .values({
          portal: params.portalKey,
          id: body.id,
          title: body.title,
          modules: [],
          draft: [],
          published: false,
          updatedAt: new Date(),
          updatedBy: staff.member.uuid,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new ApiError(409, 'page_exists', `There is a page '${body.id}' already`, undefined, { id: body.id });
      await writeAudit(tx, {
        staff: staff.member.uuid,
        portal: params.portalKey,
        kind: 'page.create',
        before: null,
        after: { id: body.id, title: body.title },
      });
      return row;
    });
    reply.code(201);
    return pageAnswer(db, page);
  });

  /**
   * One change of a page in one transaction: the version it was made from checked (409 when stale) and raised, who
   * and when, and its audit entry with the page before and after (`shown`: the fields the entry keeps). The portal
   * is checked by the caller, before anything else of the input.
   */
  const changePage = async (
    request: FastifyRequest,
    params: { portalKey: string; pageId: string },
    version: number,
    kind: 'page.update' | 'page.publish',
    change: (before: PageRow) => Partial<PageRow>,
    shown: (page: PageRow) => Record<string, unknown>,
  ) => {
    const staff = request.staff!;
    const page = await db.transaction(async (tx) => {
      const before = await bumpPage(tx, params.portalKey, params.pageId, version);
      const [row] = await tx
        .update(legacyPages)
        .set({ ...change(before), version: sql`${legacyPages.version} + 1`, updatedAt: new Date(), updatedBy: staff.member.uuid })
        .where(and(eq(legacyPages.portal, params.portalKey), eq(legacyPages.id, params.pageId)))
        .returning();
      await writeAudit(tx, {
        staff: staff.member.uuid,
        portal: params.portalKey,
        kind,
        before: { id: before.id, ...shown(before) },
        after: { id: row!.id, ...shown(row!) },
      });
      return row!;
    });
    return pageAnswer(db, page);
  };

  route(app, studioApi.updatePage, async ({ params, body }, request) => {
    await portalFor(request, params.portalKey);
    const modules = await cleanModules(body.modules);
    return changePage(request, params, body.version, 'page.update', () => ({ title: body.title, draft: modules }), pageState);
  });

  route(app, studioApi.publishPage, async ({ params, body }, request) => {
    await portalFor(request, params.portalKey);
    return changePage(
      request,
      params,
      body.version,
      'page.publish',
      (before) => ({ modules: before.draft ?? before.modules, draft: null, published: true }),
      (page) => ({ published: page.published, modules: page.modules }),
    );
  });

  route(app, studioApi.deletePage, async ({ params, query }, request) => {
    const staff = request.staff!;
    await portalFor(request, params.portalKey);
    await db.transaction(async (tx) => {
      const before = await bumpPage(tx, params.portalKey, params.pageId, Number(query.version));
      await tx.delete(legacyPages).where(and(eq(legacyPages.portal, params.portalKey), eq(legacyPages.id, params.pageId)));
      await writeAudit(tx, {
        staff: staff.member.uuid,
        portal: params.portalKey,
        kind: 'page.delete',
        before: { id: before.id, ...pageState(before) },
        after: null,
      });
    });
    return { ok: true as const };
  });
}
