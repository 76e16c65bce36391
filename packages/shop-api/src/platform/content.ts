import { api } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { legacyPages } from '../db/schema';
import { notFound } from '../http/errors';
import { route } from '../http/route';

/** The portal's texts: privacy policy and the legacy CMS pages. */
export function registerContent(app: FastifyInstance): void {
  route(
    app,
    api.privacyPolicy,
    async (_input, request) => {
      const text = request.portal.privacyPolicy;
      if (!text?.trim()) throw notFound('This shop has no privacy policy');
      return { data: { privacyPolicy: text } };
    },
    { errors: [404] },
  );

  route(
    app,
    api.legacyPage,
    async ({ params }, request) => {
      const [page] = await app.shop.db
        .select({ modules: legacyPages.modules })
        .from(legacyPages)
        .where(and(eq(legacyPages.portal, request.portal.key), eq(legacyPages.id, params.id)));
      if (!page) throw notFound('Page not found');
      return { modules: page.modules as { id: string; type: string }[] };
    },
    { errors: [404] },
  );
}
