import { MailboxEmail } from '@shop/contracts';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness';
import { sendEmail } from './outbox';
import { deliverEmail, type Mailer } from './worker';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
});
afterAll(() => t?.close());

const mail = (to: string, subject: string, portal = 'fjord') => ({ portal, to, subject, text: `Hello ${to}\nLine two`, html: `<p>Hello <b>${to}</b></p>` });

describe('sendEmail', () => {
  it("writes inside the caller's transaction: no mail when it rolls back", async () => {
    const { db } = t.app.shop;
    await expect(
      db.transaction(async (tx) => {
        await sendEmail(tx, mail('rollback@example.com', 'Never'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await db.transaction((tx) => sendEmail(tx, mail('commit@example.com', 'Kept')));
    const rows = await t.sql<{ to: string }>(`SELECT "to" FROM outbox_emails WHERE "to" IN ('rollback@example.com', 'commit@example.com')`);
    expect(rows.map((r) => r.to)).toEqual(['commit@example.com']);
  });
});

describe('development mailbox', () => {
  it("lists the portal's mail newest first, filtered by recipient", async () => {
    const { db } = t.app.shop;
    await sendEmail(db, mail('first@example.com', 'First'));
    // two mails in one millisecond would tie (PGlite's clock): make 'First' plainly the older
    await t.sql(`UPDATE outbox_emails SET created_at = created_at - interval '1 second' WHERE "to" = 'first@example.com'`);
    await sendEmail(db, mail('Second@Example.com', 'Second'));
    await sendEmail(db, mail('club-member@example.com', 'Club mail', 'club'));

    const res = await t.client().get('/api/webshop/dev/mailbox');
    expect(res.statusCode).toBe(200);
    const { emails } = v.parse(v.object({ emails: v.array(MailboxEmail) }), res.json());
    const subjects = emails.map((e) => e.subject);
    expect(subjects.indexOf('Second')).toBeLessThan(subjects.indexOf('First'));
    expect(subjects).not.toContain('Club mail');
    expect(emails[0]).toMatchObject({
      to: 'Second@Example.com',
      text: 'Hello Second@Example.com\nLine two',
      html: '<p>Hello <b>Second@Example.com</b></p>',
      sent_at: null,
      error: null,
    });
    expect(Date.parse(emails[0]!.created_at)).not.toBeNaN();

    const filtered = (await t.client().get('/api/webshop/dev/mailbox?to=second@example.com')).json();
    expect(filtered.emails.map((e: { subject: string }) => e.subject)).toEqual(['Second']);
    expect((await t.client().get('/api/webshop/dev/mailbox?limit=1')).json().emails).toHaveLength(1);
    const club = (await t.client('club.localhost').get('/api/webshop/dev/mailbox')).json();
    expect(club.emails.map((e: { subject: string }) => e.subject)).toEqual(['Club mail']);
  });

  it("shows one mail by uuid; 404 for an unknown or another portal's one; 400 for a bad uuid or limit", async () => {
    const uuid = await sendEmail(t.app.shop.db, mail('one@example.com', 'One'));
    const res = await t.client().get(`/api/webshop/dev/mailbox/${uuid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toMatchObject({ uuid, to: 'one@example.com', subject: 'One' });
    expect((await t.client('club.localhost').get(`/api/webshop/dev/mailbox/${uuid}`)).statusCode).toBe(404);
    expect((await t.client().get('/api/webshop/dev/mailbox/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await t.client().get('/api/webshop/dev/mailbox/nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('params.uuid');
    expect((await t.client().get('/api/webshop/dev/mailbox?limit=0')).json().fields[0].field).toBe('query.limit');
    expect((await t.client().get('/api/webshop/dev/mailbox?limit=abc')).json().fields[0].field).toBe('query.limit');
  });

  it('answers only this machine: a request from another address is refused, whatever it forwards', async () => {
    const uuid = await sendEmail(t.app.shop.db, mail('reset@example.com', 'Reset your password'));
    const remote = { remoteAddress: '203.0.113.7' };
    const html = { accept: 'text/html' };
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' }]) {
      const client = t.client();
      const list = await client.request({ url: '/api/webshop/dev/mailbox', headers, ...remote });
      expect(list.statusCode).toBe(404);
      expect(list.body).not.toContain('reset@example.com');
      expect((await client.request({ url: `/api/webshop/dev/mailbox/${uuid}`, headers, ...remote })).statusCode).toBe(404);
      // nothing is checked before the gate: a bad id learns the same 404
      expect((await client.request({ url: '/api/webshop/dev/mailbox/nope', headers, ...remote })).statusCode).toBe(404);
      expect((await client.request({ url: '/dev/mailbox', headers: { ...headers, ...html }, ...remote })).statusCode).toBe(404);
    }
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const local = await t.client().request({ url: '/api/webshop/dev/mailbox?to=reset@example.com', remoteAddress });
      expect(local.statusCode).toBe(200);
      expect(local.json().emails.map((e: MailboxEmail) => e.uuid)).toEqual([uuid]);
      expect((await t.client().request({ url: '/dev/mailbox', headers: html, remoteAddress })).statusCode).toBe(200);
    }
  });

  it('is off when SMTP delivers the mail', async () => {
    // the worker would try this address; nothing listens there and the test is over before its first round
    const smtp = await createTestApp({ sharedSeed: true, overrides: { smtpUrl: 'smtp://127.0.0.1:9' } });
    try {
      expect((await smtp.client().get('/api/webshop/dev/mailbox')).statusCode).toBe(404);
      expect((await smtp.client().get('/dev/mailbox', { accept: 'text/html' })).statusCode).toBe(404);
    } finally {
      await smtp.close();
    }
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({ sharedSeed: true, overrides: { production: true } });
    try {
      const res = await prod.client().get('/api/webshop/dev/mailbox');
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('not_found');
    } finally {
      await prod.close();
    }
  });
});

describe('delivering one outbox e-mail', () => {
  it("sends it from the portal's address with its uuid as Message-ID and marks it sent; a failure is recorded and thrown (the queue retries); a sent one is not sent again", async () => {
    const { db } = t.app.shop;
    const ok = await sendEmail(db, mail('ok@example.com', 'Works'));
    const failing = await sendEmail(db, mail('bounce@example.com', 'Fails'));
    const sent: Parameters<Mailer['sendMail']>[0][] = [];
    const mailer: Mailer = {
      async sendMail(m) {
        if (m.to === 'bounce@example.com') throw new Error('550 mailbox unavailable');
        sent.push(m);
      },
    };
    expect(await deliverEmail(db, mailer, ok)).toBe(true);
    await expect(deliverEmail(db, mailer, failing)).rejects.toThrow('550 mailbox unavailable');
    expect(sent).toEqual([
      {
        from: '"Fjord Portraits" <support@fjordportraits.example>',
        to: 'ok@example.com',
        subject: 'Works',
        text: 'Hello ok@example.com\nLine two',
        html: '<p>Hello <b>ok@example.com</b></p>',
        messageId: `<${ok}@fjordportraits.example>`,
      },
    ]);
    const rows = await t.sql<{ uuid: string; sent_at: unknown; error: string | null; attempts: number }>(
      'SELECT uuid, sent_at, error, attempts FROM outbox_emails WHERE uuid IN ($1, $2)',
      [ok, failing],
    );
    const byUuid = Object.fromEntries(rows.map((r) => [r.uuid, r]));
    expect(byUuid[ok]!.sent_at).not.toBeNull();
    expect(byUuid[failing]).toMatchObject({ sent_at: null, error: '550 mailbox unavailable', attempts: 1 });
    // a repeated job of a sent mail sends nothing
    expect(await deliverEmail(db, mailer, ok)).toBe(false);
    expect(sent).toHaveLength(1);
  });

  it('writes the job with the row: one per e-mail, keyed by its uuid, none when the transaction rolls back', async () => {
    const { db } = t.app.shop;
    await expect(
      db.transaction(async (tx) => {
        await sendEmail(tx, mail('never@example.com', 'Never'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const uuid = await sendEmail(db, mail('once@example.com', 'Once'));
    const jobs = await t.sql<{ id: string; singleton_key: string; data: unknown }>(
      `SELECT id::text, singleton_key, data FROM pgboss.job WHERE name = 'send-email' AND (data->>'email' = $1 OR id = $1::uuid)`,
      [uuid],
    );
    expect(jobs).toEqual([{ id: uuid, singleton_key: uuid, data: { email: uuid } }]);
    expect(await t.sql(`SELECT 1 FROM outbox_emails WHERE "to" = 'never@example.com'`)).toEqual([]);
  });
});
