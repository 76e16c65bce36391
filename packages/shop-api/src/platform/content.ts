import { api, ParagraphModule, RichTextModule } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { legacyPages } from '../db/schema';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { requestLanguage } from './user';
import { loadHtmlSanitiser, looksLikeHtml, safeHtml } from './safe-html';

type StoredModule = { id: string; type: string };

/** Markup that already has its own line structure; newlines inside it are only source formatting. */
const BLOCK_MARKUP = /<(p|div|br|ul|ol|li|h[1-6]|table|section|article|blockquote|pre)\b/i;

/**
 * The policy as the shell shows it: plain text as it is (the shell renders it as text, never as HTML); text
 * with markup sanitised, its newlines made <br> unless the markup brings its own blocks (paragraphs, lists …).
 */
export async function policyForShell(text: string): Promise<string> {
  if (!looksLikeHtml(text)) return text;
  return safeHtml(BLOCK_MARKUP.test(text) ? text : text.replace(/\r?\n/g, '<br>'));
}

/** A page's modules with their HTML (a Paragraph marked as HTML, a RichText) sanitised; the rest as stored. */
export function modulesForShell(modules: StoredModule[]): Promise<StoredModule[]> {
  return Promise.all(
    modules.map(async (module) => {
      if (v.is(ParagraphModule, module) && module.isHTML) return { ...module, content: await safeHtml(module.content) };
      if (v.is(RichTextModule, module)) return { ...module, html: await safeHtml(module.html) };
      return module;
    }),
  );
}

/** The portal's texts: privacy policy and the legacy CMS pages. Their HTML is sanitised here (safe-html.ts). */
export function registerContent(app: FastifyInstance): void {
  // The sanitiser's thread loads jsdom while the server starts, and the stored pages' HTML is sanitised then
  // (cached): a CMS page's first view after a start does not wait for either (its read has 200 ms).
  app.addHook('onListen', async () => {
    loadHtmlSanitiser();
    void app.shop.db
      .select({ modules: legacyPages.modules })
      .from(legacyPages)
      .then((pages) => Promise.all(pages.map((page) => modulesForShell(page.modules as StoredModule[]))))
      .catch((err) => app.log.warn({ err }, 'sanitising the stored pages ahead failed: each is sanitised on its first read'));
  });

  route(
    app,
    api.privacyPolicy,
    async (_input, request) => {
      // per language when the studio set them (portals.policies), else the one text
      const text = request.portal.policies?.privacyPolicy?.[requestLanguage(request)] ?? request.portal.privacyPolicy;
      if (!text?.trim()) throw notFound('This shop has no privacy policy');
      return { data: { privacyPolicy: await policyForShell(text) } };
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
        // a page the studio has not published yet is nobody's business but the studio's
        .where(and(eq(legacyPages.portal, request.portal.key), eq(legacyPages.id, params.id), eq(legacyPages.published, true)));
      if (!page) throw notFound('Page not found');
      return { modules: await modulesForShell(page.modules as StoredModule[]) };
    },
    { errors: [404] },
  );
}
