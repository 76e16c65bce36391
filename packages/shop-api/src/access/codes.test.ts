import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CODES } from '../demo/photojobs';
import { createTestApp, sha256, type TestApp } from '../testing/harness';
import { RULES } from './limits';
import { browser, randomIp, setsOf, subjectUuid, userUuid } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
});
afterAll(() => t?.close());

describe('GET /ajax/prophoto/verify_subject_code.php (signed out)', () => {
  it('answers the code data of a valid code, normalising case, spaces and dashes', async () => {
    const b = await browser(t);
    const res = await b.verify('emma-2026 ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      valid: true,
      codeData: {
        accessCode: 'EMMA2026',
        code: 'EMMA2026',
        name: 'Emma Hansen',
        options: { acceptMailDefaultOn: true, disableAcceptMailWhenLoggingIn: false },
        contactInfo: { email: 'support@fjordportraits.example' },
      },
    });
    // the verified subject waits in the session for the sign-in
    const [pending] = await t.sql<{ subject_uuid: string }>('SELECT subject_uuid FROM session_pending_codes WHERE session_id = $1', [sha256(b.sessionToken!)]);
    expect(pending?.subject_uuid).toBe(await subjectUuid(t, 'Emma Hansen'));
  });

  it('answers valid false with the spec text for an unknown code, in the visitor language', async () => {
    const b = await browser(t);
    expect((await b.verify('NOPE1234')).json()).toEqual({ valid: false, errorMessage: 'The code is not valid' });
    await b.request({ method: 'PUT', url: '/api/webshop/user/language', payload: { lang: 'nb' } });
    expect((await b.verify('NOPE1234')).json()).toEqual({ valid: false, errorMessage: 'Koden er ikke gyldig' });
  });

  it("redirects a code of another portal to that portal's enter-code page (same scheme and port)", async () => {
    const b = await browser(t);
    expect((await b.verify('club 2026')).json()).toEqual({ valid: false, data: { redirect: 'http://club.localhost/enter-code?code=CLUB2026' } });
    const withPort = await browser(t, { host: 'localhost:8080' });
    expect((await withPort.verify(DEMO_CODES.club)).json().data.redirect).toBe('http://club.localhost:8080/enter-code?code=CLUB2026');
    const club = await browser(t, { host: 'club.localhost:5173' });
    expect((await club.verify(DEMO_CODES.emma)).json().data.redirect).toBe('http://localhost:5173/enter-code?code=EMMA2026');
  });

  it("accepts an archived job's code and one not yet in the webshop", async () => {
    const b = await browser(t);
    expect((await b.verify(DEMO_CODES.leo)).json()).toMatchObject({ valid: true, codeData: { name: 'Leo Berg' } });
    expect((await b.verify(DEMO_CODES.olivia)).json()).toMatchObject({ valid: true, codeData: { name: 'Olivia Berg' } });
  });

  it('needs the CSRF header (a GET that changes state)', async () => {
    const b = await browser(t);
    const res = await b.request({ url: '/ajax/prophoto/verify_subject_code.php?code=EMMA2026' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'csrf' });
    expect((await b.request({ url: '/ajax/prophoto/verify_subject_code.php?code=EMMA2026', csrf: 'forged' })).statusCode).toBe(403);
  });

  it('answers 400 naming the field for a malformed request', async () => {
    const b = await browser(t);
    const res = await b.getWithCsrf('/ajax/prophoto/verify_subject_code.php');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ field: 'query.code' })]);
    expect((await b.getWithCsrf(`/ajax/prophoto/verify_subject_code.php?code=${'A'.repeat(65)}`)).statusCode).toBe(400);
  });

  it('limits unknown codes per device: the next one gets 429 with Retry-After; another device on the same address does not', async () => {
    const b = await browser(t);
    for (let i = 0; i < RULES.codeDevice.limit; i++) expect((await b.verify(`WRONG${i}X`)).json().valid).toBe(false);
    const limited = await b.verify(DEMO_CODES.emma);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect(limited.json()).toEqual({ error: 'rate_limited', message: 'Too many attempts. Please wait 15 minutes and try again.' });
    // a parent next to them on the school's Wi-Fi (same address, own device) still gets in
    expect((await (await browser(t, { ip: b.ip })).verify(DEMO_CODES.emma)).json().valid).toBe(true);
  });

  it('limits unknown codes per client address at a ceiling for crowded networks', async () => {
    const ip = randomIp();
    const perDevice = RULES.codeDevice.limit;
    let sent = 0;
    while (sent < RULES.codeIp.limit) {
      const device = await browser(t, { ip });
      for (let i = 0; i < perDevice && sent < RULES.codeIp.limit; i++, sent++) expect((await device.verify(`WRONG${sent}Y`)).statusCode).toBe(200);
    }
    const fresh = await browser(t, { ip });
    expect((await fresh.verify(DEMO_CODES.emma)).statusCode).toBe(429);
    expect((await (await browser(t)).verify(DEMO_CODES.emma)).json().valid).toBe(true);
  });
});

