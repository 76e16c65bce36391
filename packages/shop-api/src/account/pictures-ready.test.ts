/**
 * Issue 34 item 3, the pictures-ready e-mail: when a job goes into the shop (its folder imported again
 * with inWebshop on), each parent with one of its sets in their account gets one e-mail in their language;
 * importing again sends nothing more, and a parent without its sets gets none.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../jobs';
import { importJob } from '../photojobs';
import { createTestApp, signIn, type TestApp } from '../testing/harness';

let t: TestApp;
let work: string;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
  work = mkdtempSync(join(tmpdir(), 'pictures-ready-'));
});
afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

const DEMO = 'fjordvik-school-2026-catch-up';

/** The demo's catch-up-day folder, with inWebshop as given, imported again. */
async function importCatchUp(inWebshop: boolean) {
  const folder = join(work, `${DEMO}-${inWebshop}`);
  cpSync(join(t.app.shop.config.filesDir, 'demo-jobs', DEMO), folder, { recursive: true });
  const jobFile = join(folder, 'job.json');
  writeFileSync(jobFile, JSON.stringify({ ...JSON.parse(readFileSync(jobFile, 'utf8')), inWebshop }, null, 2));
  return importJob(t.app.shop.db, { storage: t.app.shop.storage }, folder, { portal: 'fjord', codesOut: join(work, `codes-${Date.now()}.csv`) });
}

const mailsTo = (email: string) => t.sql<{ subject: string; text: string }>(`SELECT subject, text FROM outbox_emails WHERE "to" = $1`, [email]);

describe('pictures ready', () => {
  it('tells each parent with a set of the job once, in their language, when the job goes into the shop', async () => {
    const [olivia] = await t.sql<{ uuid: string }>(`SELECT s.uuid FROM subjects s JOIN jobs j ON j.uuid = s.job WHERE j.import_key = $1`, [DEMO]);
    const parents = [
      { email: 'olivia.mum@example.com', lang: 'nb' },
      { email: 'olivia.dad@example.com', lang: 'en' },
    ];
    for (const p of parents) {
      const user = await signIn(t, t.client(), p);
      await t.sql('INSERT INTO user_subjects (user_uuid, subject_uuid) VALUES ($1, $2)', [user, olivia!.uuid]);
    }
    await signIn(t, t.client(), { email: 'someone.else@example.com' });

    // still not in the shop: nothing
    await importCatchUp(false);
    await t.app.shop.jobs.settle([QUEUES.picturesReady]);
    expect(await mailsTo('olivia.mum@example.com')).toEqual([]);

    await importCatchUp(true);
    await t.app.shop.jobs.settle([QUEUES.picturesReady]);
    expect(await mailsTo('olivia.mum@example.com')).toEqual([
      {
        subject: 'Bildene dine er klare hos Fjord Portraits',
        text: expect.stringMatching(
          /^Hei Kari Nordmann,\n\nBildene av Olivia Berg \(Fjordvik School 2026 \(catch-up day\)\) er nå i nettbutikken\.\n\nSe dem her: http:\/\/localhost(:\d+)?\/my-account\/picture-sets\n/,
        ),
      },
    ]);
    expect(await mailsTo('olivia.dad@example.com')).toEqual([
      {
        subject: 'Your pictures are ready at Fjord Portraits',
        // with the unsubscribe link of the reminders (decision 0094)
        text: expect.stringMatching(
          /The pictures of Olivia Berg[\s\S]*No more e-mails like this for these picture sets: http:\/\/\S+\/api\/webshop\/unsubscribe\?token=[\w-]+\.[\w-]+$/,
        ),
      },
    ]);
    expect(await mailsTo('someone.else@example.com')).toEqual([]);

    // one job, done; imported again (still in the shop) nothing more is sent
    expect(await t.sql(`SELECT state::text FROM pgboss.job WHERE name = 'pictures-ready'`)).toEqual([{ state: 'completed' }]);
    await importCatchUp(true);
    await t.app.shop.jobs.settle([QUEUES.picturesReady]);
    expect(await mailsTo('olivia.mum@example.com')).toHaveLength(1);
    expect(await mailsTo('olivia.dad@example.com')).toHaveLength(1);
  }, 60_000);
});
