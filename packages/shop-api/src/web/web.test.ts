import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { BootData, BOOT_DATA_ELEMENT_ID } from '@shop/contracts';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness';
import { cssColor, fillTemplate, HTML_TOKENS, imagesFirst, markConsentSlot, scriptSafeJson } from './html';
import { hasContentHash } from './static';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
});
afterAll(() => t?.close());

const page = (url: string, host = 'localhost') => t.client(host).get(url, { accept: 'text/html,application/xhtml+xml' });
const bootData = (html: string) => {
  const m = new RegExp(`<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's').exec(html);
  return v.parse(BootData, JSON.parse(m![1]!));
};

describe('the HTML page', () => {
  it('fills every token for the portal', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).not.toMatch(/%%[A-Z_]+%%/);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Fjord Portraits</title>');
    expect(html).toContain('src="/static/portals/fjord/logo.svg"');
    expect(html).toContain('--primary:#0b4a6f;--primary-contrast:#ffffff;--header-bg:#072f47;--header-text:#ffffff;--page-bg:#f2f6f9');
    expect(html).toContain('<body data-promo="on">');
    const boot = bootData(html);
    expect(boot.shop.portal).toBe('fjord');
    expect(boot.page.menu).toHaveLength(4);
    // the promo bar's threshold in the page's language, so the browser paints it without Intl (decision 0071)
    expect(boot.money?.['en-GB|NOK|50000']?.replace(/\s/g, ' ')).toBe('NOK 500.00');
  });

  it('runs one inline script, the page-start file as the build wrote it, and the CSP allows it by its sha256 (decision 0090)', async () => {
    const res = await page('/products/packages');
    const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const built = readFileSync(new URL('../../../first-view/dist/page-start.js', import.meta.url), 'utf8');
    expect(inline[0]).toBe(built);
    expect(inline[0]).not.toContain('__react');
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
  });

  it("writes the viewport this device chose: its own width, or 1280 wide after 'Desktop version' (issue 34 item 10)", async () => {
    expect((await page('/')).body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    const wide = await t.client().get('/', { accept: 'text/html', cookie: 'shop_layout=desktop' });
    expect(wide.body).toContain('<meta name="viewport" content="width=1280">');
    const other = await t.client().get('/', { accept: 'text/html', cookie: 'shop_layout=<script>' });
    expect(other.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });

  it('brands the club portal and speaks the language of the session', async () => {
    const club = await page('/contact-us', 'club.localhost');
    expect(club.body).toContain('<title>Nordlys Club Photo</title>');
    expect(club.body).toContain('<html lang="nb">');
    // no free-delivery threshold: no promo bar
    expect(club.body).toContain('<body data-promo="off">');
    expect(bootData(club.body).shop.modules.find((m) => m.name === 'editor')!.enabled).toBe(false);

    expect(bootData(club.body).money).toEqual({}); // nothing to format

    const client = await t.client().start();
    await client.request({ method: 'PUT', url: '/api/webshop/user/language', payload: { lang: 'nb' } });
    const norwegian = (await client.get('/', { accept: 'text/html' })).body;
    expect(norwegian).toContain('<html lang="nb">');
    expect(Object.entries(bootData(norwegian).money ?? {}).map(([key, text]) => [key, text.replace(/\s/g, ' ')])).toEqual([['nb-NO|NOK|50000', '500,00 kr']]);
  });

  it('keeps a hostile portal name inert', async () => {
    const evil = `</title><script>alert("x")</script><!-- & '`;
    await t.sql(`UPDATE portals SET name = $1, theme = jsonb_set(theme, '{primary}', '"red;}body{display:none"') WHERE key = 'club'`, [evil]);
    try {
      const html = (await page('/', 'club.localhost')).body;
      expect(html).not.toContain('<script>alert');
      expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;!-- &amp; &#39;</title>');
      const raw = /type="application\/json">(.*?)<\/script>/s.exec(html)![1]!;
      expect(raw).not.toContain('<');
      expect(bootData(html).shop.name).toBe(evil);
      // a colour that is not a colour never reaches the <style> block
      expect(html).toContain('--primary:#1a4d7a;');
    } finally {
      await t.sql(`UPDATE portals SET name = 'Nordlys Club Photo', theme = jsonb_set(theme, '{primary}', '"#1d6b57"') WHERE key = 'club'`);
    }
  });

  it('answers 200 for known app paths and 404 for unknown ones', async () => {
    for (const path of ['/', '/login', '/products/packages', '/products/cards/christmas', '/my-account/orders/abc', '/pages/about?x=1', '/privacy-policy/']) {
      expect((await page(path)).statusCode, path).toBe(200);
    }
    for (const path of ['/nope', '/products/unknown-type/a/b/c/d', '/my-accountx']) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).toContain('<title>Fjord Portraits</title>');
    }
  });

  it('answers 404 for a CMS page the portal does not have, with the page (the shell says so), not a soft 404', async () => {
    expect((await page('/pages/about')).statusCode).toBe(200);
    // the fjord portal has an about page, the club portal none
    const missing = await page('/pages/about', 'club.localhost');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Nordlys Club Photo</title>');
    expect((await page('/pages/no-such-page')).statusCode).toBe(404);
    expect((await page('/pages/not%20an%20id!')).statusCode).toBe(404);
  });

  it('is served to clients that send no text/html (curl, link previews, uptime checks); only a JSON-only client gets JSON', async () => {
    for (const accept of [undefined, '*/*', 'text/plain', 'application/json, */*;q=0.5', 'application/json, text/html;q=0.1']) {
      const headers: Record<string, string> = accept === undefined ? {} : { accept };
      const home = await t.client().get('/', headers);
      expect(home.statusCode, String(accept)).toBe(200);
      expect(home.headers['content-type'], String(accept)).toBe('text/html; charset=utf-8');
      expect(home.body).toContain('<title>Fjord Portraits</title>');
      const unknown = await t.client().get('/no-such-page', headers);
      expect(unknown.statusCode, String(accept)).toBe(404);
      expect(unknown.headers['content-type'], String(accept)).toBe('text/html; charset=utf-8');
      // API paths keep their JSON errors, whatever is asked for
      const api = await t.client().get('/api/webshop/no-such-call', headers);
      expect(api.statusCode).toBe(404);
      expect(api.json().error).toBe('not_found');
    }
    expect((await t.client().request({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
    for (const accept of ['application/json', 'application/problem+json, application/json;q=0.9', 'application/json, text/html;q=0']) {
      const res = await t.client().get('/login', { accept });
      expect(res.statusCode, accept).toBe(404);
      expect(res.json().error).toBe('not_found');
    }
  });

  it("carries a link preview: portal name, a short description in the page's language, the logo", async () => {
    const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
    const fjord = (await t.client().get('/products/packages?utm=x')).body;
    expect(meta(fjord, 'og:title')).toBe('Fjord Portraits');
    expect(meta(fjord, 'og:description')).toMatch(/^School and portrait photos from Fjord Portraits: /);
    expect(meta(fjord, 'description')).toBe(meta(fjord, 'og:description'));
    expect(meta(fjord, 'og:image')).toBe('http://localhost/static/portals/fjord/logo.svg');
    expect(meta(fjord, 'og:url')).toBe('http://localhost/products/packages');
    expect(meta(fjord, 'og:locale')).toBe('en_GB');
    const club = (await t.client('club.localhost').get('/')).body;
    expect(meta(club, 'og:title')).toBe('Nordlys Club Photo');
    expect(meta(club, 'og:description')).toMatch(/^Skole- og portrettbilder fra Nordlys Club Photo: /);
    expect(meta(club, 'og:image')).toBe('http://club.localhost/static/portals/club/logo.svg');
    expect(meta(club, 'og:locale')).toBe('nb_NO');
  });

  it('serves top-level files of the shell build', async () => {
    const res = await t.client().get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('is a 503 with a hint while the shell is not built', async () => {
    const bare = await createTestApp({ sharedSeed: true, withoutShell: true });
    try {
      const res = await bare.client().get('/', { accept: 'text/html' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.body).toContain('pnpm build');
    } finally {
      await bare.close();
    }
  });
});

describe('template helpers', () => {
  it('replaces each token once and never expands a value', () => {
    const values = Object.fromEntries(HTML_TOKENS.map((k) => [k, `%%BOOT_DATA%%`])) as Record<(typeof HTML_TOKENS)[number], string>;
    expect(fillTemplate('%%LANG%%|%%UNKNOWN%%', values)).toBe('%%BOOT_DATA%%|%%UNKNOWN%%');
  });

  it('marks the template’s consent slot as server-rendered, not a look-alike in the page’s content (0068)', () => {
    const page = '<main><div id="shop-consent">operator text</div></main><div id="shop-consent"><section>banner</section></div>';
    expect(markConsentSlot(page)).toBe(
      '<main><div id="shop-consent">operator text</div></main><div id="shop-consent" data-ssr=""><section>banner</section></div>',
    );
    expect(markConsentSlot('<main></main>')).toBe('<main></main>');
  });

  it('puts the head’s picture preloads first, each once (the largest paint is a picture: it must not wait behind scripts)', () => {
    const head = [
      '<link rel="preload" href="/remotes/a/remoteEntry.js" as="script">',
      '<style>x</style>',
      '<link rel="preload" href="/static/hero.jpg" as="image" fetchpriority="high">',
      '<link rel="preload" href="/static/hero.jpg" as="image" fetchPriority="high"/><link rel="preload" href="/p/1.jpg" as="image"/><div>',
      '<link rel="preload" as="image" imageSrcSet="/p/2/320 320w, /p/2/640 640w" imageSizes="25vw" fetchPriority="high"/>',
    ].join('\n');
    expect(imagesFirst(head).split('\n')).toEqual([
      '<link rel="preload" href="/static/hero.jpg" as="image" fetchpriority="high">',
      '<link rel="preload" href="/p/1.jpg" as="image"/>',
      '<link rel="preload" as="image" imageSrcSet="/p/2/320 320w, /p/2/640 640w" imageSizes="25vw" fetchPriority="high"/>',
      '<link rel="preload" href="/remotes/a/remoteEntry.js" as="script">',
      '<style>x</style>',
      '<div>',
    ]);
    expect(imagesFirst('<style>x</style>')).toBe('<style>x</style>');
  });

  it('makes JSON safe for a script element', () => {
    const json = scriptSafeJson({ a: '</script><!--\u2028' });
    expect(json).not.toMatch(/[<\u2028]/);
    expect(JSON.parse(json)).toEqual({ a: '</script><!--\u2028' });
  });

  it('lets only colours through', () => {
    expect(cssColor('#0b4a6f', 'x')).toBe('#0b4a6f');
    expect(cssColor('rgb(1, 2, 3)', 'x')).toBe('rgb(1, 2, 3)');
    expect(cssColor('white', 'x')).toBe('white');
    expect(cssColor('red;}body{', 'x')).toBe('x');
    expect(cssColor('url(javascript:1)', 'x')).toBe('x');
  });

  it('recognises content-hashed file names', () => {
    expect(hasContentHash('main.3f9a1c2b.js')).toBe(true);
    expect(hasContentHash('__federation_expose_App.8c1d2e3f4a.js')).toBe(true);
    expect(hasContentHash('vendors-3f9a1c2b9d.css')).toBe(true);
    expect(hasContentHash('remoteEntry.js')).toBe(false);
    expect(hasContentHash('mf-manifest.json')).toBe(false);
    expect(hasContentHash('mf-stats.json')).toBe(false);
    expect(hasContentHash('logo.svg')).toBe(false);
  });
});

describe('static files', () => {
  it('serves the shell assets immutable', async () => {
    const res = await t.client().get('/assets/main.3f9a1c2b.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.client().get('/assets/gone.12345678.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('serves remotes: manifest and entry revalidated with ETag, hashed files long-cached', async () => {
    const dist = join(t.repoRoot, 'mfe-account', 'dist');
    mkdirSync(join(dist, 'static', 'js'), { recursive: true });
    writeFileSync(join(dist, 'mf-manifest.json'), '{"id":"account","v":1}');
    writeFileSync(join(dist, 'remoteEntry.js'), 'var account = 1;');
    writeFileSync(join(dist, 'static', 'js', 'src_App_tsx.4be1f2a9c0.js'), 'export default 1;');
    const client = t.client();

    const manifest = await client.get('/remotes/account/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers.etag).toBeTruthy();
    expect(manifest.headers['content-type']).toContain('application/json');
    const again = await client.get('/remotes/account/mf-manifest.json', { 'if-none-match': String(manifest.headers.etag) });
    expect(again.statusCode).toBe(304);

    expect((await client.get('/remotes/account/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    const chunk = await client.get('/remotes/account/static/js/src_App_tsx.4be1f2a9c0.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('picks up a replaced remote folder without a restart', async () => {
    const dist = join(t.repoRoot, 'mfe-checkout', 'dist');
    const client = t.client();
    expect((await client.get('/remotes/checkout/mf-manifest.json')).statusCode).toBe(404);
    const next = join(t.repoRoot, 'mfe-checkout', 'dist-next');
    for (const version of [1, 2]) {
      mkdirSync(next, { recursive: true });
      writeFileSync(join(next, 'mf-manifest.json'), `{"v":${version}}`);
      rmSync(dist, { recursive: true, force: true });
      renameSync(next, dist);
      const res = await client.get('/remotes/checkout/mf-manifest.json');
      expect(res.json()).toEqual({ v: version });
    }
    const shop = (await client.get('/api/webshop/shop-settings')).json();
    expect(shop.modules.find((m: { name: string }) => m.name === 'checkout').enabled).toBe(true);
  });

  it('lists the studio on every portal whatever its switches, and serves it once it is deployed (decision 0084)', async () => {
    const client = t.client();
    const studio = async (host: string) =>
      (await t.client(host).get('/api/webshop/shop-settings')).json().modules.find((m: { name: string }) => m.name === 'studio');
    expect(await studio('localhost')).toEqual({ name: 'studio', manifestUrl: '/remotes/studio/mf-manifest.json', enabled: false });
    expect((await client.get('/remotes/studio/mf-manifest.json')).statusCode).toBe(404);
    const dist = join(t.repoRoot, 'mfe-studio', 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'mf-manifest.json'), '{"id":"studio"}');
    expect((await client.get('/remotes/studio/mf-manifest.json')).json()).toEqual({ id: 'studio' });
    // the club portal has the editor switched off: the studio is there all the same
    expect((await studio('club.localhost')).enabled).toBe(true);
    rmSync(join(t.repoRoot, 'mfe-studio'), { recursive: true, force: true });
  });

  it("gives the studio's pages the staff frame: no promo bar, no consent banner, not-found under /studio its own", async () => {
    const dashboard = await page('/studio');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain('data-frame="staff"');
    expect(dashboard.body).toContain('<body data-promo="off">');
    expect(dashboard.body).not.toContain('data-ssr=""');
    // none of the shop's chrome is fetched: not its chunk, its texts or the customer's session
    expect(dashboard.body).not.toContain('/api/webshop/user');
    expect(dashboard.body).not.toContain('chrome');
    const settings = await page('/studio/portals/fjord/content');
    expect(settings.statusCode).toBe(200);
    const nowhere = await page('/studio/nowhere');
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.body).toContain('data-frame="staff"');
    // the shop's pages keep the shop's frame
    const front = await page('/');
    expect(front.body).toContain('data-frame="shop"');
    expect(front.body).toContain('<body data-promo="on">');
  });

  it('refuses unknown remotes and paths out of the folder', async () => {
    const client = t.client();
    expect((await client.get('/remotes/shell/index.html')).statusCode).toBe(404);
    expect((await client.get('/remotes/account/../../shell/dist/index.html')).statusCode).toBe(404);
    expect((await client.get('/remotes/account/%2e%2e/%2e%2e/shell/dist/index.html')).statusCode).toBeGreaterThanOrEqual(400);
    expect((await client.get('/remotes/account/.hidden')).statusCode).toBe(404);
  });

  it('serves logos and generated demo images under /static', async () => {
    const logo = await t.client().get('/static/portals/fjord/logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    const slide = await t.client().get('/static/demo/slide-fjord.jpg');
    expect(slide.statusCode).toBe(200);
    expect(slide.headers['content-type']).toBe('image/jpeg');
    expect(slide.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect((await t.client().get('/static/nope.png')).statusCode).toBe(404);
  });

  it('compresses text', async () => {
    const res = await t.client().get('/api/webshop/shop-settings', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('br');
    const gz = await t.client().get('/', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('sends a hashed file the build compressed as it is, to browsers that take brotli only (0070)', async () => {
    const dir = join(t.repoRoot, 'mfe-editor', 'dist', 'assets');
    mkdirSync(dir, { recursive: true });
    const source = `export const text = "${'portrait '.repeat(400)}";`;
    // the build's own quality-11 file; marked so the test can tell it from a per-request compression
    const built = brotliCompressSync(`${source}//built`);
    writeFileSync(join(dir, 'editor.0123abcd45.js'), source);
    writeFileSync(join(dir, 'editor.0123abcd45.js.br'), built);
    const client = t.client();

    const br = await client.get('/remotes/editor/assets/editor.0123abcd45.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${source}//built`);

    const gz = await client.get('/remotes/editor/assets/editor.0123abcd45.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(source);

    const plain = await client.get('/remotes/editor/assets/editor.0123abcd45.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(source);
  });

  it('does not unpack a compressed request body: it is refused as malformed JSON', async () => {
    const client = await t.client().start();
    const res = await client.request({
      method: 'PUT',
      url: '/api/webshop/user/language',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ lang: 'en' })),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /static/*', () => {
  it('answers 404 for a name longer than a file system holds, in the folder and in the storage (the fuzz found a 500)', async () => {
    for (const name of ['A'.repeat(300), `demo/${'b'.repeat(256)}.jpg`, `${'c/'.repeat(500)}d.jpg`]) {
      expect((await t.client().get(`/static/${name}`)).statusCode, name.slice(0, 20)).toBe(404);
    }
  });
});
