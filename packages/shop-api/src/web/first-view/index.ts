/**
 * The server's part of the first view (issue 8, decision 0035):
 *  - preload hints for the route owner's manifest, remote entry, first chunk and texts (no waterfall), and
 *  - the owner's server-rendered markup for public pages, with its styles, for the browser to hydrate.
 * Both are read from the owner's deployed folder on each request (a stat; the manifest is re-read when it
 * changes), so replacing a remote's folder changes them without a restart.
 */
import { randomBytes } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  buildPath,
  CSRF_COOKIE,
  CSRF_HEADER,
  routes,
  type AnyRemoteName,
  type BootData,
  type RouteDef,
  type RouteMatch,
  type RouteName,
  type User,
} from '@shop/contracts';
import { accountApi } from '@shop/contracts/account';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isRemoteModule, manifestUrl, remoteDistDir } from '../../portals/modules';
import { visitorUser } from '../../platform';
import { visitorToken } from '../../sessions/sessions';
import { shellDistDir } from '../static';
import type { FirstView } from '@shop/contracts/first-view';
import { FirstViewRenderer, type FirstViewRead } from '@shop/first-view/host';

const renderers = new WeakMap<FastifyInstance, FirstViewRenderer>();

/** FIRST_VIEW_BUDGET_MS: how long a page waits for its server-rendered first view (default 300 ms). */
export function registerFirstView(app: FastifyInstance): void {
  const budget = Number(process.env.FIRST_VIEW_BUDGET_MS) || 300;
  const renderer = new FirstViewRenderer(app.log, budget, warmUrlOf);
  renderers.set(app, renderer);
  const { repoRoot } = app.shop.config;
  // warm when the server starts listening (not for in-process test servers, which use inject): the first
  // visitor after a start gets the server-rendered page too. One module after another, the front page's and the
  // chrome's first:
  // every module's bundle compiling at once made each of them slower (three workers of about 3 MB each)
  app.addHook('onListen', async () => {
    void (async () => {
      await renderer.warm('access', remoteDistDir(repoRoot, 'access'));
      // the shell's chrome (the consent banner) is on every page
      await renderer.warm('shell', shellDistDir(repoRoot));
      await renderer.warm('catalog', remoteDistDir(repoRoot, 'catalog'));
      await renderer.warm('account', remoteDistDir(repoRoot, 'account'));
    })().catch((err) => app.log.warn({ err }, 'warming the first views failed'));
  });
  app.addHook('onClose', async () => renderer.close());
}

/** The page a module's new worker warms up with: its most visited page (/products only redirects). */
const WARM_PAGES: Partial<Record<string, RouteName>> = {
  access: 'home',
  catalog: 'products.packages',
  // the page parents land on after signing in (warmed as a visitor: its loading state; decision 0066)
  account: 'myaccount.picture-sets',
  shell: 'pages.page',
};

/** A page of the module's own for its worker's warm-up render (any other page matches none of its routes). */
export function warmUrlOf(module: string): string {
  const named = WARM_PAGES[module];
  if (named) return buildPath(routes[named].path, { id: 'about' });
  const own = Object.values(routes as Record<string, RouteDef>).find((r) => r.owner === module && !r.protected && !r.path.includes(':'));
  return own?.path ?? '/';
}

const distDirOf = (repoRoot: string, owner: string) => (isRemoteModule(owner) ? remoteDistDir(repoRoot, owner) : shellDistDir(repoRoot));

/**
 * Which first view a page request gets: a public page's for a visitor who is not signed in (decision 0035),
 * a protected page's for a signed-in customer, as that customer (decision 0066), or none: a public page for a
 * signed-in customer (its pages are made for visitors), a protected page without a live session (the shell
 * sends the visitor to sign in, as before), anything but GET.
 */
export function firstViewFor(route: RouteMatch | null, signedIn: boolean, method: string): 'visitor' | 'customer' | null {
  // the studio's pages are staff's, behind their own session: the browser renders them (decision 0084)
  if (!route || method !== 'GET' || route.owner === 'studio') return null;
  if (!route.protected) return signedIn ? null : 'visitor';
  return signedIn ? 'customer' : null;
}

/**
 * The owner's first view of the page for this request (see firstViewFor), or null. A customer's view holds
 * their data: the page it goes into must never be stored or shared (`private, no-store`, html.ts).
 */
