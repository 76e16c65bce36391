/**
 * The one HTML page: shell/dist/index.html with the portal's branding and boot data filled in, so
 * the first paint is branded before any script runs, and a shared link has its preview. Every app path
 * gets it (200 when the route table knows the path, 404 when not: the shell then shows 'Page not found').
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { formatAmounts, isStudioPath, matchRoute, type BootData } from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brandCssVariables } from '../portals/brand';
import { pageSettings, shopSettings } from '../portals/settings';
import { mailboxOpenTo } from '../outbox/mailbox';
import { currentUser, requestLanguage } from '../platform';
import { chromeView, contentMissing, contentReadHint, firstView, preloadHints, signedInFirstReadHint, withoutGlobalStyles } from './first-view';
import { PAGE_START_TAG, startAfterPaint } from '@shop/first-view/host';
import { sharePreview } from './share-preview';
import { shellDistDir } from './static';
import { escapeHtml } from './escape';

/** The tokens index.html may hold; each is replaced by an HTML-escaped value (BOOT_DATA: script-safe JSON). */
export const HTML_TOKENS = [
  'LANG',
  'SHOP_NAME',
  'LOGO_URL',
  'THEME_PRIMARY',
  'THEME_PRIMARY_CONTRAST',
  'THEME_HEADER_BG',
  'THEME_HEADER_TEXT',
  'PAGE_BG',
  /** CSS declarations of the brand's font and corners (portals/brand.ts), for the :root rule. */
  'BRAND_VARS',
  /** 'on' or 'off': the promo bar's space is reserved before JavaScript runs (no layout shift). */
  'PROMO',
  /** 'shop' or 'staff': the studio's pages have the staff frame, not the shop's header and promo bar (decision 0084). */
  'FRAME',
  'BOOT_DATA',
  /** Open Graph and <meta name="description">: what a shared link shows (share-preview.ts). */
  'DESCRIPTION',
  'OG_IMAGE',
  'OG_URL',
  'OG_LOCALE',
  /** Preload hints for the route owner's files and the first view's styles (first-view/, decision 0035). */
  'HEAD_EXTRA',
  /** The route owner's server-rendered first view inside #shop-content, or nothing. */
  'FIRST_VIEW',
  /** The shell's server-rendered consent banner inside #shop-consent (decision 0065), or nothing. */
  'CONSENT',
  /** The viewport meta's content: the device's width, or the wide layout this device chose ('Desktop version'). */
  'VIEWPORT',
] as const;

/** The cookie the menu's 'Desktop version' sets for a year (shell/src/chrome/layout-choice.ts): this device wants the wide layout. */
const LAYOUT_COOKIE = 'shop_layout';
/** The phone's own width, or a desktop's width that the browser zooms out to (what 'Desktop version' means). */
export const viewportFor = (layout: string | undefined) => (layout === 'desktop' ? 'width=1280' : 'width=device-width, initial-scale=1');
type Token = (typeof HTML_TOKENS)[number];

const IMAGE_PRELOAD = /<link rel="preload"[^>]* as="image"[^>]*>\n?/g;

/**
 * The head's picture preloads first, each once: the largest paint of a page is a picture (the front page's
 * backdrop, the first slide, the first pictures of a set), and a browser has six connections to the shop;
 * behind seven script hints it waited for one (issue 8: LCP's load delay). A picture in several sizes
 * (imageSrcSet, no href) moves too.
 */
export function imagesFirst(head: string): string {
  const images = new Map<string, string>();
  const rest = head.replace(IMAGE_PRELOAD, (tag: string) => {
    // the same picture by its address (the server's hint and the page's own), a set of sizes by its list
    const key = / href="([^"]*)"/.exec(tag)?.[1] ?? tag.trimEnd();
    if (!images.has(key)) images.set(key, tag.trimEnd());
    return '';
  });
  return images.size ? [...images.values(), rest.trimEnd()].join('\n') : head;
}

const CONSENT_SLOT = '<div id="shop-consent">';

