/**
 * Issue 15, privacy: a code whose picture set is in another account never joins an account without
 * the subject confirmation, whatever the order of code and sign-in (signed in first is codes.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CODES } from '../demo/photojobs';
import { createTestApp, sha256, type TestApp } from '../testing/harness';
import { browser, registration, setsOf, subjectUuid, userUuid, type Browser } from './testing';

let t: TestApp;
let maja: string;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
  maja = await subjectUuid(t, 'Maja Lie');
});
afterAll(() => t?.close());

const confirmPending = (b: Browser, confirm: boolean) => b.post('/api/webshop/user/pending-picture-set', { confirm });
const pendingOf = (b: Browser) => t.sql('SELECT subject_uuid FROM session_pending_codes WHERE session_id = $1', [sha256(b.sessionToken!)]);

/** A new account of its own (so adding Maja to it stays inside this test). */
async function newAccount(): Promise<{ email: string; password: string; uuid: string }> {
  const b = await browser(t);
  const body = registration();
  expect((await b.post('/ajax/create.php', body)).json().success).toBe(true);
  return { email: body.email, password: body.password, uuid: await userUuid(t, body.email) };
}

describe("a code of another account's picture set, entered signed out", () => {
  it('signing in afterwards asks to confirm the subject and adds nothing until OK', async () => {
    const { email, password, uuid } = await newAccount();
    const b = await browser(t);
    expect((await b.verify(DEMO_CODES.maja)).json().valid).toBe(true);
    const res = await b.signIn(email, password);
    expect(res.statusCode).toBe(200);
    expect(res.json().subjectUuid).toBeUndefined();
    expect(res.json().warning).toEqual({ subject: { uuid: maja, name: 'Maja Lie' } });
    expect(await setsOf(t, uuid)).not.toContain(maja);
    // OK: the set joins the account, once
    expect((await confirmPending(b, true)).json()).toEqual({ subjectUuid: maja });
    expect(await setsOf(t, uuid)).toContain(maja);
    expect(await pendingOf(b)).toEqual([]);
    expect((await confirmPending(b, true)).json()).toEqual({});
  });

  it('the demo parent (Ida) gets the confirmation, and Cancel forgets the code', async () => {
    const ida = await userUuid(t, 'parent@example.com');
    const b = await browser(t);
    expect((await b.verify(DEMO_CODES.maja)).json().valid).toBe(true);
    expect((await b.signIn('parent@example.com', 'parent-demo-1')).json().warning).toEqual({ subject: { uuid: maja, name: 'Maja Lie' } });
    expect((await confirmPending(b, false)).json()).toEqual({});
    expect(await setsOf(t, ida)).not.toContain(maja);
    expect(await pendingOf(b)).toEqual([]);
  });

  it('registering afterwards (code verified, or only sent with the registration) asks too', async () => {
    const verified = await browser(t);
    expect((await verified.verify(DEMO_CODES.maja)).json().valid).toBe(true);
    const body = registration();
    const res = (await verified.post('/ajax/create.php', body)).json();
    expect(res).toMatchObject({ success: true, warning: { subject: { uuid: maja, name: 'Maja Lie' } } });
    expect(res.subjectUuid).toBeUndefined();
    expect(await setsOf(t, await userUuid(t, body.email))).toEqual([]);
    expect((await confirmPending(verified, true)).json()).toEqual({ subjectUuid: maja });

    const inBody = await browser(t);
    const body2 = registration({ code: DEMO_CODES.maja });
    expect((await inBody.post('/ajax/create.php', body2)).json()).toMatchObject({ success: true, warning: { subject: { uuid: maja } } });
    expect(await setsOf(t, await userUuid(t, body2.email))).toEqual([]);
  });

  it('after a password reset, signing in still asks', async () => {
    const { email, uuid } = await newAccount();
    const b = await browser(t);
    expect((await b.verify(DEMO_CODES.maja)).json().valid).toBe(true);
    await b.getWithCsrf(`/sections/prophoto/ajax/send_password_reminder.php?json=1&email=${encodeURIComponent(email)}`);
    const [mail] = await t.sql<{ text: string }>('SELECT text FROM outbox_emails WHERE "to" = $1', [email]);
    const key = /resetcode=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect((await b.post(`/api/webshop/reset-password/${key}`, { password: 'new-harbour-pass-9' })).json()).toEqual({});
    const res = await b.signIn(email, 'new-harbour-pass-9');
    expect(res.json().warning).toEqual({ subject: { uuid: maja, name: 'Maja Lie' } });
    expect(await setsOf(t, uuid)).not.toContain(maja);
  });

  it('a set nobody holds yet is added at sign-in without asking; confirming needs a signed-in session', async () => {
    const { email, password, uuid } = await newAccount();
    const b = await browser(t);
    expect((await confirmPending(b, true)).statusCode).toBe(401);
    expect((await b.verify(DEMO_CODES.olivia)).json().valid).toBe(true);
    const olivia = await subjectUuid(t, 'Olivia Berg');
    expect(await t.sql('SELECT 1 FROM user_subjects WHERE subject_uuid = $1', [olivia])).toEqual([]);
    expect((await b.signIn(email, password)).json().subjectUuid).toBe(olivia);
    expect(await setsOf(t, uuid)).toContain(olivia);
  });
});