export async function firstView(
  request: FastifyRequest,
  route: RouteMatch | null,
  boot: BootData,
  user: User,
  lang: string,
): Promise<(FirstView & { module: string; cookies: string[] }) | null> {
  const renderer = renderers.get(request.server);
  if (!renderer || !route || !firstViewFor(route, request.user !== null, request.method)) return null;
  const owner = route.owner;
  if (owner !== 'shell' && !boot.shop.modules.some((m) => m.name === owner && m.enabled)) return null;
  const cookies: string[] = [];
  const view = await renderer.render(
    owner,
    distDirOf(request.server.shop.config.repoRoot, owner),
    { url: request.url, lang, shop: boot.shop, page: boot.page, user },
    readAsVisitor(request, cookies),
  );
  if (!view) return null;
  // the portal's backdrop is the largest paint of the pages that show it: fetch it with the HTML, not after the styles
  const image = boot.page.background?.image;
  const imageHint = image && view.html.includes(image) ? `<link rel="preload" href="${attr(image)}" as="image" fetchpriority="high">\n` : '';
  return { html: view.html, head: imageHint + view.head, money: amountsShown(view.money), module: owner, cookies };
}

/** A page shows a few dozen amounts; more than this is not a first view's. */
const MAX_AMOUNTS = 500;
const AMOUNT_KEY = /^[a-z]{2,3}(-[A-Z]{2})?\|[A-Z]{3}\|-?\d{1,12}(\.\d+)?$/;

/**
 * The amounts a first view shows as its entry formatted them (decision 0075), for the page's boot data: only
 * formatMoney's keys (`${locale}|${currency}|${minor units}`) with a short text, at most MAX_AMOUNTS; an entry
 * that sends anything else has its amounts formatted by the browser, as before.
 */
export function amountsShown(money: Record<string, string> | undefined): Record<string, string> {
  const entries = Object.entries(money ?? {});
  if (entries.length > MAX_AMOUNTS) return {};
  return Object.fromEntries(entries.filter(([key, text]) => AMOUNT_KEY.test(key) && typeof text === 'string' && text.length <= 40));
}

/** The shell's cookie (shell/src/root/consent-cookie.ts): the visitor's stored choice, 'allow' or 'deny'. */
const CONSENT_COOKIE = 'shop_consent';

function consentOf(request: FastifyRequest): 'allow' | 'deny' | null {
  const value = request.cookies?.[CONSENT_COOKIE];
  return value === 'allow' || value === 'deny' ? value : null;
}

/**
 * The shell's chrome as its server entry renders it (decision 0065): on every page for a visitor who has not
 * chosen about cookies yet, the consent banner (for #shop-consent), which a first visit otherwise painted late,
 * as its largest paint. With it, a hint for the banner's chunk (the browser hydrates it with that). Null when the
 * visitor has chosen, or the shell's entry is missing, throws or is slow: the browser renders the banner as before.
 */
export async function chromeView(request: FastifyRequest, boot: BootData, lang: string): Promise<Pick<FirstView, 'html' | 'head'> | null> {
  const renderer = renderers.get(request.server);
  if (!renderer || request.method !== 'GET' || consentOf(request) !== null) return null;
  const { repoRoot } = request.server.shop.config;
  // the same on every page and for everyone: the banner reads nothing of the visitor, so a signed-in customer
  // gets the visitor's render (one per shell version, portal and language, reused); rendered as the customer it
  // would be declined, and the banner came only with the script, as the signed-in pages' largest paint (issue 8)
  const view = await renderer.renderShared(
    'shell',
    shellDistDir(repoRoot),
    { url: request.url, lang, shop: boot.shop, page: boot.page, user: visitorUser(lang), consent: null },
    'renderChrome',
  );
  if (!view?.html) return null;
  const chunk = named(await shellAssetFiles(repoRoot), 'chrome-consent').map((f) => scriptHint(`/assets/${f}`));
  return { html: view.html, head: [...chunk, view.head].join('\n') };
}

/** Chakra's global CSS (reset, tokens: about 48 KB) from a second render of the same page: it is in the page once. */
export const withoutGlobalStyles = (head: string) => head.replace(/<style data-emotion="css-global [^"]*">[\s\S]*?<\/style>/g, '');

/**
 * The first view's API reads (decision 0036), answered in process as the page's visitor would be: the same
 * portal (host), cookies, language and client address (rate limits count the visitor, not the server). GET
 * under /api/ and /ajax/ (the legacy calls' paths) only.
 *
 * A read the page's own script would make with the CSRF header (a GET marked `csrf`, e.g. the picture code's
 * check on /enter-code?code=…) gets it the way the script would: the value of the visitor's CSRF cookie, or
 * for a first visit a new visitor token, as GET /api/webshop/user would give. The cookies an answer sets
 * (the session the code's check starts) go into `cookies`, for the page's response: the browser then holds
 * the state the read made, as if its script had made it (decision 0067).
 */
