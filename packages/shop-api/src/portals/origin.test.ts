/**
 * Issue 15: links in e-mails come from the portal's configured origin only. A request naming another
 * port (or host) in its Host header does not change the reset or invite link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, registration, subjectUuid } from '../access/testing';
import { publicLinksFromEnv } from '../config';
import { createTestApp, type TestApp } from '../testing/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true, overrides: { publicLinks: { scheme: 'https', port: 8443 } } });
});
afterAll(() => t?.close());

const textTo = async (to: string) =>
  (await t.sql<{ text: string; html: string }>('SELECT text, html FROM outbox_emails WHERE lower("to") = lower($1)', [to]))[0];

describe('links in e-mails', () => {
  it('the reset link ignores the port and scheme of the Host header', async () => {
    const owner = await browser(t);
    const body = registration();
    expect((await owner.post('/ajax/create.php', body)).json().success).toBe(true);
    const b = await browser(t, { host: 'localhost:6666' });
    await b.request({
      url: `/sections/prophoto/ajax/send_password_reminder.php?json=1&email=${encodeURIComponent(body.email)}`,
      csrf: b.csrf!,
      headers: { 'x-forwarded-proto': 'http' },
    });
    const mail = await textTo(body.email);
    expect(mail!.text).toMatch(/https:\/\/localhost:8443\/reset-password\?resetcode=/);
    expect(mail!.text + mail!.html).not.toContain('6666');
  });

  it('the share invite link does too', async () => {
    const b = await browser(t, { host: 'localhost:6666' });
    expect((await b.signIn('parent@example.com', 'parent-demo-1')).statusCode).toBe(200);
    const noah = await subjectUuid(t, 'Noah Hansen');
    const to = `invitee.${Date.now()}@example.com`;
    expect((await b.getWithCsrf(`/sections/prophoto/ajax/do_tipafriend.php?email[]=${encodeURIComponent(to)}&subjects[]=${noah}`)).json().recipients).toEqual([
      to,
    ]);
    const mail = await textTo(to);
    expect(mail!.text).toMatch(/https:\/\/localhost:8443\/my-account\/picture-sets\?invite=/);
    expect(mail!.text + mail!.html).not.toContain('6666');
  });
});

describe('publicLinksFromEnv', () => {
  it('defaults to https without a port in production, http on PORT in development; PUBLIC_* override', () => {
    expect(publicLinksFromEnv({ NODE_ENV: 'production', PORT: '8080' })).toEqual({ scheme: 'https' });
    expect(publicLinksFromEnv({ PORT: '5173' })).toEqual({ scheme: 'http', port: 5173 });
    expect(publicLinksFromEnv({ NODE_ENV: 'production', PUBLIC_PORT: '8443' })).toEqual({ scheme: 'https', port: 8443 });
    expect(publicLinksFromEnv({ PUBLIC_SCHEME: 'https', PUBLIC_PORT: '443' })).toEqual({ scheme: 'https' });
    expect(publicLinksFromEnv({ PUBLIC_PORT: 'x' })).toEqual({ scheme: 'http' });
  });
});
