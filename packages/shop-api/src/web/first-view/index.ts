/**
 * The server's part of the first view (issue 8, decision 0035):
 *  - preload hints for the route owner's manifest, remote entry, first chunk and texts (no waterfall), and
 *  - the owner's server-rendered markup for public pages, with its styles, for the browser to hydrate.
 * Both are read from the owner's deployed folder on each request (a stat; the manifest is re-read when it
 * changes), so replacing a remote's folder changes them without a restart.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { BootData, RouteMatch, User } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isRemoteModule, manifestUrl, remoteDistDir } from '../../portals/modules';
import { shellDistDir } from '../static';
import { FirstViewRenderer, type FirstView } from './renderer';

const renderers = new WeakMap<FastifyInstance, FirstViewRenderer>();

/** FIRST_VIEW_BUDGET_MS: how long a page waits for its server-rendered first view (default 300 ms). */
export function registerFirstView(app: FastifyInstance): void {
  const budget = Number(process.env.FIRST_VIEW_BUDGET_MS) || 300;
  const renderer = new FirstViewRenderer(app.log, budget);
  renderers.set(app, renderer);
  const { repoRoot } = app.shop.config;
  // warm: the first visitor after a start gets the server-rendered page too
  app.addHook('onReady', async () => {
    await renderer.warm('access', remoteDistDir(repoRoot, 'access'));
    await renderer.warm('shell', shellDistDir(repoRoot));
  });
  app.addHook('onClose', async () => renderer.close());
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
  const view = await renderer.render(owner, distDirOf(request.server.shop.config.repoRoot, owner), {
    url: request.url,
    lang,
    shop: boot.shop,
    page: boot.page,
    user,
  });
  return view && { ...view, module: owner };
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

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * <link> tags that start the owner's downloads with the HTML instead of after the shell's scripts asked for
 * them: manifest (fetched by the federation runtime: crossorigin as fetch() sends it), remote entry, the
 * exposed app's chunk, and its texts in the page's language.
 */
export async function preloadHints(repoRoot: string, route: RouteMatch | null, lang: string, enabled: boolean): Promise<string> {
  if (!route || !isRemoteModule(route.owner) || !enabled) return '';
  const name = route.owner;
  const facts = await manifestFacts(join(remoteDistDir(repoRoot, name), 'mf-manifest.json'));
  if (!facts) return '';
  const base = `/remotes/${name}/`;
  const links = [`<link rel="preload" href="${attr(manifestUrl(name))}" as="fetch" crossorigin="anonymous">`];
  for (const file of [...facts.scripts, ...(facts.texts[lang] ?? [])]) links.push(`<link rel="preload" href="${attr(base + file)}" as="script">`);
  return links.join('\n');
}