function readAsVisitor(request: FastifyRequest, cookies: string[]): FirstViewRead {
  const reads = readsOf(request);
  return async (url) => {
    if (!/^\/(api|ajax)\//.test(url)) return { status: 0, body: '' };
    let answer = reads.answers.get(url);
    if (!answer) {
      answer = injectAsVisitor(request, reads, url);
      reads.answers.set(url, answer);
    }
    const { status, body, setCookies } = await answer;
    cookies.push(...setCookies);
    return { status, body };
  };
}

interface VisitorReads {
  /** one token for all the page's reads: the cookies they set then agree with each other */
  minted?: string;
  /** each address once per page request: the first view's read and the page's status check (contentMissing) share it */
  answers: Map<string, Promise<{ status: number; body: string; setCookies: string[] }>>;
}

const visitorReads = new WeakMap<FastifyRequest, VisitorReads>();

function readsOf(request: FastifyRequest): VisitorReads {
  const known = visitorReads.get(request);
  if (known) return known;
  const reads: VisitorReads = { answers: new Map() };
  visitorReads.set(request, reads);
  return reads;
}

async function injectAsVisitor(request: FastifyRequest, reads: VisitorReads, url: string) {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of ['host', 'cookie', 'accept-language', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const csrf = request.session?.csrfToken ?? visitorToken(request);
  if (csrf) headers[CSRF_HEADER] = csrf;
  else {
    reads.minted ??= randomBytes(32).toString('base64url');
    headers.cookie = [headers.cookie, `${CSRF_COOKIE}=${reads.minted}`].filter(Boolean).join('; ');
    headers[CSRF_HEADER] = reads.minted;
  }
  const answer = await request.server.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
  const set = answer.headers['set-cookie'];
  return { status: answer.statusCode, body: answer.body, setCookies: set ? (Array.isArray(set) ? set : [set]) : [] };
}

interface ManifestFacts {
  mtimeMs: number;
  size: number;
  /** files under the remote's folder: remote entry, the './app' chunk(s) */
  scripts: string[];
  /** the texts' chunk per language */
  texts: Record<string, string[]>;
}
const manifests = new Map<string, ManifestFacts>();

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}

async function manifestFacts(file: string): Promise<ManifestFacts | null> {
  const info = await stat(file).catch(() => null);
  if (!info) return null;
  const known = manifests.get(file);
  if (known && known.mtimeMs === info.mtimeMs && known.size === info.size) return known;
  try {
    const manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
    const entry = manifest.metaData?.remoteEntry;
    const app = manifest.exposes?.find((e) => e.name === 'app');
    const texts: Record<string, string[]> = {};
    for (const asset of app?.assets?.js?.async ?? []) {
      // webpackChunkName "locale-<module>-[request]": assets/locale-access-en-access-json.<hash>.js
      const lang = /(?:^|\/)locale-[a-z-]+?-([a-z]{2})-/.exec(asset)?.[1];
      if (!lang) continue;
      texts[lang] ??= [];
      texts[lang].push(asset);
    }
    const facts: ManifestFacts = {
      mtimeMs: info.mtimeMs,
      size: info.size,
      scripts: [...(entry?.name ? [join(entry.path ?? '', entry.name)] : []), ...(app?.assets?.js?.sync ?? [])],
      texts,
    };
    manifests.set(file, facts);
    return facts;
  } catch {
    return null; // a folder being replaced right now: no hints this time
  }
}

/**
 * A signed-in page's first read, asked for with the HTML when the page is rendered in the browser (without the hint
 * the call waits for the shell, the remote's entry, its chunks and the current user). The account's picture
 * sets are the page parents land on after signing in.
 */
const SIGNED_IN_FIRST_READS: Partial<Record<string, string>> = { 'myaccount.picture-sets': accountApi.pictureSets.path };

/**
 * The hint for a signed-in page's first read, for a page the browser renders (a first view from the server
 * carries the answer in the page: the hint would fetch it for nothing, and the browser warns about it).
 */
export function signedInFirstReadHint(route: RouteMatch | null, page: { enabled: boolean; signedIn: boolean; firstView: boolean }): string {
  // a visitor on a signed-in page is sent to sign in: the read would be refused and go unused
  const firstRead = route && page.enabled && page.signedIn && !page.firstView ? SIGNED_IN_FIRST_READS[route.name] : undefined;
  return firstRead ? fetchHint(firstRead) : '';
}

/** The shell's own chunks that every page needs (its header and texts), and its pages' chunks by route. */
const SHELL_PAGE_CHUNKS: Partial<Record<string, string>> = { 'pages.page': 'page-cms', 'contact-us': 'page-contact', 'privacy-policy': 'page-privacy' };
let shellAssets: { mtimeMs: number; files: string[] } | null = null;

async function shellAssetFiles(repoRoot: string): Promise<string[]> {
  const dir = join(shellDistDir(repoRoot), 'assets');
  const info = await stat(dir).catch(() => null);
  if (!info) return [];
  if (shellAssets?.mtimeMs !== info.mtimeMs)
    shellAssets = { mtimeMs: info.mtimeMs, files: (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.js')) };
  return shellAssets.files;
}

/** The shell's named chunk (rspack's "<name>.<hash>.js"), if the build has it. */
const named = (files: string[], name: string) => files.filter((f) => new RegExp(`^${name}\\.[0-9a-f]{8,}\\.js$`).test(f));

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const fetchHint = (href: string) => `<link rel="preload" href="${attr(href)}" as="fetch" crossorigin="anonymous">`;
const scriptHint = (href: string) => `<link rel="preload" href="${attr(href)}" as="script">`;

/**
 * A CMS page's content call, for a page the server did not render: a first view carries the answer in the page
 * (decision 0036), and the browser would fetch it for nothing.
 */
export function contentReadHint(route: RouteMatch | null): string {
  const url = contentReadUrl(route);
  return url ? fetchHint(url) : '';
}

/** The call a page is the content of (a CMS page's), or null: the page has no single piece of content. */
function contentReadUrl(route: RouteMatch | null): string | null {
  const id = route?.name === 'pages.page' ? (route.params.id ?? '') : '';
  return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? `/api/webshop/legacy-pages/${id}` : null;
}

/**
 * A CMS page the portal does not have is a 404, not a page that says so with 200 (a soft 404 that search
 * engines and link checkers take for a page): asked of the content's own call, as the visitor, whether or not
 * the first view is rendered. An id no page can have is missing too. Other routes: never missing here.
 */
export async function contentMissing(request: FastifyRequest, route: RouteMatch | null): Promise<boolean> {
  if (route?.name !== 'pages.page') return false;
  const url = contentReadUrl(route);
  if (!url) return true;
  // the first view's own read of the page, when it renders one: one answer serves both
  const { status } = await readAsVisitor(request, [])(url);
  return status === 404;
}

/**
 * <link> tags that start a page's downloads with the HTML instead of one after another as scripts ask:
 *  - every page: the current user (the shell waits for it before routing), the chrome's chunk and texts;
 *  - a remote's page: its manifest (fetched by the federation runtime: crossorigin as fetch() sends it),
 *    remote entry, the exposed app's chunk and its texts in the page's language;
 *  - a shell page: its chunks and texts (a CMS page's content call: contentReadHint).
 */
export async function preloadHints(repoRoot: string, route: RouteMatch | null, lang: string, enabled: boolean, signedIn: boolean): Promise<string> {
  // the studio's pages start none of the shop's chrome: only the studio's own files (decision 0084)
  if (route?.owner === 'studio') return enabled ? remoteHints(repoRoot, 'studio', lang) : '';
  const files = await shellAssetFiles(repoRoot);
  const shellChunk = (name: string) => named(files, name).map((f) => scriptHint(`/assets/${f}`));
  const shellTexts = (ns: string) => files.filter((f) => f.startsWith(`locale-${ns}-${lang}-${ns}-json.`)).map((f) => scriptHint(`/assets/${f}`));
  const links = [fetchHint('/api/webshop/user'), ...shellChunk('chrome'), ...shellTexts('shell')];
  if (route?.owner === 'shell') {
    const page = SHELL_PAGE_CHUNKS[route.name];
    if (page) links.push(...shellChunk('shell-pages'), ...shellChunk(page), ...shellTexts('shell-pages'));
  }
  // a visitor on a signed-in page is sent to sign in: that page's files would go unused
  if (route && isRemoteModule(route.owner) && enabled && (signedIn || !route.protected)) links.push(await remoteHints(repoRoot, route.owner, lang));
  return links.filter(Boolean).join('\n');
}

/** A remote's manifest (fetched by the federation runtime: crossorigin as fetch() sends it), entry, exposed app and texts. */
async function remoteHints(repoRoot: string, name: AnyRemoteName, lang: string): Promise<string> {
  const facts = await manifestFacts(join(remoteDistDir(repoRoot, name), 'mf-manifest.json'));
  if (!facts) return '';
  const base = `/remotes/${name}/`;
  const texts = (facts.texts[lang] ?? []).filter((f) => f.includes(`locale-${name}-${lang}-${name}-json.`));
  return [fetchHint(manifestUrl(name)), ...[...facts.scripts, ...texts].map((file) => scriptHint(base + file))].join('\n');
}
