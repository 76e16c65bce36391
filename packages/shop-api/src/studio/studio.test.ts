/**
 * The studio's server (issue 30): staff sign-in and its own session, the authorisation of every studio
 * call (visitor 401, customer 403, another portal's operator 404), the audit log written in the change's
 * transaction, 409 on a stale version, the brand's contrast rule, uploads, and a new portal answering
 * on its host at once. Against the real server and database (PGlite, and PostgreSQL with DATABASE_URL).
 */
import { STAFF_CSRF_COOKIE, STAFF_SESSION_COOKIE, studioApi, type CallDef } from '@shop/contracts';
import { authenticator } from 'otplib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommandLine } from '../operator/run';
import { createTestApp, type TestApp } from '../testing/harness';
import { staffBrowser, type StaffBrowser } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
});
afterAll(() => t?.close());

const auditCount = async () => Number((await t.sql<{ n: string }>('SELECT count(*) AS n FROM audit_log'))[0]!.n);
const versionOf = async (key: string) => (await t.sql<{ version: number }>('SELECT version FROM portals WHERE key = $1', [key]))[0]!.version;
const png = (width = 40, height = 20, colour = '#0b4a6f') =>
  sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();

function multipart(name: string, file: Buffer, type = 'image/png') {
  const boundary = '----studio-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('staff sign-in and the staff session', () => {
  it('signs in with the demo password; a wrong password or an unknown address get the same neutral 401', async () => {
    const b = await staffBrowser(t);
    const wrong = await b.staffSignIn('operator@example.com', 'not-the-password');
    const unknown = await b.staffSignIn('nobody@example.com', 'operator-demo-1');
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json().message).toBe(unknown.json().message);
    const ok = await b.staffSignIn('operator@example.com', 'operator-demo-1');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      status: 'signed-in',
      staff: { email: 'operator@example.com', role: 'operator', portals: [{ key: 'fjord' }], totpEnrolled: false },
    });
    // the staff cookie goes only to the studio's pages and calls, never to a customer's
    const cookies = ok.cookies as { name: string; path?: string; httpOnly?: boolean }[];
    const staffCookies = cookies.filter((c) => c.name === STAFF_SESSION_COOKIE);
    expect(staffCookies.map((c) => c.path).sort()).toEqual(['/api/studio', '/studio']);
    expect(staffCookies.every((c) => c.httpOnly)).toBe(true);
    expect(cookies.find((c) => c.name === STAFF_CSRF_COOKIE)?.path).toBe('/studio');
    expect((await b.get('/api/studio/me')).json().staff.email).toBe('operator@example.com');
  });

  it('is not the customer session: signing in or out of one leaves the other as it was', async () => {
    const b = await staffBrowser(t);
    expect((await b.signIn('parent@example.com', 'parent-demo-1')).statusCode).toBe(200);
    expect((await b.staffSignIn('operator@example.com', 'operator-demo-1')).statusCode).toBe(200);
    expect((await b.user()).emailAddress).toBe('parent@example.com');
    // out of the studio: still the customer
    expect((await b.post('/api/studio/sign-out')).statusCode).toBe(200);
    expect((await b.user()).emailAddress).toBe('parent@example.com');
    expect((await b.get('/api/studio/me')).statusCode).toBe(403);
    // and the other way round
    expect((await b.staffSignIn('operator@example.com', 'operator-demo-1')).statusCode).toBe(200);
    expect((await b.post('/api/webshop/auth/logout')).statusCode).toBe(200);
    expect((await b.user()).isAnonymousUser).toBe(true);
    expect((await b.get('/api/studio/me')).statusCode).toBe(200);
  });

  it('ends after 8 hours without a call', async () => {
    const b = await staffBrowser(t, 'operator');
    await t.sql(
      "UPDATE staff_sessions SET expires_at = now() - interval '1 second' WHERE staff_uuid = (SELECT uuid FROM staff_members WHERE email = 'operator@example.com')",
    );
    expect((await b.get('/api/studio/me')).statusCode).toBe(401);
  });

  it('refuses a change without the staff CSRF token (the customer token does not do)', async () => {
    const b = await staffBrowser(t, 'operator');
    const res = await b.request({ method: 'POST', url: '/api/studio/sign-out', csrf: b.csrf ?? 'x' });
    expect(res.statusCode).toBe(403);
  });
});

