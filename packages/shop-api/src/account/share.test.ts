import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, registration, subjectUuid, userUuid } from '../access/testing';
import { createTestApp, sha256, signIn, type TestApp } from '../testing/harness';
import { fields, OTHER, PARENT, signedIn } from './testing';
import { validRecipients } from './share';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
});
afterAll(() => t?.close());

const shareUrl = (emails: string[], subjects: string[]) =>
  `/sections/prophoto/ajax/do_tipafriend.php?${[...emails.map((e) => `email[]=${encodeURIComponent(e)}`), ...subjects.map((s) => `subjects[]=${s}`)].join('&')}`;
const mailsTo = (to: string) =>
  t.sql<{ subject: string; text: string; html: string }>('SELECT subject, text, html FROM outbox_emails WHERE lower("to") = lower($1) ORDER BY created_at', [
    to,
  ]);
const tokenFrom = (text: string) => /\?invite=([A-Za-z0-9_-]+)/.exec(text)![1]!;

describe('validRecipients', () => {
  it('drops invalid and empty addresses and duplicates', () => {
    expect(validRecipients([' a@example.com ', '', 'nope', 'A@example.com', 'b@example.com'])).toEqual(['a@example.com', 'b@example.com']);
  });
});

describe('GET /sections/prophoto/ajax/do_tipafriend.php', () => {
  it('sends one e-mail per recipient naming the sender and the subject, with a link; the invite is accepted by the right user only, once, and the set appears in their list', async () => {
    const parent = await signedIn(t, PARENT);
    const noah = await subjectUuid(t, 'Noah Hansen');
    const granny = `granny.${Date.now()}@example.com`;
    const res = await parent.getWithCsrf(shareUrl([granny, 'not-an-address', '', `uncle.${Date.now()}@example.com`], [noah]));
    expect(res.statusCode).toBe(200);
    expect(res.json().recipients).toHaveLength(2);
    expect(res.json().recipients[0]).toBe(granny);
    const [mail, ...more] = await mailsTo(granny);
    expect(more).toEqual([]);
    expect(mail!.subject).toContain('Ida Hansen');
    expect(mail!.text).toContain('Ida Hansen');
    expect(mail!.text).toContain('Noah Hansen');
    expect(mail!.text).toMatch(/http:\/\/localhost(:\d+)?\/my-account\/picture-sets\?invite=[A-Za-z0-9_-]{43}/);
    const token = tokenFrom(mail!.text);
    // stored hashed only
    expect(await t.sql('SELECT 1 FROM share_invites WHERE token_hash = $1', [sha256(token)])).toHaveLength(1);
    expect(await t.sql('SELECT 1 FROM share_invites WHERE token_hash = $1', [token])).toEqual([]);

    const visitor = await browser(t);
    const info = await visitor.get(`/api/webshop/share-invites/${token}`);
    expect(info.json()).toEqual({ senderName: 'Ida Hansen', recipient: granny, subjects: [{ name: 'Noah Hansen' }], expired: false, used: false });

    // a visitor, and a user with another address, cannot take it
    expect((await visitor.post(`/api/webshop/share-invites/${token}/accept`)).statusCode).toBe(401);
    const wrong = await signedIn(t, OTHER);
    const refused = await wrong.post(`/api/webshop/share-invites/${token}/accept`);
    expect(refused.statusCode).toBe(403);
    expect((await wrong.get(`/api/webshop/user/picture-sets/${noah}`)).statusCode).toBe(404);

    const g = await browser(t);
    const grannyUuid = await signIn(t, g, { email: granny.toUpperCase() });
    const accepted = await g.post(`/api/webshop/share-invites/${token}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ subjectUuids: [noah] });
    const sets = (await g.get('/api/webshop/user/picture-sets')).json().pictureSets;
    expect(sets.map((s: { uuid: string }) => s.uuid)).toEqual([noah]);
    // the parent's purchases stay the parent's
    expect(sets[0].digitalSet.IP.bought).toBe(false);
    expect(await t.sql('SELECT 1 FROM reminder_settings WHERE user_uuid = $1', [grannyUuid])).toHaveLength(1);

    const twice = await g.post(`/api/webshop/share-invites/${token}/accept`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      error: 'invite_used',
      message: 'This invitation has been used already: each invitation adds the pictures to one account, once.',
    });
    // a used invite is refused as used to anyone (another account learns nothing more)
    expect((await wrong.post(`/api/webshop/share-invites/${token}/accept`)).json().error).toBe('invite_used');
    expect((await visitor.get(`/api/webshop/share-invites/${token}`)).json()).toMatchObject({ expired: true, used: true });
  });

  it('registering through an invite (no picture code) creates the account with the set, once; the invited address only; a refusal creates no account', async () => {
    const parent = await signedIn(t, PARENT);
    const noah = await subjectUuid(t, 'Noah Hansen');
    const grandpa = `grandpa.${Date.now()}@example.com`;
    await parent.getWithCsrf(shareUrl([grandpa], [noah]));
    const token = tokenFrom((await mailsTo(grandpa))[0]!.text);

    // another address cannot register through it: no account is made, the invite stays open
    const stranger = await browser(t);
    const strangerBody = registration({ invite: token });
    const refused = await stranger.post('/ajax/create.php', strangerBody);
    expect(refused.json()).toEqual({ error: 'This invitation was sent to another e-mail address: sign in with that address to accept it.', data: ['email'] });
    expect(await t.sql('SELECT 1 FROM users WHERE email = $1', [strangerBody.email])).toEqual([]);
    expect(await t.sql('SELECT 1 FROM share_invites WHERE token_hash = $1 AND accepted_at IS NULL', [sha256(token)])).toHaveLength(1);

    const g = await browser(t);
    const created = await g.post('/ajax/create.php', registration({ email: grandpa.toUpperCase(), invite: token }));
    expect(created.json()).toMatchObject({ success: true, sharedSubjectUuids: [noah], user: { isAnonymousUser: false } });
    expect((await g.get('/api/webshop/user/picture-sets')).json().pictureSets.map((s: { uuid: string }) => s.uuid)).toEqual([noah]);
    const grandpaUuid = await userUuid(t, grandpa.toUpperCase());
    expect(await t.sql('SELECT accepted_by FROM share_invites WHERE token_hash = $1', [sha256(token)])).toEqual([{ accepted_by: grandpaUuid }]);

    // a second use, by registering again or by signing in, is refused; the second registration makes no account
    const again = await browser(t);
    const twiceBody = registration({ email: `x.${grandpa}`, invite: token });
    expect((await again.post('/ajax/create.php', twiceBody)).json()).toEqual({
      error: 'This invitation has been used already: each invitation adds the pictures to one account, once.',
      data: [],
    });
    expect(await t.sql('SELECT 1 FROM users WHERE email = $1', [twiceBody.email])).toEqual([]);
    expect((await g.post(`/api/webshop/share-invites/${token}/accept`)).statusCode).toBe(409);
    // a malformed token is the standard 400 naming the field
    const bad = await (await browser(t)).post('/ajax/create.php', registration({ invite: 'short' }));
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['body.invite']);
  });

  it('an expired invite cannot be registered through: the form says so and no account is made', async () => {
    const parent = await signedIn(t, PARENT);
    const noah = await subjectUuid(t, 'Noah Hansen');
    const late = `late.${Date.now()}@example.com`;
    await parent.getWithCsrf(shareUrl([late], [noah]));
    const token = tokenFrom((await mailsTo(late))[0]!.text);
    await t.sql("UPDATE share_invites SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [sha256(token)]);
    const res = await (await browser(t)).post('/ajax/create.php', registration({ email: late, invite: token }));
    expect(res.json()).toEqual({ error: 'This invitation has expired.', data: [] });
    expect(await t.sql('SELECT 1 FROM users WHERE email = $1', [late])).toEqual([]);
  });

  it('single use under parallel accepts: one succeeds, the others are refused as used', async () => {
    const parent = await signedIn(t, PARENT);
    const noah = await subjectUuid(t, 'Noah Hansen');
    const aunt = `aunt.${Date.now()}@example.com`;
    await parent.getWithCsrf(shareUrl([aunt], [noah]));
    const token = tokenFrom((await mailsTo(aunt))[0]!.text);
    const a = await browser(t);
    await signIn(t, a, { email: aunt });
    const answers = await Promise.all(Array.from({ length: 5 }, () => a.post(`/api/webshop/share-invites/${token}/accept`)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await t.sql('SELECT 1 FROM share_invites WHERE token_hash = $1 AND accepted_at IS NOT NULL', [sha256(token)])).toHaveLength(1);
  });

  it('refuses an expired invite (410) and an unknown one (404); 400 for a malformed token', async () => {
    const parent = await signedIn(t, PARENT);
    const noah = await subjectUuid(t, 'Noah Hansen');
    const cousin = `cousin.${Date.now()}@example.com`;
    await parent.getWithCsrf(shareUrl([cousin], [noah]));
    const token = tokenFrom((await mailsTo(cousin))[0]!.text);
    await t.sql("UPDATE share_invites SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [sha256(token)]);
    const c = await browser(t);
    await signIn(t, c, { email: cousin });
    expect((await c.get(`/api/webshop/share-invites/${token}`)).json().expired).toBe(true);
    expect((await c.post(`/api/webshop/share-invites/${token}/accept`)).statusCode).toBe(410);
    expect((await c.post(`/api/webshop/share-invites/${'A'.repeat(43)}/accept`)).statusCode).toBe(404);
    const bad = await c.get('/api/webshop/share-invites/short');
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['params.token']);
  });

  it("refuses without the CSRF header (403), a visitor (401), Maja's set and an archived set (error), no valid recipients, and more than 10", async () => {
    const parent = await signedIn(t, PARENT);
    const noah = await subjectUuid(t, 'Noah Hansen');
    const maja = await subjectUuid(t, 'Maja Lie');
    expect((await parent.get(shareUrl(['x@example.com'], [noah]))).statusCode).toBe(403);
    expect((await (await browser(t)).getWithCsrf(shareUrl(['x@example.com'], [noah]))).statusCode).toBe(401);
    const other = await parent.getWithCsrf(shareUrl(['x@example.com'], [maja]));
    expect(other.json()).toEqual({ error: 'Picture set not found or not available for sharing' });

    const leo = await subjectUuid(t, 'Leo Berg');
    const user = await userUuid(t, PARENT.email);
    await t.sql('INSERT INTO user_subjects (user_uuid, subject_uuid) VALUES ($1, $2)', [user, leo]);
    try {
      expect((await parent.getWithCsrf(shareUrl(['x@example.com'], [leo]))).json().error).toBe('Picture set not found or not available for sharing');
    } finally {
      await t.sql('DELETE FROM user_subjects WHERE user_uuid = $1 AND subject_uuid = $2', [user, leo]);
    }
    expect((await parent.getWithCsrf(shareUrl(['nope', ''], [noah]))).json()).toEqual({ error: 'Please add recipients' });
    const eleven = await parent.getWithCsrf(
      shareUrl(
        Array.from({ length: 11 }, (_, i) => `r${i}@example.com`),
        [noah],
      ),
    );
    expect(eleven.statusCode).toBe(400);
    expect(fields(eleven)).toEqual(['query.email[]']);
    expect(eleven.json().fields[0].message).toBe('At most 10 recipients per invitation');
    const badSubject = await parent.getWithCsrf(shareUrl(['x@example.com'], ['nope']));
    expect(fields(badSubject)).toEqual(['query.subjects[]']);
    expect(await t.sql('SELECT 1 FROM outbox_emails WHERE "to" = \'x@example.com\'')).toEqual([]);
  });

  it('allows 30 recipients per day per sender, then answers a clear message', async () => {
    const b = await browser(t);
    const sender = await signIn(t, b);
    const noah = await subjectUuid(t, 'Noah Hansen');
    await t.sql('INSERT INTO user_subjects (user_uuid, subject_uuid) VALUES ($1, $2)', [sender, noah]);
    const batch = (n: number) => Array.from({ length: 10 }, (_, i) => `daily.${n}.${i}.${sender.slice(0, 8)}@example.com`);
    for (const n of [1, 2]) expect((await b.getWithCsrf(shareUrl(batch(n), [noah]))).json().recipients).toHaveLength(10);
    expect((await b.getWithCsrf(shareUrl(batch(3).slice(0, 5), [noah]))).json().recipients).toHaveLength(5);
    const over = await b.getWithCsrf(shareUrl(batch(4).slice(0, 6), [noah]));
    expect(over.json()).toEqual({ error: 'You can share with at most 30 recipients per day. You can send to 5 more today.' });
    expect(await t.sql('SELECT 1 FROM share_invites WHERE sender_uuid = $1', [sender])).toHaveLength(25);
  });
});