/** The template's slot is the last one: a page's content before it (a CMS page's HTML) cannot take the mark. */
export function markConsentSlot(html: string): string {
  const at = html.lastIndexOf(CONSENT_SLOT);
  return at < 0 ? html : `${html.slice(0, at)}<div id="shop-consent" data-ssr="">${html.slice(at + CONSENT_SLOT.length)}`;
}

export { escapeHtml };

/**
 * JSON for <script type="application/json">: escaping '<' keeps '</script>' and '<!--' out;
 * U+2028/2029 for old parsers. JSON.parse reads all of them back unchanged.
 */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Colours go into a <style> block, where HTML escaping is not enough: only plain colour values
 * pass (hex, a colour name, rgb()/hsl() with numbers), anything else falls back.
 */
export function cssColor(value: string | undefined, fallback: string): string {
  const v = (value ?? '').trim();
  return /^(#[0-9a-f]{3,8}|[a-z]{3,20}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\))$/i.test(v) ? v : fallback;
}

export function fillTemplate(template: string, values: Record<Token, string>): string {
  // one pass: a value that itself looks like a token is never expanded. A token where markup goes is written
  // as a comment (<!--%%FIRST_VIEW%%-->) so the template stays valid HTML; the comment goes with it.
  return template.replace(/<!--%%([A-Z_]+)%%-->|%%([A-Z_]+)%%/g, (whole, inComment: string | undefined, plain: string | undefined) => {
    const name = (inComment ?? plain)!;
    return name in values ? values[name as Token] : whole;
  });
}

let cached: { path: string; mtimeMs: number; size: number; text: string } | null = null;

/** index.html, re-read when the file changes (a new shell build needs no restart). */
async function loadTemplate(path: string): Promise<string | null> {
  const info = await stat(path).catch(() => null);
  if (!info) return null;
  if (cached && cached.path === path && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.text;
  // its deferred scripts start after the largest picture's paint (decision 0069, PAGE_START_TAG starts them)
  const text = startAfterPaint(await readFile(path, 'utf8'));
  cached = { path, mtimeMs: info.mtimeMs, size: info.size, text };
  return text;
}

export async function sendIndexHtml(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const { repoRoot } = request.server.shop.config;
  const template = await loadTemplate(join(shellDistDir(repoRoot), 'index.html'));
  if (template === null) {
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send('The shop front end has not been built yet. Run `pnpm build` in the repository root, then reload this page.\n');
  }
  const { portal } = request;
  const shop = await shopSettings(request.server.shop.db, portal, repoRoot);
  const page = pageSettings(portal);
  const lang = requestLanguage(request);
  // the promo bar's threshold: the chrome paints it without the browser's first Intl.NumberFormat (decision 0071);
  // the page's own amounts come with its first view (below)
  const money = formatAmounts(shop.freeShippingThreshold > 0 ? [shop.freeShippingThreshold] : [], shop.currency.code, lang);
  const boot: BootData = { shop, page, money };
  const preview = sharePreview(request, lang);
  const path = request.url.split('?')[0]!;
  const route = matchRoute(path);
  // the studio's world: no shop chrome, so no consent banner (the studio sets no cookie that needs one)
  const staff = isStudioPath(path);
  const ownerEnabled = route !== null && shop.modules.some((m) => m.name === route.owner && m.enabled);
  const studioOn = shop.modules.some((m) => m.name === 'studio' && m.enabled);
  const user = await currentUser(request);
  const [hints, view, chrome, missing] = await Promise.all([
    preloadHints(
      repoRoot,
      staff && !route ? { name: 'studio', owner: 'studio', protected: false, params: {} } : route,
      lang,
      staff ? studioOn : ownerEnabled,
      request.user !== null,
    ),
    firstView(request, route, boot, user, lang).catch((err) => {
      request.log.warn({ err }, 'first view failed: the browser renders the page');
      return null;
    }),
    (staff ? Promise.resolve(null) : chromeView(request, boot, lang)).catch((err) => {
      request.log.warn({ err }, 'the chrome’s first view failed: the browser renders it');
      return null;
    }),
    contentMissing(request, route),
  ]);
  // the amounts the first view shows, as its entry formatted them: the browser hydrates them without Intl (0075)
  if (view?.money) boot.money = { ...view.money, ...boot.money };
  const filled = fillTemplate(template, {
    LANG: escapeHtml(lang),
    SHOP_NAME: escapeHtml(portal.name),
    LOGO_URL: escapeHtml(portal.logo),
    THEME_PRIMARY: escapeHtml(cssColor(portal.theme.primary, '#1a4d7a')),
    THEME_PRIMARY_CONTRAST: escapeHtml(cssColor(portal.theme.primaryContrast, '#ffffff')),
    THEME_HEADER_BG: escapeHtml(cssColor(portal.theme.headerBackground, '#ffffff')),
    THEME_HEADER_TEXT: escapeHtml(cssColor(portal.theme.headerText, '#1a1a1a')),
    PAGE_BG: escapeHtml(cssColor(page.background.color, '#ffffff')),
    // from fixed tables only (not operator text), so not escaped: escaping would break the quotes in font stacks
    BRAND_VARS: brandCssVariables(portal.theme),
    PROMO: !staff && shop.freeShippingThreshold >= 0 ? 'on' : 'off',
    FRAME: staff ? 'staff' : 'shop',
    BOOT_DATA: scriptSafeJson(boot),
    DESCRIPTION: escapeHtml(preview.description),
    OG_IMAGE: escapeHtml(preview.imageUrl),
    OG_URL: escapeHtml(preview.pageUrl),
    OG_LOCALE: escapeHtml(preview.ogLocale),
    // the module's own markup and styles, made by its server entry from its own source (not escaped: HTML)
    // the page's and the chrome's styles: Chakra's global CSS once (both renders carry it)
    HEAD_EXTRA: [
      // first, before any markup it guards: taps on the server's views are held until their script runs (0068);
      // it also starts the page's scripts (0069), so every page has it
      PAGE_START_TAG,
      imagesFirst(
        [
          hints,
          view ? view.head : contentReadHint(route),
          signedInFirstReadHint(route, { enabled: ownerEnabled, signedIn: request.user !== null, firstView: view !== null }),
          chrome ? (view ? withoutGlobalStyles(chrome.head) : chrome.head) : '',
        ]
          .filter(Boolean)
          .join('\n'),
      ),
    ]
      .filter(Boolean)
      .join('\n'),
    FIRST_VIEW: view ? `<div data-module-slot="${view.module}"><div data-module="${view.module}" data-ssr="">${view.html}</div></div>` : '',
    // the shell's own markup from its server entry, like the page's
    CONSENT: chrome?.html ?? '',
    VIEWPORT: viewportFor(request.cookies?.[LAYOUT_COOKIE]),
  });
  // the server's banner is marked as the module's first view is: taps on it are held until it is hydrated (0068)
  const html = chrome?.html ? markConsentSlot(filled) : filled;
  // the mailbox page is not there for anyone its calls refuse, nor a CMS page the portal does not have (the
  // shell then shows 'Page not found')
  const found = route !== null && !missing && (route.name !== 'dev.mailbox' || mailboxOpenTo(request));
  // what the first view's reads set (a session the code's check started) is this visitor's alone (decision 0067)
  if (view?.cookies.length) reply.header('set-cookie', view.cookies);
  // a signed-in customer's page may hold their data (their first view, decision 0066): never stored, by no
  // cache, not even the browser's (back/forward after signing out must not show it); a visitor's is revalidated
  const cacheControl = request.user ? 'private, no-store' : view?.cookies.length ? 'private, no-cache' : 'no-cache';
  return reply
    .code(found ? 200 : 404)
    .header('cache-control', cacheControl)
    .type('text/html; charset=utf-8')
    .send(html);
}
