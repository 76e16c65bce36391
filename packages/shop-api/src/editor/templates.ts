/**
 * The editor's template calls (spec 2 section 7) on the catalogue's template store: a template filled
 * from a picture set, a group picture's texts, and the customer's designs of a product.
 */
import { api, fullId, type UserResource } from '@shop/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../sessions/signed-in';
import { cartLines, carts } from '../db/schema';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { requestLanguage } from '../platform';
import { definitionOf, prefill, setsForTemplates } from '../templates';
import { editorTexts } from './texts';

export function registerTemplateCalls(app: FastifyInstance): void {
  const { db } = app.shop;
  const textsOf = (lang: string, portal: { defaultLanguage: string }) => ({ lang, fallbackLang: portal.defaultLanguage });

  route(app, api.fillTemplate, async ({ body }, request) => {
    const user = requireUser(request);
    const lang = requestLanguage(request);
    const texts = editorTexts(lang);
    const [set] = await setsForTemplates(db, user, body.subject.uuid);
    if (!set) throw notFound(texts.setNotFound);
    const definition = await definitionOf(db, user.portal, body.template.uuid, textsOf(lang, request.portal));
    if (!definition) throw notFound(texts.templateNotFound);
    const thisYear = new Date().getFullYear();
    const year = definition.type !== 'CALENDAR' ? null : definition.supportedYears.includes(thisYear) ? thisYear : (definition.supportedYears[0] ?? thisYear);
    return { year, userResources: prefill(definition.scene, set) };
  });

  route(app, api.fillUserStrings, async ({ body }, request) => {
    const user = requireUser(request);
    const lang = requestLanguage(request);
    const texts = editorTexts(lang);
    const [set] = await setsForTemplates(db, user, body.subject.uuid);
    if (!set) throw notFound(texts.setNotFound);
    if (!set.pictures.some((p) => p.uuid === body.picture.uuid)) throw notFound(texts.pictureNotFound);
    const definition = await definitionOf(db, user.portal, body.template.uuid, textsOf(lang, request.portal));
    if (!definition) throw notFound(texts.templateNotFound);
    const userStringResources: UserResource[] = definition.scene.parts.flatMap((part) =>
      part.elements.flatMap((e) => {
        if (e.kind !== 'text' || !e.fillFrom) return [];
        const text = e.fillFrom === 'subject.name' ? set.name : e.fillFrom === 'subject.group' ? set.group : set.jobName;
        return text ? [{ id: e.id, fullId: fullId(part.refId, e.id), type: 'STRING', text }] : [];
      }),
    );
    return { userStringResources };
  });

  route(app, api.templatesByProduct, async ({ params }, request) => {
    const user = requireUser(request);
    const lang = requestLanguage(request);
    const rows = await db
      .select({ template: cartLines.template, data: cartLines.templateData })
      .from(cartLines)
      .innerJoin(carts, eq(carts.uuid, cartLines.cart))
      .where(and(eq(carts.userUuid, user.uuid), eq(carts.portal, user.portal), eq(cartLines.product, params.productUuid), eq(cartLines.kind, 'product')))
      .orderBy(desc(cartLines.updatedAt));
    const answer = [];
    for (const row of rows) {
      if (!row.template || !row.data) continue;
      const definition = await definitionOf(db, user.portal, row.template.uuid, textsOf(lang, request.portal), row.template.version);
      if (!definition) continue;
      answer.push({
        template: { uuid: definition.uuid, name: definition.name, dimensions: definition.dimensions },
        userResources: row.data.userResources,
        year: row.data.year ?? null,
      });
    }
    return answer;
  });
}
