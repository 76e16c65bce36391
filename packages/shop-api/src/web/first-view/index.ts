/**
 * The server's part of the first view (issue 8, decision 0035):
 *  - preload hints for the route owner's manifest, remote entry, first chunk and texts (no waterfall), and
 *  - the owner's server-rendered markup for public pages, with its styles, for the browser to hydrate.
 * Both are read from the owner's deployed folder on each request (a stat; the manifest is re-read when it
 * changes), so replacing a remote's folder changes them without a restart.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { buildPath, routes, type BootData, type RouteDef, type RouteMatch, type RouteName, type User } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isRemoteModule, manifestUrl, remoteDistDir } from '../../portals/modules';
import { shellDistDir } from '../static';
import { FirstViewRenderer, type FirstView, type FirstViewRead } from './renderer';

const renderers = new WeakMap<FastifyInstance, FirstViewRenderer>();

/** FIRST_VIEW_BUDGET_MS: how long a page waits for its server-rendered first view (default 300 ms). */
export function registerFirstView(app: FastifyInstance): void {
  const budget = Number(process.env.FIRST_VIEW_BUDGET_MS) || 300;
  const renderer = new FirstViewRenderer(app.log, budget, warmUrlOf);
  renderers.set(app, renderer);
  const { repoRoot } = app.shop.config;
  // warm when the server starts listening (not for in-process test servers, which use inject): the first
  // visitor after a start gets the server-rendered page too
  app.addHook('onListen', async () => {
    await renderer.warm('access', remoteDistDir(repoRoot, 'access'));
    await renderer.warm('catalog', remoteDistDir(repoRoot, 'catalog'));
    await renderer.warm('shell', shellDistDir(repoRoot));
  });
  app.addHook('onClose', async () => renderer.close());
}

/** The page a module's new worker warms up with: its most visited public page (/products only redirects). */
const WARM_PAGES: Partial<Record<string, RouteName>> = { access: 'home', catalog: 'products.packages', shell: 'pages.page' };

/** A page of the module's own for its worker's warm-up render (any other page matches none of its routes). */
export function warmUrlOf(module: string): string {
  const named = WARM_PAGES[module];
  if (named) return buildPath(routes[named].path, { id: 'about' });
  const own = Object.values(routes as Record<string, RouteDef>).find((r) => r.owner === module && !r.protected && !r.path.includes(':'));
  return own?.path ?? '/';
}

const distDirOf = (repoRoot: string, owner: string) => (isRemoteModule(owner) ? remoteDistDir(repoRoot, owner) : shellDistDir(repoRoot));

/**
 * The owner's first view of a public page for a visitor who is not signed in (a signed-in customer's pages
 * depend on their data and are rendered in the browser), or null.
 */
export async function firstView(
  request: FastifyRequest,
  route: RouteMatch | null,
  boot: BootData,
  user: User,
  lang: string,
): Promise<(FirstView & { module: string }) | null> {
  const renderer = renderers.get(request.server);
  if (!renderer || !route || route.protected || request.user || request.method !== 'GET') return null;
  const owner = route.owner;
  if (owner !== 'shell' && !boot.shop.modules.some((m) => m.name === owner && m.enabled)) return null;
  const view = await renderer.render(
    owner,
    distDirOf(request.server.shop.config.repoRoot, owner),
    { url: request.url, lang, shop: boot.shop, page: boot.page, user },
    readAsVisitor(request),
  );
  if (!view) return null;
  // the portal's backdrop is the largest paint of the pages that show it: fetch it with the HTML, not after the styles
  const image = boot.page.background?.image;
  const imageHint = image && view.html.includes(image) ? `<link rel="preload" href="${attr(image)}" as="image" fetchpriority="high">\n` : '';
  return { html: view.html, head: imageHint + view.head, module: owner };
}

/**
 * The first view's API reads (decision 0036), answered in process as the page's visitor would be: the same
 * portal (host), cookies, language and client address (rate limits count the visitor, not the server). GET
 * under /api/ only; cookies the answer sets are dropped (a read that starts a session is not one to make here).
 */
function readAsVisitor(request: FastifyRequest): FirstViewRead {
  return async (url) => {
    if (!url.startsWith('/api/')) return { status: 0, body: '' };
    const headers: Record<string, string> = { accept: 'application/json' };
    for (const name of ['host', 'cookie', 'accept-language', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for'] as const) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const answer = await request.server.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
    return { status: answer.statusCode, body: answer.body };
  };
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
 * <link> tags that start a page's downloads with the HTML instead of one after another as scripts ask:
 *  - every page: the current user (the shell waits for it before routing), the chrome's chunk and texts;
 *  - a remote's page: its manifest (fetched by the federation runtime: crossorigin as fetch() sends it),
 *    remote entry, the exposed app's chunk and its texts in the page's language;
 *  - a shell page: its chunks and texts, and a CMS page's content call.
 */
export async function preloadHints(repoRoot: string, route: RouteMatch | null, lang: string, enabled: boolean, signedIn: boolean): Promise<string> {
  const files = await shellAssetFiles(repoRoot);
  const shellChunk = (name: string) => named(files, name).map((f) => scriptHint(`/assets/${f}`));
  const shellTexts = (ns: string) => files.filter((f) => f.startsWith(`locale-${ns}-${lang}-${ns}-json.`)).map((f) => scriptHint(`/assets/${f}`));
  const links = [fetchHint('/api/webshop/user'), ...shellChunk('chrome'), ...shellTexts('shell')];
  if (route?.owner === 'shell') {
    const page = SHELL_PAGE_CHUNKS[route.name];
    if (page) links.push(...shellChunk('shell-pages'), ...shellChunk(page), ...shellTexts('shell-pages'));
    if (route.name === 'pages.page' && /^[A-Za-z0-9_-]{1,64}$/.test(route.params.id ?? ''))
      links.push(fetchHint(`/api/webshop/legacy-pages/${route.params.id}`));
  }
  // a visitor on a signed-in page is sent to sign in: that page's files would go unused
  if (route && isRemoteModule(route.owner) && enabled && (signedIn || !route.protected)) {
    const name = route.owner;
    const facts = await manifestFacts(join(remoteDistDir(repoRoot, name), 'mf-manifest.json'));
    if (facts) {
      const base = `/remotes/${name}/`;
      links.push(fetchHint(manifestUrl(name)));
      const texts = (facts.texts[lang] ?? []).filter((f) => f.includes(`locale-${name}-${lang}-${name}-json.`));
      for (const file of [...facts.scripts, ...texts]) links.push(scriptHint(base + file));
    }
  }
  return links.join('\n');
}