/** Input that passes each call's contract, for the fjord portal (its version is read fresh). */
async function validInput(name: string, call: CallDef): Promise<{ url: string; payload?: object }> {
  const version = await versionOf('fjord');
  const path = call.path
    .replace(':portalKey', 'fjord')
    .replace(':pageId', 'about')
    .replace(':orderUuid', '00000000-0000-4000-8000-000000000000')
    .replace(':jobUuid', '00000000-0000-4000-8000-000000000000')
    .replace(':importUuid', '00000000-0000-4000-8000-000000000000');
  const bodies: Record<string, object> = {
    updatePortalSettings: { version, settings: {} },
    updatePortalModules: { version, modules: [{ name: 'editor', enabled: true }] },
    updatePortalBrand: {
      version,
      brand: {
        primary: '#0b4a6f',
        primaryContrast: '#ffffff',
        headerBackground: '#072f47',
        headerText: '#ffffff',
        backgroundColor: '#f2f6f9',
        font: 'serif',
        corners: 'soft',
      },
    },
    updateMenu: { version, menu: [] },
    updatePolicies: { version, policies: { privacyPolicy: {}, termsOfService: {}, termsOfPurchase: {} } },
    createPage: { id: 'matrix-page', title: 'Matrix' },
    updatePage: { version: 0, title: 'About', modules: [] },
    publishPage: { version: 0 },
    totpConfirm: { code: '123456' },
    changeOrderStatus: { status: 'in_production' },
    refundOrder: { reason: 'Matrix' },
    sendToLab: { orders: ['00000000-0000-4000-8000-000000000000'] },
    changePhotoJob: { change: 'put-in-shop' },
    createPhotoJobImport: { uploadId: '0123456789abcdef0123456789abcdef' },
    createPortal: {
      key: 'matrix',
      name: 'Matrix',
      hosts: ['matrix.localhost'],
      currency: 'NOK',
      country: 'NO',
      languages: [{ name: 'en', long: 'English' }],
      defaultLanguage: 'en',
      vatRate: 2500,
    },
  };
  const query =
    name === 'deletePage'
      ? '?version=0'
      : name === 'labExport'
        ? '?orders=00000000-0000-4000-8000-000000000000'
        : call.path.endsWith('/logo') || call.path.endsWith('/front-image')
          ? `?version=${version}`
          : '';
  if (name === 'updatePortalSettings') {
    const detail = (await (await staffBrowser(t, 'support')).get('/api/studio/portals/fjord')).json();
    bodies.updatePortalSettings = { version, settings: detail.settings };
  }
  return { url: path + query, payload: call.method === 'GET' || call.method === 'DELETE' ? undefined : bodies[name] };
}

