import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../access';
import { browser, subjectUuid, userUuid } from '../access/testing';
import { createTestApp, signIn, type TestApp } from '../testing/harness';
import { fields, OTHER, PARENT, signedIn } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
});
afterAll(() => t?.close());

const ACCOUNT_DATA = '/sections/my-account/ajax/get_account_data.php';
const CANCEL = '/sections/my-account/ajax/cancel_package_for_inspection.php';
const INFO = '/ajax/user/update_user_info.php';
const PASSWORD = '/ajax/user/update_password.php';
const REMINDERS = '/ajax/user/get_subjects_with_reminders_enabled.php';
const SET_REMINDERS = '/ajax/user/set_reminders_disabled_status.php';

describe('packages held for inspection', () => {
  it("lists Noah's package for the parent and cancels it (once: it cannot be restored)", async () => {
    const b = await signedIn(t, PARENT);
    const noah = await subjectUuid(t, 'Noah Hansen');
    const data = await b.get(ACCOUNT_DATA);
    expect(data.statusCode).toBe(200);
    expect(data.json()).toEqual({ packageForInspectionSubjects: [{ uuid: noah, name: 'Noah Hansen', enabled: true }] });
    try {
      const res = await b.post(CANCEL, { subjects: [{ uuid: noah, name: 'Noah Hansen', enabled: false }] });
      expect(res.json()).toEqual({ subjects: [{ uuid: noah, name: 'Noah Hansen', enabled: false }] });
      expect((await b.get(ACCOUNT_DATA)).json().packageForInspectionSubjects[0].enabled).toBe(false);
      const back = await b.post(CANCEL, { subjects: [{ uuid: noah, name: 'Noah Hansen', enabled: true }] });
      expect(back.json().error).toMatch(/cannot be restored/);
    } finally {
      await t.sql('UPDATE inspection_packages SET enabled = true WHERE subject_uuid = $1', [noah]);
    }
  });

  it("refuses bad input (400), a visitor (401), and another account's subject (Maja: error, nothing changed)", async () => {
    const b = await signedIn(t, PARENT);
    const bad = await b.post(CANCEL, { subjects: [{ uuid: 'x', name: 'Noah', enabled: 'no' }] });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['body.subjects.0.enabled']);
    const visitor = await browser(t);
    expect((await visitor.get(ACCOUNT_DATA)).statusCode).toBe(401);
    expect((await visitor.post(CANCEL, { subjects: [] })).statusCode).toBe(401);
    const maja = await subjectUuid(t, 'Maja Lie');
    const other = await userUuid(t, OTHER.email);
    await t.sql('INSERT INTO inspection_packages (user_uuid, subject_uuid) VALUES ($1, $2)', [other, maja]);
    try {
      const res = await b.post(CANCEL, { subjects: [{ uuid: maja, name: 'Maja Lie', enabled: false }] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ error: 'Picture package not found' });
      expect((await t.sql<{ enabled: boolean }>('SELECT enabled FROM inspection_packages WHERE subject_uuid = $1', [maja]))[0]!.enabled).toBe(true);
    } finally {
      await t.sql('DELETE FROM inspection_packages WHERE user_uuid = $1', [other]);
    }
  });
});

describe('POST /ajax/user/update_user_info.php', () => {
  const info = (fields: Record<string, string> = {}) => ({
    name: 'Kari Nordmann',
    address: 'Storgata 1',
    address2: 'H0101',
    postal_code: '0155',
    city: 'Oslo',
    mobile: '+47 912-34 567',
    ...fields,
  });

  it('updates the contact information and answers the user (mobile normalised)', async () => {
    const b = await browser(t);
    await signIn(t, b);
    const res = await b.post(INFO, info());
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Kari Nordmann',
      mobilePhone: '+4791234567',
      address: { address: 'Storgata 1', address2: 'H0101', postalCode: '0155', city: 'Oslo' },
    });
    expect(await b.user()).toMatchObject({ mobilePhone: '+4791234567' });
  });

  it('answers the legacy error and data fields for an empty name and an invalid mobile; 400 for a wrong type; 401 to a visitor', async () => {
    const b = await browser(t);
    await signIn(t, b);
    const res = await b.post(INFO, info({ name: ' ', mobile: '12ab' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(['name', 'mobile']);
    expect(res.json().error).toContain('mobile phone number is not valid');
    const bad = await b.post(INFO, { ...info(), city: 5 });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['body.city']);
    expect((await (await browser(t)).post(INFO, info())).statusCode).toBe(401);
  });
});

