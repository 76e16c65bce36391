/**
 * Photo jobs in the studio (issue 32), against the real server and database: a job folder's zip sent with
 * tus (in two pieces, resumed where it stopped), its dry run in the background listing every problem with
 * file and line and writing nothing, the corrected zip imported in the background with its progress in
 * the database, a rerun changing nothing, the codes for the letters, the job's changes in the audit log,
 * and the refusals: not a zip, too large, a path leaving the folder, another portal.
 */
import { PHOTO_JOB_UPLOAD_RULES } from '@shop/contracts';
import { type Zippable, zipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { browser } from '../access/testing';
import { QUEUES } from '../jobs';
import { staffBrowser, type StaffBrowser, studioTestApp } from './testing';

const studio = studioTestApp();

const TUS = PHOTO_JOB_UPLOAD_RULES.tusPath;
const settle = () => studio.t.app.shop.jobs.settle([QUEUES.photoJobCheck, QUEUES.photoJobImport, QUEUES.derivatives], 60_000);
const auditKinds = async () => (await studio.t.sql<{ kind: string }>("SELECT kind FROM audit_log WHERE kind LIKE 'photojob.%' ORDER BY id")).map((r) => r.kind);

const picture = (seed: number) =>
  sharp({ create: { width: 200, height: 300, channels: 3, background: { r: (seed * 40) % 255, g: 120, b: (seed * 90) % 255 } } })
    .jpeg()
    .toBuffer();

const JOB = {
  key: 'studio-school-2026',
  name: 'Studio School 2026',
  year: 2026,
  photographer: { name: 'Fjord Portraits' },
  jobType: 'school',
  inWebshop: false,
};
const GOOD_SUBJECTS = 'key,name,group,code\nida,Ida Studio,3A,\nole,Ole Studio,3A,\n';
// line 3: a yes/no column with neither
const BAD_SUBJECTS = 'key,name,group,code,favourites\nida,Ida Studio,3A,,yes\nole,Ole Studio,3A,,perhaps\n';
const PICTURES = 'subject,file,type\nida,ida/1.jpg,IP\nida,class.jpg,GP\nole,class.jpg,GP\n';

async function jobZip(subjects: string, opts: { top?: string; extra?: Zippable } = {}): Promise<Buffer> {
  const files: Zippable = {
    'job.json': new TextEncoder().encode(JSON.stringify(JOB)),
    'subjects.csv': new TextEncoder().encode(subjects),
    'pictures.csv': new TextEncoder().encode(PICTURES),
    'pictures/ida/1.jpg': [await picture(1), { level: 0 }],
    'pictures/class.jpg': [await picture(2), { level: 0 }],
    ...opts.extra,
  };
  return Buffer.from(zipSync(opts.top ? { [opts.top]: files } : files));
}

const meta = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

/** Creates a tus upload and sends `bytes` in two PATCHes (asking how far it got in between, as a resumed upload does). */
async function upload(b: StaffBrowser, bytes: Buffer, fields: Record<string, string> = { portal: 'fjord', filename: 'job.zip' }): Promise<string> {
  const created = await b.request({
    method: 'POST',
    url: TUS,
    headers: { 'tus-resumable': '1.0.0', 'upload-length': String(bytes.length), 'upload-metadata': meta(fields) },
  });
  expect(created.statusCode, created.body).toBe(201);
  const location = String(created.headers.location);
  expect(location).toMatch(new RegExp(`^${TUS}/[0-9a-f]{32}$`));
  const half = Math.floor(bytes.length / 2);
  const patch = (offset: number, chunk: Buffer) =>
    b.request({
      method: 'PATCH',
      url: location,
      headers: { 'tus-resumable': '1.0.0', 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      payload: chunk,
    });
  expect((await patch(0, bytes.subarray(0, half))).statusCode).toBe(204);
  const head = await b.request({ method: 'HEAD', url: location, headers: { 'tus-resumable': '1.0.0' } });
  expect(head.headers['upload-offset']).toBe(String(half));
  expect((await patch(half, bytes.subarray(half))).statusCode).toBe(204);
  return location.split('/').pop()!;
}

async function checked(b: StaffBrowser, uploadId: string) {
  const created = await b.post('/api/studio/portals/fjord/photo-job-imports', { uploadId });
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json().state).toBe('checking');
  await settle();
  return (await b.get(`/api/studio/portals/fjord/photo-job-imports/${created.json().uuid}`)).json();
}

describe('a job folder uploaded, checked and imported in the background', () => {
  let jobUuid: string;
  let codes: string[];

  it('lists every problem of a wrong line with its file and line, and writes nothing', async () => {
    const before = await studio.t.sql('SELECT count(*)::int AS n FROM subjects');
    const result = await checked(studio.operator, await upload(studio.operator, await jobZip(BAD_SUBJECTS, { top: 'studio-school-2026' })));
    expect(result.state).toBe('problems');
    expect(result.problems).toEqual([
      {
        file: 'subjects.csv',
        line: 3,
        message: "favourites: 'perhaps' is not yes or no",
        kind: 'not_yes_no',
        values: { column: 'favourites', value: 'perhaps' },
      },
    ]);
    expect(await studio.t.sql('SELECT count(*)::int AS n FROM subjects')).toEqual(before);
    expect(await studio.t.sql("SELECT uuid FROM jobs WHERE import_key = 'studio-school-2026'")).toEqual([]);
    // the import cannot start
    const start = await studio.operator.post(`/api/studio/portals/fjord/photo-job-imports/${result.uuid}/start`);
    expect(start.statusCode).toBe(409);
  });

  it('checks the corrected zip, imports it with its progress, and keeps the codes for the letters', async () => {
    const uploadId = await upload(studio.operator, await jobZip(GOOD_SUBJECTS));
    const ready = await checked(studio.operator, uploadId);
    expect(ready).toMatchObject({
      state: 'ready',
      problems: [],
      outcome: { job: { key: 'studio-school-2026' }, subjects: { created: 2 }, pictures: { created: 3 }, codesGenerated: 2 },
      progress: { picturesRead: { done: 2, total: 2 } },
    });
    expect(await studio.t.sql("SELECT uuid FROM jobs WHERE import_key = 'studio-school-2026'")).toEqual([]);
    const started = await studio.operator.post(`/api/studio/portals/fjord/photo-job-imports/${ready.uuid}/start`);
    expect(started.json().state).toBe('queued');
    // starting twice starts it once
    expect((await studio.operator.post(`/api/studio/portals/fjord/photo-job-imports/${ready.uuid}/start`)).json().state).toMatch(/queued|importing|done/);
    await settle();
    const done = (await studio.operator.get(`/api/studio/portals/fjord/photo-job-imports/${ready.uuid}`)).json();
    expect(done).toMatchObject({
      state: 'done',
      progress: { picturesRead: { done: 2, total: 2 }, derivativesMade: { done: 2, total: 2 } },
      outcome: { subjects: { created: 2 }, pictures: { created: 3 }, codesGenerated: 2 },
    });
    jobUuid = done.jobUuid;
    const list = (await studio.operator.get('/api/studio/portals/fjord/photo-jobs')).json();
    expect(list.jobs.find((j: { uuid: string }) => j.uuid === jobUuid)).toMatchObject({
      key: 'studio-school-2026',
      state: 'not_in_shop',
      subjects: 2,
      pictures: 3,
      codesUsed: 0,
      orders: 0,
      codesForLetters: 2,
    });
    expect(list.imports[0].uuid).toBe(ready.uuid);

    const csv = await studio.operator.get(`/api/studio/portals/fjord/photo-jobs/${jobUuid}/codes.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('key,name,group,job,code');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 4).join(','))).toEqual([
      'ida,Ida Studio,3A,Studio School 2026',
      'ole,Ole Studio,3A,Studio School 2026',
    ]);
    codes = lines.slice(1).map((l) => l.split(',')[4]!);
    expect(codes.every((c) => /^[2-9A-HJKMNP-Z]{10}$/.test(c))).toBe(true);
    // the zip is gone once imported; the originals are kept
    expect(await studio.t.app.shop.storage.head(`photo-job-uploads/${uploadId}`)).toBeNull();
    const originals = await studio.t.app.shop.storage.list('originals/fjord/studio-school-2026/');
    expect(originals).toHaveLength(2);
  });

  it('changes nothing when the same folder comes again', async () => {
    const rows = async () => studio.t.sql('SELECT uuid, code_hash FROM subjects WHERE job = $1 ORDER BY uuid', [jobUuid]);
    const before = await rows();
    const again = await checked(studio.operator, await upload(studio.operator, await jobZip(GOOD_SUBJECTS)));
    expect(again.outcome).toMatchObject({
      subjects: { created: 0, updated: 0, unchanged: 2 },
      pictures: { created: 0, updated: 0, unchanged: 3 },
      codesGenerated: 0,
    });
    await studio.operator.post(`/api/studio/portals/fjord/photo-job-imports/${again.uuid}/start`);
    await settle();
    expect((await studio.operator.get(`/api/studio/portals/fjord/photo-job-imports/${again.uuid}`)).json().state).toBe('done');
    expect(await rows()).toEqual(before);
  });

  it('puts the job in the shop, sets the selection deadline and archives it, each once in the audit log', async () => {
    const change = (body: object) => studio.operator.post(`/api/studio/portals/fjord/photo-jobs/${jobUuid}`, body);
    const kindsBefore = await auditKinds();
    expect((await change({ change: 'put-in-shop' })).json()).toMatchObject({ state: 'in_shop', inShop: true });
    expect((await change({ change: 'put-in-shop' })).json().inShop).toBe(true);
    // a parent opens the pictures with a new code now
    const parent = await browser(studio.t);
    const verified = await parent.request({ url: `/ajax/prophoto/verify_subject_code.php?code=${codes[0]}`, csrf: parent.csrf ?? false });
    expect(verified.json()).toMatchObject({ valid: true });
    expect((await change({ change: 'selection-deadline', deadline: '2026-12-01T12:00:00.000Z' })).json()).toMatchObject({
      state: 'selection_deadline',
      selectionDeadline: '2026-12-01T12:00:00.000Z',
    });
    expect((await change({ change: 'archive' })).json().state).toBe('archived');
    expect((await change({ change: 'take-out-of-shop' })).json().inShop).toBe(false);
    expect((await auditKinds()).slice(kindsBefore.length)).toEqual(['photojob.shop', 'photojob.deadline', 'photojob.archive', 'photojob.shop']);
    const [entry] = await studio.t.sql<{ before: unknown; after: unknown }>(
      "SELECT before, after FROM audit_log WHERE kind = 'photojob.deadline' ORDER BY id DESC LIMIT 1",
    );
    expect(entry).toEqual({
      before: { job: 'studio-school-2026', selectionDeadline: null },
      after: { job: 'studio-school-2026', selectionDeadline: '2026-12-01T12:00:00.000Z' },
    });
    expect((await change({ change: 'selection-deadline', deadline: 'soon' })).statusCode).toBe(400);
  });
});

describe('refused with the reason', () => {
  it('a file that is not a zip, whatever its name', async () => {
    const id = await upload(studio.operator, Buffer.from('key,name\nida,Ida\n'));
    const res = await studio.operator.post('/api/studio/portals/fjord/photo-job-imports', { uploadId: id });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ field: 'body.uploadId', message: expect.stringMatching(/not a zip/) }]);
  });

  it('a name that is not .zip, and more than 5 GB, before a byte is stored', async () => {
    const create = (length: number, filename: string) =>
      studio.operator.request({
        method: 'POST',
        url: TUS,
        headers: { 'tus-resumable': '1.0.0', 'upload-length': String(length), 'upload-metadata': meta({ portal: 'fjord', filename }) },
      });
    const named = await create(100, 'job.json');
    expect(named.statusCode).toBe(400);
    expect(named.json().message).toMatch(/\.zip/);
    const large = await create(PHOTO_JOB_UPLOAD_RULES.maxBytes + 1, 'job.zip');
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toMatch(/5 GB/);
  });

  it('a path that leaves the folder (zip slip)', async () => {
    const evil = await jobZip(GOOD_SUBJECTS, { extra: { '../../evil.txt': new TextEncoder().encode('x') } });
    const result = await checked(studio.operator, await upload(studio.operator, evil, { portal: 'fjord', filename: 'evil.zip' }));
    expect(result.state).toBe('problems');
    expect(result.problems).toMatchObject([{ file: 'evil.zip', line: 0, message: expect.stringMatching(/leaves the folder/), kind: 'zip_path_leaves_folder' }]);
  });

  it("another portal's operator, a customer and a visitor", async () => {
    const id = await upload(studio.operator, await jobZip(GOOD_SUBJECTS));
    const club = await staffBrowser(studio.t, 'club');
    expect((await club.post('/api/studio/portals/fjord/photo-job-imports', { uploadId: id })).statusCode).toBe(404);
    expect((await club.post('/api/studio/portals/club/photo-job-imports', { uploadId: id })).statusCode).toBe(404);
    expect((await club.request({ method: 'HEAD', url: `${TUS}/${id}`, headers: { 'tus-resumable': '1.0.0' } })).statusCode).toBe(404);
    const clubCreate = await club.request({
      method: 'POST',
      url: TUS,
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '10', 'upload-metadata': meta({ portal: 'fjord', filename: 'job.zip' }) },
    });
    expect(clubCreate.statusCode).toBe(404);
    const visitor = await staffBrowser(studio.t);
    const asVisitor = await visitor.request({ method: 'POST', url: TUS, headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' } });
    expect(asVisitor.statusCode).toBe(401);
    const withoutCsrf = await studio.operator.request({
      method: 'POST',
      url: TUS,
      csrf: false,
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '10', 'upload-metadata': meta({ portal: 'fjord', filename: 'job.zip' }) },
    });
    expect(withoutCsrf.statusCode).toBe(403);
  });
});