describe('GET /ajax/prophoto/add_picture_set_by_code.php (signed in)', () => {
  const parent = async () => {
    const b = await browser(t);
    expect((await b.signIn('parent@example.com', 'parent-demo-1')).statusCode).toBe(200);
    return b;
  };

  it('needs a signed-in user and the CSRF header', async () => {
    const b = await browser(t);
    expect((await b.addByCode(DEMO_CODES.emma)).statusCode).toBe(401);
    const signedIn = await parent();
    expect((await signedIn.request({ url: '/ajax/prophoto/add_picture_set_by_code.php?code=EMMA2026' })).statusCode).toBe(403);
  });

  it('adds a set, and answers the same set again without a duplicate', async () => {
    const b = await parent();
    const user = await userUuid(t, 'parent@example.com');
    const emma = await subjectUuid(t, 'Emma Hansen');
    expect((await b.addByCode(' Emma-2026')).json()).toEqual({ valid: true, subjectUuid: emma });
    expect(await setsOf(t, user)).toContain(emma);
    // Noah was in the account already
    const noah = await subjectUuid(t, 'Noah Hansen');
    expect((await b.addByCode(DEMO_CODES.noah)).json()).toEqual({ valid: true, subjectUuid: noah });
    expect((await b.addByCode(DEMO_CODES.emma)).json()).toEqual({ valid: true, subjectUuid: emma });
    const rows = await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM user_subjects WHERE user_uuid = $1 AND subject_uuid = $2', [user, emma]);
    expect(rows[0]!.n).toBe(1);
  });

  it('warns when the set is in another account, and adds it after confirm=1', async () => {
    const b = await parent();
    const maja = await subjectUuid(t, 'Maja Lie');
    const user = await userUuid(t, 'parent@example.com');
    expect((await b.addByCode(DEMO_CODES.maja)).json()).toEqual({ valid: true, warning: { subject: { uuid: maja, name: 'Maja Lie' } } });
    expect(await setsOf(t, user)).not.toContain(maja);
    expect((await b.addByCode(DEMO_CODES.maja, '1')).json()).toEqual({ valid: true, subjectUuid: maja });
    expect(await setsOf(t, user)).toContain(maja);
    // the other account keeps its set
    expect(await setsOf(t, await userUuid(t, 'other@example.com'))).toContain(maja);
  });

  it('redirects a code of another portal, and says an unknown code is not valid', async () => {
    const b = await parent();
    expect((await b.addByCode(DEMO_CODES.club)).json()).toEqual({ valid: false, redirect: 'http://club.localhost/enter-code?code=CLUB2026' });
    expect((await b.addByCode('NOT-A-CODE')).json()).toEqual({ valid: false, error: 'The code is not valid' });
  });

  it('limits unknown codes per account, also from other addresses', async () => {
    const b = await browser(t);
    const email = `codes.${Date.now()}@example.com`;
    await b.post('/ajax/create.php', {
      email,
      code: '',
      mobile: '91234567',
      password: 'quiet-fjord-9',
      confirm_password: 'quiet-fjord-9',
      acceptmail: false,
      termsofservice: true,
    });
    for (let i = 0; i < RULES.codeAccount.limit; i++) expect((await b.addByCode(`BAD${i}CODE`)).json().valid).toBe(false);
    expect((await b.addByCode(DEMO_CODES.emma)).statusCode).toBe(429);
    const elsewhere = await browser(t);
    expect((await elsewhere.signIn(email, 'quiet-fjord-9')).statusCode).toBe(200);
    expect((await elsewhere.addByCode(DEMO_CODES.emma)).statusCode).toBe(429);
  });
});

describe('picture codes in the database', () => {
  it('are never stored in clear: no text column anywhere holds EMMA2026 after the flows above', async () => {
    const b = await browser(t);
    await b.verify('emma2026');
    const columns = await t.sql<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
    );
    expect(columns.length).toBeGreaterThan(20);
    const hits: string[] = [];
    for (const { table_name, column_name } of columns) {
      const [row] = await t.sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM "${table_name}" WHERE "${column_name}"::text ILIKE '%EMMA2026%' OR "${column_name}"::text ILIKE '%EMMA-2026%'`,
      );
      if (row!.n > 0) hits.push(`${table_name}.${column_name}`);
    }
    expect(hits).toEqual([]);
  });
});