describe('POST /ajax/user/update_password.php', () => {
  it("changes the password (status 'OK'), hashed, and signs out the user's other browsers", async () => {
    const b = await browser(t);
    const uuid = await signIn(t, b);
    const elsewhere = await browser(t);
    await t.sql("INSERT INTO sessions (id, portal, user_uuid, csrf_token, expires_at) VALUES ('other-session', 'fjord', $1, 'x', now() + interval '1 day')", [
      uuid,
    ]);
    const res = await b.post(PASSWORD, { password: 'harbour-lights-9', reTypePassword: 'harbour-lights-9' });
    expect(res.json()).toEqual({ status: 'OK' });
    const [row] = await t.sql<{ password_hash: string }>('SELECT password_hash FROM users WHERE uuid = $1', [uuid]);
    expect(await verifyPassword('harbour-lights-9', row!.password_hash)).toBe(true);
    expect(await t.sql("SELECT 1 FROM sessions WHERE id = 'other-session'")).toEqual([]);
    expect((await b.user()).isAnonymousUser).toBe(false);
    expect((await elsewhere.user()).isAnonymousUser).toBe(true);
  });

  it('refuses a short password, a mismatch, bad input (400) and a visitor (401)', async () => {
    const b = await browser(t);
    await signIn(t, b);
    expect((await b.post(PASSWORD, { password: 'abcd', reTypePassword: 'abcd' })).json()).toEqual({ error: 'The password is not long enough' });
    expect((await b.post(PASSWORD, { password: 'harbour-9x', reTypePassword: 'harbour-9y' })).json()).toEqual({ error: 'The passwords must match' });
    const bad = await b.post(PASSWORD, { password: 'harbour-9x' });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['body.reTypePassword']);
    expect((await (await browser(t)).post(PASSWORD, { password: 'harbour-9x', reTypePassword: 'harbour-9x' })).statusCode).toBe(401);
  });
});

describe('reminders', () => {
  it("lists the parent's sets with reminders and switches them", async () => {
    const b = await signedIn(t, PARENT);
    const noah = await subjectUuid(t, 'Noah Hansen');
    expect((await b.get(REMINDERS)).json()).toEqual({ subjects: [{ uuid: noah, name: 'Noah Hansen', remindersEnabled: true }] });
    try {
      const res = await b.post(SET_REMINDERS, { subjects: [{ uuid: noah, name: 'Noah Hansen', remindersEnabled: false }] });
      expect(res.json()).toEqual({ subjects: [{ uuid: noah, name: 'Noah Hansen', remindersEnabled: false }] });
      expect((await b.get(REMINDERS)).json().subjects[0].remindersEnabled).toBe(false);
    } finally {
      await t.sql('UPDATE reminder_settings SET reminders_enabled = true WHERE subject_uuid = $1', [noah]);
    }
  });

  it("refuses bad input (400), a visitor (401), and Maja's set (404, unchanged)", async () => {
    const b = await signedIn(t, PARENT);
    const bad = await b.post(SET_REMINDERS, { subjects: [{ uuid: 'x', name: 'n', remindersEnabled: 'no' }] });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['body.subjects.0.remindersEnabled']);
    expect((await (await browser(t)).get(REMINDERS)).statusCode).toBe(401);
    const maja = await subjectUuid(t, 'Maja Lie');
    const res = await b.post(SET_REMINDERS, { subjects: [{ uuid: maja, name: 'Maja Lie', remindersEnabled: false }] });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Picture set not found');
    expect((await t.sql<{ r: boolean }>('SELECT reminders_enabled AS r FROM reminder_settings WHERE subject_uuid = $1', [maja]))[0]!.r).toBe(true);
  });
});

describe('PATCH /api/webshop/user', () => {
  it('changes acceptMail; 400 for a wrong type; 401 to a visitor', async () => {
    const b = await browser(t);
    await signIn(t, b);
    const res = await b.request({ method: 'PATCH', url: '/api/webshop/user', payload: { acceptMail: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.acceptMail).toBe(false);
    expect((await b.user()).acceptMail).toBe(false);
    const bad = await b.request({ method: 'PATCH', url: '/api/webshop/user', payload: { acceptMail: 'no' } });
    expect(fields(bad)).toEqual(['body.acceptMail']);
    const visitor = await browser(t);
    expect((await visitor.request({ method: 'PATCH', url: '/api/webshop/user', payload: { acceptMail: true } })).statusCode).toBe(401);
  });
});
