import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FirstViewRequest } from '@shop/contracts/first-view';
import { FirstViewRenderer, serverEntryFile } from './renderer';

// The worker-per-version renderer against real server entries written to a folder, as a deploy writes them.

const request = { url: '/login', lang: 'nb', shop: null, page: null, user: null } as unknown as FirstViewRequest;
const warnings: string[] = [];
const log = { warn: (_obj: object, msg: string) => void warnings.push(msg) };

let dist: string;
let renderer: FirstViewRenderer;

function deploy(source: string) {
  const file = serverEntryFile(dist);
  mkdirSync(join(dist, 'server'), { recursive: true });
  // a deploy replaces the folder: a new file (new inode, new mtime), never the old one written over in place
  rmSync(file, { force: true });
  writeFileSync(file, source);
}

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'first-view-'));
  warnings.length = 0;
  renderer = new FirstViewRenderer(log, 300);
});
afterEach(async () => {
  await renderer.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('FirstViewRenderer', () => {
  it('renders with the module’s entry: its markup and head for the page asked for', async () => {
    deploy(`exports.render = async (r) => ({ html: '<h1>' + r.url + ' ' + r.lang + '</h1>', head: '<style>h1{}</style>' });`);
    expect(await renderer.render('access', dist, request)).toEqual({ html: '<h1>/login nb</h1>', head: '<style>h1{}</style>', money: {} });
  });

  it('passes on the texts of the amounts the view shows (decision 0075), and nothing else an entry puts there', async () => {
    deploy(`exports.render = async () => ({ html: '<p>kr 249,00</p>', head: '', money: { 'nb-NO|NOK|24900': 'kr 249,00', odd: 7, fn: 'x'.repeat(3) } });`);
    expect((await renderer.render('catalog', dist, request))?.money).toEqual({ 'nb-NO|NOK|24900': 'kr 249,00', fn: 'xxx' });
  });

  it('renders with another export when asked (the shell’s chrome), and answers null for an entry without it', async () => {
    deploy(`exports.render = async () => ({ html: 'page', head: '' }); exports.renderChrome = async (r) => ({ html: 'banner ' + r.consent, head: '' });`);
    expect((await renderer.render('shell', dist, { ...request, consent: null }, undefined, 'renderChrome'))?.html).toBe('banner null');
    expect((await renderer.render('shell', dist, request))?.html).toBe('page');
    await new Promise((r) => setTimeout(r, 20)); // a different mtime
    deploy(`exports.render = async () => ({ html: 'an older shell', head: '' });`);
    expect(await renderer.render('shell', dist, request, undefined, 'renderChrome')).toBeNull();
    expect(warnings).toContain('the server entry failed: the browser renders the page');
  });

  it('renders a part that is the same on every page once per version and request, and anew for a new version', async () => {
    deploy(
      `let n = 0; exports.render = async () => ({ html: 'page', head: '' }); exports.renderChrome = async (r) => ({ html: 'chrome ' + r.lang + ' ' + ++n, head: '' });`,
    );
    const chrome = (lang: string, url = '/login') => renderer.renderShared('shell', dist, { ...request, url, lang }, 'renderChrome');
    expect((await chrome('nb'))?.html).toBe('chrome nb 2'); // the worker's warm-up rendered it once
    expect((await chrome('nb', '/pages/about'))?.html).toBe('chrome nb 2');
    expect((await chrome('en'))?.html).toBe('chrome en 3');
    await new Promise((r) => setTimeout(r, 20)); // a different mtime
    deploy(`exports.render = async () => ({ html: 'page', head: '' }); exports.renderChrome = async (r) => ({ html: 'new chrome ' + r.lang, head: '' });`);
    expect((await chrome('nb'))?.html).toBe('new chrome nb');
  });

  it('answers null when the module has no server entry', async () => {
    expect(await renderer.render('access', dist, request)).toBeNull();
  });

  it('answers null, and logs why, when the entry throws while rendering or while loading', async () => {
    deploy(`exports.render = () => { throw new Error('broken on purpose'); };`);
    expect(await renderer.render('access', dist, request)).toBeNull();
    expect(warnings).toContain('the server entry failed: the browser renders the page');
    deploy(`throw new Error('cannot even load');`);
    expect(await renderer.render('access', dist, request)).toBeNull();
  });

  it('answers null when a warm entry is slower than the budget', async () => {
    deploy(`let n = 0; exports.render = () => new Promise((r) => setTimeout(() => r({ html: 'slow', head: '' }), n++ < 2 ? 0 : 2000));`);
    // the first two renders warm the worker (the worker's own warm-up render is the first)
    expect(await renderer.render('access', dist, request)).toEqual({ html: 'slow', head: '', money: {} });
    const started = Date.now();
    expect(await renderer.render('access', dist, request)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(warnings).toContain('first view slower than its budget: the browser renders it');
  });

  it('warms a new worker with a page of the module’s own, not the front page', async () => {
    renderer = new FirstViewRenderer(log, 300, (module) => (module === 'catalog' ? '/products' : '/'));
    deploy(`const seen = []; exports.render = async (r) => { seen.push(r.url); return { html: seen.join(','), head: '' }; };`);
    expect((await renderer.render('catalog', dist, request))?.html).toBe('/products,/login');
  });

  it('warm() resolves once the new worker’s warm-up render is done (modules warm one after another)', async () => {
    deploy(
      `let done = 0; exports.render = async () => { await new Promise((r) => setTimeout(r, 200)); done++; return { html: done + ' renders', head: '' }; };`,
    );
    const started = Date.now();
    await renderer.warm('access', dist);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect((await renderer.render('access', dist, request))?.html).toBe('2 renders');
  });

  it('answers the entry’s API reads as the visitor (GET under /api/ only), and only during its render', async () => {
    deploy(`exports.render = async () => {
      const got = await fetch('/api/webshop/reset-password/some-key-0123456789').then((r) => r.status + ' ' + r.statusText + r.headers.get('content-type') + ' ').catch(() => 'no answer ');
      const body = await fetch('/api/webshop/reset-password/some-key-0123456789').then((r) => r.json());
      const write = await fetch('/api/webshop/cart', { method: 'POST' }).then(() => 'written', () => 'refused');
      return { html: got + JSON.stringify(body) + ' ' + write, head: '' };
    };`);
    const asked: string[] = [];
    const read = async (url: string) => (asked.push(url), { status: 200, body: '{"valid":false}' });
    expect((await renderer.render('access', dist, request, read))?.html).toBe('200 application/json {"valid":false} refused');
    expect(asked).toEqual(['/api/webshop/reset-password/some-key-0123456789', '/api/webshop/reset-password/some-key-0123456789']);
  });

  it('a read without an answer (no reader, or it failed) fails in the entry, which renders all the same', async () => {
    deploy(`exports.render = async () => ({ html: await fetch('/api/webshop/user').then((r) => 'status ' + r.status, () => 'no answer'), head: '' });`);
    expect((await renderer.render('access', dist, request))?.html).toBe('no answer');
    const failing = async () => {
      throw new Error('inject failed');
    };
    expect((await renderer.render('access', dist, request, failing))?.html).toBe('no answer');
  });

  it('a replaced folder renders the new version without a restart', async () => {
    deploy(`exports.render = async () => ({ html: 'version 1', head: '' });`);
    expect((await renderer.render('access', dist, request))?.html).toBe('version 1');
    await new Promise((r) => setTimeout(r, 20)); // a different mtime
    deploy(`exports.render = async () => ({ html: 'version 2', head: '' });`);
    expect((await renderer.render('access', dist, request))?.html).toBe('version 2');
    rmSync(join(dist, 'server'), { recursive: true });
    expect(await renderer.render('access', dist, request)).toBeNull();
  });
});