describe('authorisation of every studio call', () => {
  const roleCalls = Object.entries(studioApi).filter(([, call]) => (call as CallDef).staffRole) as [string, CallDef][];

  it('covers every call of the contracts that names a role', () => {
    expect(roleCalls.length).toBeGreaterThan(20);
  });

  it('answers a visitor 401 and a customer 403, before reading the input', async () => {
    const visitor = await staffBrowser(t);
    await visitor.get('/api/studio/session');
    const customer = await staffBrowser(t);
    await customer.get('/api/studio/session');
    expect((await customer.signIn('parent@example.com', 'parent-demo-1')).statusCode).toBe(200);
    for (const [name, call] of roleCalls) {
      const { url, payload } = await validInput(name, call);
      const asVisitor = await visitor.request({ method: call.method, url, payload });
      const asCustomer = await customer.request({ method: call.method, url, payload });
      expect(asVisitor.statusCode, `${name} as a visitor: ${asVisitor.body}`).toBe(401);
      expect(asCustomer.statusCode, `${name} as a customer: ${asCustomer.body}`).toBe(403);
    }
  });

  it("answers 404 to the club's operator for every call on Fjord's portal, and changes nothing", async () => {
    const club = await staffBrowser(t, 'club');
    const before = await auditCount();
    const fjordCalls = roleCalls.filter(([, call]) => call.path.includes(':portalKey') && call.staffRole === 'operator');
    expect(fjordCalls.length).toBeGreaterThan(12);
    for (const [name, call] of fjordCalls) {
      const { url, payload } = await validInput(name, call);
      const res = await club.request({ method: call.method, url, payload });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(404);
    }
    // the audit filter too
    expect((await club.get('/api/studio/audit?portal=fjord')).statusCode).toBe(404);
    // and Fjord is not among the club operator's portals
    expect((await club.get('/api/studio/portals')).json().portals.map((p: { key: string }) => p.key)).toEqual(['club']);
    expect(await auditCount()).toBe(before);
  });

  it('answers 403 to an operator for a support call', async () => {
    const operator = await staffBrowser(t, 'operator');
    const { url, payload } = await validInput('createPortal', studioApi.createPortal);
    expect((await operator.request({ method: 'POST', url, payload })).statusCode).toBe(403);
  });

  it('names the role of every studio call in the OpenAPI document, and its CSRF header', async () => {
    const doc = (await (await staffBrowser(t)).get('/api/openapi.json')).json();
    for (const [name, call] of roleCalls) {
      const op = doc.paths[call.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')][call.method.toLowerCase()];
      expect(op['x-staff-role'], name).toBe(call.staffRole);
      expect(op['x-csrf'], name).toBe(call.method !== 'GET');
      expect(Object.keys(op.responses), name).toEqual(expect.arrayContaining(['401', '403']));
    }
    expect(doc.paths['/api/studio/portals'].post['x-staff-role']).toBe('support');
  });

  it('lets support see every portal', async () => {
    const support = await staffBrowser(t, 'support');
    const keys = (await support.get('/api/studio/portals')).json().portals.map((p: { key: string }) => p.key);
    expect(keys).toEqual(expect.arrayContaining(['fjord', 'club']));
    expect((await support.get('/api/studio/portals/club')).statusCode).toBe(200);
  });
});

describe('changes: versions, the audit log, the brand', () => {
  let operator: StaffBrowser;
  beforeAll(async () => {
    operator = await staffBrowser(t, 'operator');
  });

  it('saves the free-delivery threshold, shows it to customers, and logs before and after', async () => {
    const detail = (await operator.get('/api/studio/portals/fjord')).json();
    const res = await operator.put('/api/studio/portals/fjord/settings', {
      version: detail.version,
      settings: { ...detail.settings, freeShippingThreshold: 75_000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: detail.version + 1, updatedBy: { email: 'operator@example.com' } });
    const shop = await (await staffBrowser(t)).get('/api/webshop/shop-settings');
    expect(shop.json().freeShippingThreshold).toBe(75_000);
    const audit = (await operator.get('/api/studio/audit?portal=fjord&kind=portal.settings')).json();
    expect(audit.entries[0]).toMatchObject({
      portal: 'fjord',
      kind: 'portal.settings',
      staff: { email: 'operator@example.com' },
      before: { freeShippingThreshold: detail.settings.freeShippingThreshold },
      after: { freeShippingThreshold: 75_000 },
    });
  });

  it('answers a stale version 409 naming who changed it and when; nothing is saved', async () => {
    const detail = (await operator.get('/api/studio/portals/fjord')).json();
    const support = await staffBrowser(t, 'support');
    expect(
      (await support.put('/api/studio/portals/fjord/settings', { version: detail.version, settings: { ...detail.settings, name: 'Fjord A' } })).statusCode,
    ).toBe(200);
    const before = await auditCount();
    const stale = await operator.put('/api/studio/portals/fjord/settings', { version: detail.version, settings: { ...detail.settings, name: 'Fjord B' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().conflict).toMatchObject({ by: 'Support Administrator' });
    expect(stale.json().message).toContain('Support Administrator');
    expect((await operator.get('/api/studio/portals/fjord')).json().settings.name).toBe('Fjord A');
    expect(await auditCount()).toBe(before);
  });

  it('writes the audit entry in the change’s transaction: when the entry fails, the change is not saved', async () => {
    await t.sql(`CREATE OR REPLACE FUNCTION studio_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.kind = 'content.menu' THEN RAISE EXCEPTION 'audit refused'; END IF; RETURN NEW; END; $$`);
    await t.sql('CREATE TRIGGER studio_test_fail BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION studio_test_fail()');
    try {
      const content = (await operator.get('/api/studio/portals/fjord/content')).json();
      const before = await auditCount();
      const res = await operator.put('/api/studio/portals/fjord/menu', { version: content.version, menu: [] });
      expect(res.statusCode).toBe(500);
      const after = (await operator.get('/api/studio/portals/fjord/content')).json();
      expect(after.menu).toEqual(content.menu);
      expect(after.version).toBe(content.version);
      expect(await auditCount()).toBe(before);
    } finally {
      await t.sql('DROP TRIGGER studio_test_fail ON audit_log');
    }
  });

  it('refuses a colour pair under WCAG AA, naming the pair and its ratio', async () => {
    const detail = (await operator.get('/api/studio/portals/fjord')).json();
    const res = await operator.put('/api/studio/portals/fjord/brand', { version: detail.version, brand: { ...detail.brand, primaryContrast: '#7a9bb0' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      {
        field: 'body.brand.primaryContrast',
        message: expect.stringMatching(/primaryContrast on primary\) has a contrast of \d\.\d\d:1; WCAG AA needs 4\.5:1/),
        // what the studio words itself, in the member's language
        kind: 'contrast',
        values: { ratio: expect.any(Number), min: 4.5 },
      },
    ]);
    const ok = await operator.put('/api/studio/portals/fjord/brand', { version: detail.version, brand: { ...detail.brand, primary: '#7a1f3d' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await (await staffBrowser(t)).get('/api/webshop/shop-settings')).json().theme.primary).toBe('#7a1f3d');
  });

  it('switches a module, as `pnpm operator module` does', async () => {
    const detail = (await operator.get('/api/studio/portals/fjord')).json();
    const res = await operator.put('/api/studio/portals/fjord/modules', { version: detail.version, modules: [{ name: 'editor', enabled: false }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().modules).toContainEqual({ name: 'editor', enabled: false });
    const [row] = await t.sql<{ enabled: boolean }>("SELECT enabled FROM portal_modules WHERE portal = 'fjord' AND module = 'editor'");
    expect(row!.enabled).toBe(false);
  });
});

describe('uploads', () => {
  it('takes a PNG logo, re-encoded, and serves it', async () => {
    const operator = await staffBrowser(t, 'operator');
    const version = await versionOf('fjord');
    const res = await operator.request({ method: 'POST', url: `/api/studio/portals/fjord/logo?version=${version}`, ...multipart('logo.png', await png()) });
    expect(res.statusCode, res.body).toBe(200);
    const logo: string = res.json().logo;
    expect(logo).toMatch(/^\/api\/webshop\/portal-files\/fjord\/[0-9a-f]{32}\.png$/);
    const file = await operator.get(logo);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect((await sharp(file.rawPayload).metadata()).format).toBe('png');
    expect((await (await staffBrowser(t)).get('/api/webshop/page-settings')).json().logo).toBe(logo);
  });

  it('refuses what is not a picture, what is too large, and an image of another kind, saying why', async () => {
    const operator = await staffBrowser(t, 'operator');
    const version = await versionOf('fjord');
    const url = `/api/studio/portals/fjord/front-image?version=${version}`;
    const text = await operator.request({ method: 'POST', url, ...multipart('photo.png', Buffer.from('just text, named .png')) });
    expect(text.statusCode).toBe(400);
    expect(text.json().fields[0]).toMatchObject({ field: 'body.file', message: expect.stringContaining('not a picture'), kind: 'not_image' });
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const asGif = await operator.request({ method: 'POST', url, ...multipart('photo.jpg', gif, 'image/jpeg') });
    expect(asGif.statusCode).toBe(400);
    expect(asGif.json().fields[0].message).toContain('gif');
    expect(asGif.json().fields[0]).toMatchObject({ kind: 'unsupported_type', values: { format: 'gif' } });
    const big = await operator.request({ method: 'POST', url, ...multipart('big.png', Buffer.alloc(9 * 1024 * 1024, 1)) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ error: 'too_large', values: { megabytes: 8 } });
    expect(await versionOf('fjord')).toBe(version);
  });
});

describe('content', () => {
  it('keeps a page a draft until published; its HTML is sanitised before it is stored', async () => {
    const operator = await staffBrowser(t, 'operator');
    const visitor = await staffBrowser(t);
    const created = await operator.post('/api/studio/portals/fjord/pages', { id: 'opening-hours', title: 'Opening hours' });
    expect(created.statusCode).toBe(201);
    expect((await visitor.get('/api/webshop/legacy-pages/opening-hours')).statusCode).toBe(404);
    const html =
      '<p>Open <a href="https://example.com/x">daily</a> <a href="javascript:alert(1)">bad</a><script>alert(2)</script><img src="x" onerror="alert(3)"></p>\n<p>Call <a href="tel:+4755301240">us</a></p>';
    const saved = await operator.put('/api/studio/portals/fjord/pages/opening-hours', {
      version: created.json().version,
      title: 'Opening hours',
      modules: [
        { id: 't', type: 'Title', text: 'Opening hours' },
        { id: 'r', type: 'RichText', html },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await t.sql<{ draft: { html?: string }[] }>("SELECT draft FROM legacy_pages WHERE portal = 'fjord' AND id = 'opening-hours'");
    const stored = row!.draft[1]!.html!;
    expect(stored).toContain('href="https://example.com/x"');
    expect(stored).toContain('href="tel:+4755301240"');
    expect(stored).not.toMatch(/script|javascript:|onerror/);
    expect(stored).not.toContain('<img');
    // a link that is not http(s), mailto, tel or a path of the shop is refused by the contract
    const badLink = await operator.put('/api/studio/portals/fjord/pages/opening-hours', {
      version: saved.json().version,
      title: 'Opening hours',
      modules: [{ id: 'i', type: 'Image', src: '/static/x.jpg', alt: '', link: 'javascript:alert(1)' }],
    });
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json().fields[0]).toMatchObject({ field: 'body.modules.0.link', kind: 'regex' });
    const published = await operator.post('/api/studio/portals/fjord/pages/opening-hours/publish', { version: saved.json().version });
    expect(published.statusCode).toBe(200);
    const page = await visitor.get('/api/webshop/legacy-pages/opening-hours');
    expect(page.statusCode).toBe(200);
    expect(page.json().modules.map((m: { type: string }) => m.type)).toEqual(['Title', 'RichText']);
    const kinds = (await operator.get('/api/studio/audit?portal=fjord')).json().entries.map((e: { kind: string }) => e.kind);
    expect(kinds.slice(0, 3)).toEqual(['page.publish', 'page.update', 'page.create']);
  });

  it('keeps the menu per language; a title in a language the portal lacks is a 400', async () => {
    const operator = await staffBrowser(t, 'operator');
    const content = (await operator.get('/api/studio/portals/fjord/content')).json();
    const entry = { title: { en: 'Prices', nb: 'Priser' }, visibility: 0, type: 'internal', target: '/products/packages' };
    const ok = await operator.put('/api/studio/portals/fjord/menu', { version: content.version, menu: [entry] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await (await staffBrowser(t)).get('/api/webshop/page-settings')).json().menu).toEqual([entry]);
    const bad = await operator.put('/api/studio/portals/fjord/menu', { version: ok.json().version, menu: [{ ...entry, title: { de: 'Preise' } }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0]).toMatchObject({ field: 'body.menu.0.title.de', kind: 'not_portal_language' });
  });
});

describe('a new portal', () => {
  it('answers on its host at once with a working, empty shop', async () => {
    const support = await staffBrowser(t, 'support');
    const res = await support.post('/api/studio/portals', {
      key: 'test',
      name: 'Test Portal',
      hosts: ['test.localhost'],
      currency: 'NOK',
      country: 'NO',
      languages: [
        { name: 'en', long: 'English' },
        { name: 'nb', long: 'Norsk' },
      ],
      defaultLanguage: 'nb',
      vatRate: 2500,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ key: 'test', vatRate: 2500, version: 0 });
    const customer = await staffBrowser(t, undefined, { host: 'test.localhost' });
    const settings = (await customer.get('/api/webshop/shop-settings')).json();
    expect(settings).toMatchObject({ portal: 'test', name: 'Test Portal', default_language: 'nb' });
    const front = await customer.get('/');
    expect(front.statusCode).toBe(200);
    expect(front.body).toContain('Test Portal');
    // the key and the host are taken now
    expect(
      (
        await support.post('/api/studio/portals', {
          ...res.json(),
          key: 'test2',
          hosts: ['test.localhost'],
          languages: [{ name: 'en', long: 'English' }],
          defaultLanguage: 'en',
          country: 'NO',
          vatRate: 0,
        })
      ).statusCode,
    ).toBe(409);
    expect((await support.get('/api/studio/audit?kind=portal.create')).json().entries[0]).toMatchObject({ portal: 'test', after: { name: 'Test Portal' } });
  });
});

describe('second factor', () => {
  it('enrols with the app, then asks for a code; a recovery code works once', async () => {
    const lines: string[] = [];
    await runCommandLine(['staff', 'add', 'totp@example.com', '--role', 'operator', '--portal', 'club'], {
      db: t.app.shop.db,
      repoRoot: t.repoRoot,
      filesDir: '',
      storage: t.app.shop.storage,
      port: 8080,
      out: (line) => lines.push(line),
    });
    const link = new URL(lines.at(-1)!);
    expect(link.pathname).toBe('/studio/set-password');
    const key = link.searchParams.get('key')!;
    const b = await staffBrowser(t);
    expect((await b.get(`/api/studio/set-password/${key}`)).json()).toEqual({ valid: true, email: 'totp@example.com' });
    expect((await b.post(`/api/studio/set-password/${key}`, { password: 'a-long-staff-password' })).statusCode).toBe(200);
    expect((await b.post(`/api/studio/set-password/${key}`, { password: 'a-long-staff-password' })).statusCode).toBe(410);

    expect((await b.staffSignIn('totp@example.com', 'a-long-staff-password')).statusCode).toBe(200);
    const start = await b.post('/api/studio/totp/start');
    expect(start.statusCode).toBe(200);
    const { secret, recoveryCodes, otpauthUrl, qrSvg } = start.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(qrSvg).toContain('<svg');
    expect(recoveryCodes).toHaveLength(10);
    expect((await b.post('/api/studio/totp/confirm', { code: '000000' })).statusCode).toBe(400);
    const confirmed = await b.post('/api/studio/totp/confirm', { code: authenticator.generate(secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().staff.totpEnrolled).toBe(true);

    const again = await staffBrowser(t);
    expect((await again.staffSignIn('totp@example.com', 'a-long-staff-password')).json()).toEqual({ status: 'second-factor' });
    expect((await again.get('/api/studio/me')).statusCode).toBe(401);
    expect((await again.staffSignIn('totp@example.com', 'a-long-staff-password', '000000')).statusCode).toBe(401);
    expect((await again.staffSignIn('totp@example.com', 'a-long-staff-password', recoveryCodes[0])).json().status).toBe('signed-in');
    const third = await staffBrowser(t);
    expect((await third.staffSignIn('totp@example.com', 'a-long-staff-password', recoveryCodes[0])).statusCode).toBe(401);
  });

  it('with STAFF_2FA=required, a member without one may do nothing but enrol', async () => {
    const operator = await staffBrowser(t, 'operator');
    process.env.STAFF_2FA = 'required';
    try {
      expect((await operator.get('/api/studio/me')).json().staff.mustEnrol).toBe(true);
      const refused = await operator.get('/api/studio/portals');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('enrolment_required');
      expect((await operator.post('/api/studio/totp/start')).statusCode).toBe(200);
    } finally {
      delete process.env.STAFF_2FA;
    }
  });
});
