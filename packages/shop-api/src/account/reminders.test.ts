/**
 * Issue 34 item 3, the reminders: before a yearbook selection deadline and before a package offer ends,
 * through the scheduled `reminders` job, once per parent and event, only to those with reminders on; and
 * the unsubscribe link of every such e-mail, which works without signing in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue, QUEUES } from '../jobs';
import { createTestApp, signIn, type TestApp } from '../testing/harness';
import { unsubscribeToken, UNSUBSCRIBE_PATH } from './unsubscribe';

let t: TestApp;
let sets: { uuid: string; name: string }[];
let job: string;
const users: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
  // a job in the shop whose sets may choose a yearbook pose; its deadline in two days
  const rows = await t.sql<{ job: string; uuid: string; name: string }>(
    `SELECT j.uuid AS job, s.uuid, s.name FROM subjects s JOIN jobs j ON j.uuid = s.job
     WHERE j.portal = 'fjord' AND j.has_been_in_webshop AND NOT j.is_archived AND s.qualify_yearbook_pose ORDER BY j.import_key, s.name LIMIT 2`,
  );
  job = rows[0]!.job;
  sets = rows.filter((r) => r.job === job);
  await t.sql(`UPDATE jobs SET yearbook_selection_expires_at = now() + interval '2 days' WHERE uuid = $1`, [job]);
  // the demo's own accounts leave this job's sets, so only this test's parents are reminded of it
  await t.sql('DELETE FROM user_subjects WHERE subject_uuid IN (SELECT uuid FROM subjects WHERE job = $1)', [job]);
  for (const [name, lang] of [
    ['on', 'nb'],
    ['off', 'en'],
    ['chose', 'en'],
  ] as const) {
    users[name] = await signIn(t, t.client(), { email: `reminder.${name}@example.com`, lang });
    await t.sql('INSERT INTO user_subjects (user_uuid, subject_uuid) VALUES ($1, $2)', [users[name], sets[0]!.uuid]);
  }
  await t.sql('INSERT INTO reminder_settings (user_uuid, subject_uuid, reminders_enabled) VALUES ($1, $2, false)', [users.off, sets[0]!.uuid]);
  const [pose] = await t.sql<{ uuid: string }>('SELECT uuid FROM job_yearbook_poses WHERE job = $1 LIMIT 1', [job]);
  const [picture] = await t.sql<{ uuid: string }>('SELECT uuid FROM pictures WHERE subject = $1 LIMIT 1', [sets[0]!.uuid]);
  await t.sql('INSERT INTO user_yearbook_poses (user_uuid, subject_uuid, job_yearbook_pose, picture_uuid) VALUES ($1, $2, $3, $4)', [
    users.chose,
    sets[0]!.uuid,
    pose!.uuid,
    picture!.uuid,
  ]);
  // no other offer of the portal ends soon; one does
  await t.sql('UPDATE package_offers SET time_limited_ends_at = NULL');
  await t.sql(
    `UPDATE package_offers SET time_limited_price = coalesce(time_limited_price, 100), time_limited_ends_at = now() + interval '1 day'
     WHERE uuid = (SELECT uuid FROM package_offers WHERE portal = 'fjord' AND type = 'package' AND active ORDER BY sort_order, uuid LIMIT 1)`,
  );
});
afterAll(() => t?.close());

const mailsTo = (email: string) =>
  t.sql<{ subject: string; text: string }>(`SELECT subject, text FROM outbox_emails WHERE "to" = $1 ORDER BY created_at, subject`, [email]);

async function runReminders() {
  await t.app.shop.db.transaction((tx) => enqueue(tx, QUEUES.reminders, {}));
  await t.app.shop.jobs.settle([QUEUES.reminders]);
}

describe('reminder e-mails', () => {
  it('is a job scheduled once for the installation', async () => {
    expect(await t.sql(`SELECT name, cron FROM pgboss.schedule WHERE name = 'reminders'`)).toEqual([{ name: 'reminders', cron: '23 * * * *' }]);
  });

  it('reminds a parent with reminders on of the deadline and the offer, once each, in their language', async () => {
    await runReminders();
    const mails = await mailsTo('reminder.on@example.com');
    expect(mails.map((m) => m.subject).sort()).toEqual([
      expect.stringMatching(/^Påminnelse: tilbudet .+ slutter snart – Fjord Portraits$/),
      'Påminnelse: velg bilde til skolekatalogen – Fjord Portraits',
    ]);
    const deadline = mails.find((m) => m.subject.includes('skolekatalogen'))!;
    // the deadline in Norwegian writing (dd.mm.yyyy), the set named, the pose page and the unsubscribe link
    expect(deadline.text).toMatch(new RegExp(`Bildet til skolekatalogen for ${sets[0]!.name} \\(.+\\) kan velges til og med \\d\\d\\.\\d\\d\\.\\d{4}\\.`));
    expect(deadline.text).toContain(`/my-account/picture-sets/${sets[0]!.uuid}/yearbook-pose`);
    expect(deadline.text).toMatch(/Ingen flere påminnelser for disse bildesettene: http:\/\/localhost(:\d+)?\/api\/webshop\/unsubscribe\?token=[\w-]+\.[\w-]+/);
    expect(await t.sql('SELECT kind FROM reminders_sent WHERE user_uuid = $1 ORDER BY kind', [users.on])).toEqual([
      { kind: 'offer-ends' },
      { kind: 'selection-deadline' },
    ]);
  });

  it('sends nothing to a parent with reminders off, and no deadline reminder to one who has chosen', async () => {
    expect(await mailsTo('reminder.off@example.com')).toEqual([]);
    expect((await mailsTo('reminder.chose@example.com')).map((m) => m.subject)).toEqual([expect.stringMatching(/^Reminder: the offer .+ ends soon/)]);
  });

  it('sends nothing twice when it runs again', async () => {
    const runs = async () => (await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'reminders' AND state = 'completed'`))[0]!.n;
    const before = await runs();
    await runReminders();
    await runReminders();
    expect(await mailsTo('reminder.on@example.com')).toHaveLength(2);
    expect(await mailsTo('reminder.chose@example.com')).toHaveLength(1);
    expect(await runs()).toBe(before + 2);
  });

  it('switches the reminders off through the e-mail’s link without signing in, says so, and again on a second visit', async () => {
    const [mail] = await mailsTo('reminder.on@example.com');
    const link = new URL(/http\S+unsubscribe\?token=\S+/.exec(mail!.text)![0]);
    const visitor = t.client();
    const first = await visitor.get(`${link.pathname}${link.search}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.body).toContain('<html lang="nb">');
    expect(first.body).toContain(`Påminnelser er nå slått av for ${sets[0]!.name}.`);
    expect(await t.sql('SELECT reminders_enabled FROM reminder_settings WHERE user_uuid = $1', [users.on])).toEqual([{ reminders_enabled: false }]);
    const again = await visitor.get(`${link.pathname}${link.search}`);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(`Påminnelser er nå slått av for ${sets[0]!.name}.`);
    expect(await t.sql('SELECT reminders_enabled FROM reminder_settings WHERE user_uuid = $1', [users.on])).toEqual([{ reminders_enabled: false }]);
    // a later deadline of the same job is a new event: only parents with reminders on hear of it
    await t.sql(`UPDATE jobs SET yearbook_selection_expires_at = yearbook_selection_expires_at + interval '1 day' WHERE uuid = $1`, [job]);
    await runReminders();
    expect(await mailsTo('reminder.on@example.com')).toHaveLength(2);
  });

  it('answers a bad or expired link with a page saying so, never a 500, and changes nothing', async () => {
    await t.sql('UPDATE reminder_settings SET reminders_enabled = true WHERE user_uuid = $1', [users.on]);
    const visitor = t.client();
    for (const token of ['', 'nonsense', 'a.b.c', `${'x'.repeat(5000)}`]) {
      const res = await visitor.get(`${UNSUBSCRIBE_PATH}?token=${token}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('This unsubscribe link is not valid.');
    }
    const [mail] = await mailsTo('reminder.on@example.com');
    const token = /token=(\S+)/.exec(mail!.text)![1]!;
    const tampered = `${token.split('.')[0]}x.${token.split('.')[1]}`;
    expect((await visitor.get(`${UNSUBSCRIBE_PATH}?token=${tampered}`)).body).toContain('This unsubscribe link is not valid.');
    const old = await unsubscribeToken(t.app.shop.db, users.on!, [sets[0]!.uuid], new Date(Date.now() - 365 * 86_400_000));
    const expired = await visitor.get(`${UNSUBSCRIBE_PATH}?token=${old}`);
    expect(expired.statusCode).toBe(200);
    expect(expired.body).toContain('This unsubscribe link has expired.');
    expect(await t.sql('SELECT reminders_enabled FROM reminder_settings WHERE user_uuid = $1', [users.on])).toEqual([{ reminders_enabled: true }]);
  });
});
