import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CODES } from '../demo/photojobs';
import { createTestApp, type TestApp } from '../testing/harness';
import { passwordCost, verifyPassword } from './passwords';
import { RULES } from './limits';
import { commonPasswords, isCommonPassword, normaliseMobile } from './rules';
import { browser, registration, setsOf, subjectUuid, userUuid } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
});
afterAll(() => t?.close());

const register = async (fields: Record<string, unknown> = {}, opts: { host?: string } = {}) => {
  const b = await browser(t, opts);
  const body = registration(fields);
  return { b, body, res: await b.post('/ajax/create.php', body) };
};

describe('POST /ajax/create.php', () => {
  it('creates the user with a scrypt hash, signs them in with a new session id, and answers the user', async () => {
    const b = await browser(t);
    const before = b.sessionToken;
    const body = registration({ mobile: '+47 912-34 567', acceptmail: false });
    const res = await b.post('/ajax/create.php', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      user: { emailAddress: body.email, mobilePhone: '+4791234567', acceptMail: false, isAnonymousUser: false, lang: 'en' },
    });
    expect(res.json().subjectUuid).toBeUndefined();
    expect(b.sessionToken).not.toBe(before);
    expect((await b.user()).emailAddress).toBe(body.email);
    const [row] = await t.sql<{ password_hash: string; mobile: string; accept_mail: boolean | null }>(
      'SELECT password_hash, mobile, accept_mail FROM users WHERE email = $1',
      [body.email],
    );
    // the configured cost (the tests' cheap one here; production's is checked in passwords.test.ts)
    expect(row!.password_hash.startsWith(`scrypt$${passwordCost().N}$8$1$`)).toBe(true);
    expect(await verifyPassword(body.password, row!.password_hash)).toBe(true);
    // and the new account signs in
    expect((await (await browser(t)).signIn(body.email, body.password)).statusCode).toBe(200);
  });

  it('adds the set of the code verified before and answers its subject', async () => {
    const b = await browser(t);
    expect((await b.verify('EMMA 2026')).json().valid).toBe(true);
    const body = registration({ code: 'EMMA2026' });
    const res = await b.post('/ajax/create.php', body);
    const emma = await subjectUuid(t, 'Emma Hansen');
    expect(res.json()).toMatchObject({ success: true, subjectUuid: emma });
    expect(await setsOf(t, await userUuid(t, body.email))).toEqual([emma]);
  });

  it('adds the set of a code sent with the registration when the session holds none', async () => {
    const { body, res } = await register({ code: 'leo-2025x' });
    const leo = await subjectUuid(t, 'Leo Berg');
    expect(res.json()).toMatchObject({ success: true, subjectUuid: leo });
    expect(await setsOf(t, await userUuid(t, body.email))).toEqual([leo]);
    // an unknown code adds nothing, and the account is created all the same
    const other = await register({ code: 'UNKNOWN99' });
    expect(other.res.json().success).toBe(true);
    expect(other.res.json().subjectUuid).toBeUndefined();
  });

  it('refuses a short password', async () => {
    const { res } = await register({ password: 'abc12', confirm_password: 'abc12' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: "That's too short!", data: ['password'] });
  });

  it('refuses a confirmation that does not match', async () => {
    const { res } = await register({ confirm_password: 'fjord-harbour-78' });
    expect(res.json()).toEqual({ error: "The two passwords doesn't match!", data: ['confirm_password'] });
  });

  it('refuses one of the most common passwords, whatever its case', async () => {
    for (const password of ['password1', 'PassWord1', 'Qwerty123', 'iloveyou']) {
      const { res } = await register({ password, confirm_password: password });
      expect(res.json(), password).toEqual({ error: 'This password is too common and easy to guess. Please choose another one.', data: ['password'] });
    }
  });

  it('refuses an e-mail address taken in this portal (any case), but not one of another portal', async () => {
    const { res } = await register({ email: 'Parent@Example.com' });
    expect(res.json()).toEqual({ error: 'A user with this e-mail address already exists. Please sign in instead.', data: ['email'] });
    const club = await register({ email: 'parent@example.com' }, { host: 'club.localhost' });
    expect(club.res.json()).toMatchObject({ success: true, user: { emailAddress: 'parent@example.com' } });
  });

  it('refuses a mobile number that is not 8 to 15 digits with an optional +', async () => {
    for (const mobile of ['1234567', '+1234567890123456', '9123 45x7', '++4791234567', '']) {
      const { res } = await register({ mobile });
      expect(res.json().data, mobile).toEqual(['mobile']);
    }
    expect((await register({ mobile: '' })).res.json().error).toBe('This is required!');
    expect((await register({ mobile: '123' })).res.json().error).toBe('The mobile phone number is not valid. Use 8 to 15 digits, optionally starting with +.');
  });

  it('names every failed field at once, in the visitor language', async () => {
    const b = await browser(t);
    await b.request({ method: 'PUT', url: '/api/webshop/user/language', payload: { lang: 'nb' } });
    const res = await b.post('/ajax/create.php', registration({ email: 'parent@example.com', mobile: '12', password: 'kort', confirm_password: 'annet' }));
    expect(res.json().data).toEqual(['mobile', 'password', 'confirm_password', 'email']);
    expect(res.json().error).toContain('Det er for kort!');
    expect(await t.sql(`SELECT 1 FROM users WHERE email = 'parent@example.com' AND portal = 'fjord' AND mobile = '12'`)).toEqual([]);
  });

  it('answers the standard 400 naming the field for a malformed request', async () => {
    const bad = await register({ email: 'not-an-address' });
    expect(bad.res.statusCode).toBe(400);
    expect(bad.res.json()).toMatchObject({ error: 'validation', fields: [{ field: 'body.email', message: 'Invalid email' }] });
    const terms = await register({ termsofservice: false });
    expect(terms.res.statusCode).toBe(400);
    expect(terms.res.json().fields).toEqual([expect.objectContaining({ field: 'body.termsofservice' })]);
    const types = await register({ acceptmail: 'yes', password: 5 });
    expect(
      types.res
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['body.acceptmail', 'body.password']);
  });

  it('needs the CSRF header', async () => {
    const b = await browser(t);
    expect((await b.request({ method: 'POST', url: '/ajax/create.php', payload: registration(), csrf: false })).statusCode).toBe(403);
  });

  it('stores acceptmail null when the portal switches the consent choice off', async () => {
    // the club portal does (demo/portals.ts)
    const { res } = await register({ acceptmail: true }, { host: 'club.localhost' });
    expect(res.json()).toMatchObject({ success: true, user: { acceptMail: null } });
    // and verify tells the flow so
    const b = await browser(t, { host: 'club.localhost' });
    expect((await b.verify(DEMO_CODES.club)).json().codeData.options).toEqual({ acceptMailDefaultOn: false, disableAcceptMailWhenLoggingIn: true });
  });

  it('limits registrations per client address', async () => {
    const b = await browser(t);
    for (let i = 0; i < RULES.registerIp.limit; i++)
      expect((await b.post('/ajax/create.php', registration({ password: 'short', confirm_password: 'short' }))).json().data).toEqual(['password']);
    const limited = await b.post('/ajax/create.php', registration());
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeTruthy();
    expect((await (await browser(t)).post('/ajax/create.php', registration())).json().success).toBe(true);
  });
});

describe('password and mobile rules', () => {
  it('ships at least 1000 common passwords and compares them case-insensitively', () => {
    expect(commonPasswords().size).toBeGreaterThanOrEqual(1000);
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('LetMeIn')).toBe(true);
    expect(isCommonPassword('fjord-harbour-77')).toBe(false);
  });

  it('normalises mobile numbers (spaces and dashes ignored)', () => {
    expect(normaliseMobile(' +47 912 34 567 ')).toBe('+4791234567');
    expect(normaliseMobile('0047-912-34-567')).toBe('004791234567');
    expect(normaliseMobile('12345678')).toBe('12345678');
    expect(normaliseMobile('123456789012345')).toBe('123456789012345');
    expect(normaliseMobile('1234567')).toBeNull();
    expect(normaliseMobile('(+47) 91234567')).toBeNull();
  });
});
