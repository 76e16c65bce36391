import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { DEMO_CODES } from '../demo/photojobs';
import { runCommandLine } from '../operator/run';
import { createTestApp, runDerivativeJobs, type TestApp } from '../testing/harness';
import { listJobs, QUEUES } from '../jobs';
import { derivativeProgress } from './derivatives';
import { CODE_ALPHABET, codeSecret, findSubjectByCode, hashCode, hashCodeFor } from './codes';
import { cutoutPath, derivativePath, sha256Hex } from './files';
import { importJob, ImportValidationError, type ImportSummary } from './import';
import { parseCsv } from './textfiles';
import { localStorage } from '../storage';

let t: TestApp;
let db: Db;
let work: string;
let filesDir: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'photojob-import-'));
  filesDir = join(work, 'files');
  // this file's jobs run on their own runner over filesDir (runDerivativeJobs), when a test says so
  t = await createTestApp({ sharedSeed: true, overrides: { jobs: { work: false } } });
  db = t.app.shop.db;
});
afterAll(async () => {
  await t?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** A distinct image: a flat colour with an ellipse (a head, roughly) where `seed` says. */
async function drawImage(path: string, w: number, h: number, seed: number, opts: { orientation?: number; png?: boolean; mask?: boolean } = {}) {
  mkdirSync(join(path, '..'), { recursive: true });
  const hue = (seed * 47) % 360;
  const svg = opts.mask
    ? `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#000"/><ellipse cx="${w / 2}" cy="${h / 2}" rx="${w / 4}" ry="${h / 3}" fill="#fff"/></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="hsl(${hue},40%,70%)"/><ellipse cx="${w / 2 + seed}" cy="${h / 2}" rx="${w / 4}" ry="${h / 3}" fill="hsl(${(hue + 180) % 360},50%,40%)"/></svg>`;
  let img = sharp(Buffer.from(svg));
  if (opts.mask) img = img.greyscale();
  if (opts.orientation) img = img.withMetadata({ orientation: opts.orientation });
  await (opts.png || opts.mask ? img.png() : img.jpeg({ quality: 85 })).toFile(path);
}

const JOB = {
  key: 'test-school-2026',
  name: 'Test School 2026',
  year: 2026,
  photographer: { name: 'Test Photo', logo: 'logo.png' },
  jobType: 'school',
  inWebshop: true,
  yearbookPoses: [{ name: 'Portrait', instructions: 'Look at the camera' }, { name: 'Casual' }],
  yearbookSelection: { days: 30 },
  greenScreenBackgrounds: ['backgrounds/blue.jpg'],
};

const SUBJECTS = `key,name,group,code,favourites,yearbook
anna,Anna Test,5B,abc-123 456,yes,yes
bo,Bo Test,5B,,no,yes
cai,"Cai, Test",2A,,,
`;

const PICTURES = `subject,file,type,greenscreen,mask,group,clientRef,keywords
anna,anna/1.jpg,IP,,,,A-1,retouched
anna,anna/2.jpg,IP,yes,anna/2-mask.png,,,
anna,group.jpg,GP,,,,,
bo,bo/1.jpg,ip,,,,,
bo,group.jpg,GP,,,,,
cai,cai/rotated.jpg,IP,,,,,
`;

async function makeFolder(name: string): Promise<string> {
  const folder = join(work, name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'job.json'), JSON.stringify(JOB, null, 2));
  writeFileSync(join(folder, 'subjects.csv'), SUBJECTS);
  writeFileSync(join(folder, 'pictures.csv'), PICTURES);
  await Promise.all([
    drawImage(join(folder, 'pictures/anna/1.jpg'), 1000, 1250, 1),
    drawImage(join(folder, 'pictures/anna/2.jpg'), 1000, 1250, 2),
    drawImage(join(folder, 'pictures/anna/2-mask.png'), 1000, 1250, 0, { mask: true }),
    drawImage(join(folder, 'pictures/group.jpg'), 1600, 1000, 3),
    drawImage(join(folder, 'pictures/bo/1.jpg'), 1000, 1250, 4),
    // stored landscape, shown portrait (EXIF orientation 6)
    drawImage(join(folder, 'pictures/cai/rotated.jpg'), 1250, 1000, 5, { orientation: 6 }),
    drawImage(join(folder, 'backgrounds/blue.jpg'), 1200, 1500, 6),
    drawImage(join(folder, 'logo.png'), 480, 160, 7, { png: true }),
  ]);
  return folder;
}

const rowsOf = async (job: string) => ({
  subjects: await t.sql<{ uuid: string; import_key: string; name: string; code_hash: string }>(
    'SELECT uuid, import_key, name, code_hash FROM subjects WHERE job = $1 ORDER BY import_key',
    [job],
  ),
  pictures: await t.sql<{
    uuid: string;
    import_key: string;
    webshop_id: number;
    width: number;
    height: number;
    sha256: string;
    original_path: string;
    picture_type: string;
    group_picture: boolean;
    greenscreen: boolean;
    mask_sha256: string | null;
    keywords: string[];
    client_ref: string;
  }>('SELECT p.* FROM pictures p JOIN subjects s ON s.uuid = p.subject WHERE s.job = $1 ORDER BY p.webshop_id', [job]),
});

/** Every value in every table of the test's database, as text. */
async function wholeDatabase(): Promise<string> {
  const tables = await t.sql<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
  );
  let all = '';
  for (const { table_name } of tables) all += JSON.stringify(await t.sql(`SELECT * FROM "${table_name}"`));
  return all;
}

async function widthOf(relative: string) {
  return sharp(join(filesDir, relative)).metadata();
}

describe('importJob', () => {
  let folder: string;
  let first: ImportSummary;
  let codesOut: string;

  beforeAll(async () => {
    folder = await makeFolder('job');
    codesOut = join(work, 'codes.csv');
    first = await importJob(db, { storage: localStorage(filesDir) }, folder, { portal: 'fjord', codesOut });
  });

  it('queues the derivatives as jobs, one per unit of content, and counts them made once the jobs have run', async () => {
    // 5 picture files and 1 background; the green-screen picture's cut-out and its composite on the background
    expect(first.files).toEqual({ originals: 8, derivativesQueued: 8 });
    expect(await derivativeProgress(db, first.job.uuid)).toEqual({ done: 0, total: 8 });
    const queued = (await listJobs(db, ['created'])).filter((j) => j.queue === QUEUES.derivatives.name);
    expect(queued.map((j) => j.key?.split(':')[0]).sort()).toEqual(['composite', 'cutout', 'image', 'image', 'image', 'image', 'image', 'image']);
    // nothing made yet: the storage has originals only
    expect(existsSync(join(filesDir, 'derivatives'))).toBe(false);
    await runDerivativeJobs(t.app.shop.database, localStorage(filesDir));
    expect(await derivativeProgress(db, first.job.uuid)).toEqual({ done: 8, total: 8 });
    expect((await listJobs(db, ['created', 'retry', 'active', 'failed'])).filter((j) => j.queue === QUEUES.derivatives.name)).toEqual([]);
  });

  it('creates the job, its poses, background, subjects and pictures', async () => {
    expect(first).toMatchObject({
      portal: 'fjord',
      dryRun: false,
      jobs: { created: 1, updated: 0, unchanged: 0 },
      photographers: { created: 1 },
      poses: { created: 2 },
      backgrounds: { created: 1 },
      subjects: { created: 3, updated: 0, unchanged: 0 },
      pictures: { created: 6, updated: 0, unchanged: 0 },
      codesGenerated: 2,
      codesFile: codesOut,
    });
    const [job] = await t.sql<{
      name: string;
      year: number;
      created_at: Date;
      yearbook_selection_expires_at: Date;
      has_been_in_webshop: boolean;
      is_archived: boolean;
    }>('SELECT * FROM jobs WHERE uuid = $1', [first.job.uuid]);
    expect(job).toMatchObject({ name: 'Test School 2026', year: 2026, has_been_in_webshop: true, is_archived: false });
    expect(new Date(job!.yearbook_selection_expires_at).getTime() - new Date(job!.created_at).getTime()).toBe(30 * 86_400_000);
    const poses = await t.sql('SELECT name, instructions, sort FROM job_yearbook_poses WHERE job = $1 ORDER BY sort', [first.job.uuid]);
    expect(poses).toEqual([
      { name: 'Portrait', instructions: 'Look at the camera', sort: 1 },
      { name: 'Casual', instructions: '', sort: 2 },
    ]);

    const { subjects, pictures } = await rowsOf(first.job.uuid);
    expect(subjects.map((s) => s.name)).toEqual(['Anna Test', 'Bo Test', 'Cai, Test']);
    expect(pictures.map((p) => [p.import_key, p.picture_type, p.group_picture, p.greenscreen])).toEqual([
      ['anna/1.jpg', 'IP', false, false],
      ['anna/2.jpg', 'IP', false, true],
      ['group.jpg', 'GP', true, false],
      ['bo/1.jpg', 'IP', false, false],
      ['group.jpg', 'GP', true, false],
      ['cai/rotated.jpg', 'IP', false, false],
    ]);
    expect(pictures[0]).toMatchObject({ client_ref: 'A-1', keywords: ['retouched'] });
    expect(pictures[3]!.client_ref).toBe('1');
    // webshop ids: unique on the portal, after the ones the demo jobs have
    const ids = pictures.map((p) => p.webshop_id);
    expect(new Set(ids).size).toBe(6);
    const [{ n }] = (await t.sql<{ n: number }>("SELECT count(DISTINCT webshop_id)::int AS n FROM pictures WHERE portal = 'fjord'")) as [{ n: number }];
    const [{ m }] = (await t.sql<{ m: number }>("SELECT count(*)::int AS m FROM pictures WHERE portal = 'fjord'")) as [{ m: number }];
    expect(n).toBe(m);
    // EXIF orientation applied: stored landscape, shown portrait
    expect(pictures[5]).toMatchObject({ width: 1000, height: 1250 });
  });

  it('keeps the originals unchanged, named by their hash', async () => {
    const { pictures } = await rowsOf(first.job.uuid);
    for (const p of pictures) {
      expect(p.original_path).toBe(`originals/fjord/test-school-2026/${p.sha256}.jpg`);
      const kept = readFileSync(join(filesDir, p.original_path));
      expect(sha256Hex(kept)).toBe(p.sha256);
      expect(kept.equals(readFileSync(join(folder, 'pictures', p.import_key)))).toBe(true);
    }
    const [photographer] = await t.sql<{ logo: string }>("SELECT logo FROM photographers WHERE name = 'Test Photo'");
    expect(existsSync(join(filesDir, photographer!.logo))).toBe(true);
    const [bg] = await t.sql<{ file: string; width: number }>('SELECT file, width FROM green_screen_backgrounds WHERE job = $1', [first.job.uuid]);
    expect(existsSync(join(filesDir, bg!.file))).toBe(true);
    expect(bg!.width).toBe(1200);
  });

  it('makes the derivatives at 320, 640 and 800 wide, a 120 box thumbnail, and cut-outs with alpha', async () => {
    const { pictures } = await rowsOf(first.job.uuid);
    const anna = pictures[0]!;
    for (const width of [320, 640, 800] as const) {
      for (const format of ['jpeg', 'webp'] as const) {
        const meta = await widthOf(derivativePath(anna.sha256, width, format));
        expect(meta).toMatchObject({ width, height: width * 1.25, format });
      }
    }
    const thumb = await widthOf(derivativePath(anna.sha256, 'thumb', 'jpeg'));
    expect([thumb.width, thumb.height]).toEqual([96, 120]);
    const group = await widthOf(derivativePath(pictures[2]!.sha256, 'thumb', 'webp'));
    expect([group.width, group.height]).toEqual([120, 75]);
    // orientation applied in the derivatives too
    const rotated = await widthOf(derivativePath(pictures[5]!.sha256, 320, 'jpeg'));
    expect([rotated.width, rotated.height]).toEqual([320, 400]);

    const green = pictures[1]!;
    const cut = await widthOf(cutoutPath(green.sha256, green.mask_sha256!, 640, 'png'));
    expect(cut).toMatchObject({ width: 640, height: 800, channels: 4, hasAlpha: true });
    // outside the mask transparent, inside opaque
    const { data, info } = await sharp(join(filesDir, cutoutPath(green.sha256, green.mask_sha256!, 320, 'png')))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
    expect(alphaAt(5, 5)).toBe(0);
    expect(alphaAt(160, 200)).toBe(255);
    expect(existsSync(join(filesDir, cutoutPath(green.sha256, green.mask_sha256!, 'thumb', 'webp')))).toBe(true);
  });

  it('writes the generated codes to the CSV only, and stores hashes', async () => {
    const table = parseCsv(readFileSync(codesOut, 'utf8'), 'codes.csv', [])!;
    expect(table.header).toEqual(['key', 'name', 'group', 'job', 'code']);
    expect(table.rows.map((r) => [r.values.key, r.values.name, r.values.group, r.values.job])).toEqual([
      ['bo', 'Bo Test', '5B', 'Test School 2026'],
      ['cai', 'Cai, Test', '2A', 'Test School 2026'],
    ]);
    const codes = table.rows.map((r) => r.values.code!);
    const alphabet = new RegExp(`^[${CODE_ALPHABET}]{10}$`);
    for (const code of codes) expect(code).toMatch(alphabet);

    const dump = await wholeDatabase();
    for (const code of [...codes, 'ABC123456', 'abc-123 456', ...Object.values(DEMO_CODES)]) expect(dump).not.toContain(code);
    const { subjects } = await rowsOf(first.job.uuid);
    // HMAC-SHA256 under the database's secret (generated once, kept in the secrets table)
    const secret = await codeSecret(db);
    expect(secret.length).toBe(32);
    expect(subjects[0]!.code_hash).toBe(hashCode('ABC123456', secret));
    expect(subjects[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    // CODE_SECRET, when set, is the key instead
    process.env.CODE_SECRET = 'from-the-environment';
    try {
      expect(await hashCodeFor(db, 'abc-123456')).toBe(hashCode('ABC123456', Buffer.from('from-the-environment')));
    } finally {
      delete process.env.CODE_SECRET;
    }

    const found = await findSubjectByCode(db, codes[1]!.toLowerCase().replace(/(.{5})/, '$1-'));
    expect(found).toMatchObject({ subject: { name: 'Cai, Test', groupName: '2A' }, job: { name: 'Test School 2026' }, portal: { key: 'fjord' } });
    expect((await findSubjectByCode(db, ' abc 123-456 '))?.subject.name).toBe('Anna Test');
  });

  it('changes nothing on a rerun: same rows, no new files, no new codes', async () => {
    const before = await rowsOf(first.job.uuid);
    const filesBefore = readdirSync(filesDir, { recursive: true }).length;
    const again = await importJob(db, { storage: localStorage(filesDir) }, folder, { portal: 'fjord', codesOut: join(work, 'codes-again.csv') });
    expect(again).toMatchObject({
      job: { uuid: first.job.uuid },
      jobs: { created: 0, updated: 0, unchanged: 1 },
      photographers: { created: 0, updated: 0, unchanged: 1 },
      poses: { created: 0, updated: 0, unchanged: 2 },
      backgrounds: { created: 0, updated: 0, unchanged: 1 },
      subjects: { created: 0, updated: 0, unchanged: 3 },
      pictures: { created: 0, updated: 0, unchanged: 6 },
      codesGenerated: 0,
      codesFile: null,
      files: { originals: 0, derivativesQueued: 0 },
    });
    expect(await rowsOf(first.job.uuid)).toEqual(before);
    expect(readdirSync(filesDir, { recursive: true }).length).toBe(filesBefore);
    expect(existsSync(join(work, 'codes-again.csv'))).toBe(false);
  });

  it('updates a changed row and only that one; a new picture gets the next webshop id', async () => {
    const changed = join(work, 'job-changed');
    cpSync(folder, changed, { recursive: true });
    writeFileSync(join(changed, 'subjects.csv'), SUBJECTS.replace('Bo Test', 'Bo Changed'));
    await drawImage(join(changed, 'pictures/bo/2.jpg'), 1000, 1250, 9);
    writeFileSync(join(changed, 'pictures.csv'), `${PICTURES}bo,bo/2.jpg,IP,,,,,\n`);
    const before = await rowsOf(first.job.uuid);
    const result = await importJob(db, { storage: localStorage(filesDir) }, changed, { portal: 'fjord' });
    expect(result).toMatchObject({ subjects: { created: 0, updated: 1, unchanged: 2 }, pictures: { created: 1, updated: 0, unchanged: 6 }, codesGenerated: 0 });
    const after = await rowsOf(first.job.uuid);
    expect(after.subjects.map((s) => [s.uuid, s.name])).toEqual(before.subjects.map((s) => [s.uuid, s.name === 'Bo Test' ? 'Bo Changed' : s.name]));
    expect(after.subjects.map((s) => s.code_hash)).toEqual(before.subjects.map((s) => s.code_hash));
    const [{ top }] = (await t.sql<{ top: number }>("SELECT max(webshop_id) AS top FROM pictures WHERE portal = 'fjord'")) as [{ top: number }];
    expect(after.pictures.at(-1)).toMatchObject({ import_key: 'bo/2.jpg', webshop_id: top });
  });

  it('checks only, writing nothing, on a dry run', async () => {
    const dry = await makeFolder('job-dry');
    const json = JSON.parse(readFileSync(join(dry, 'job.json'), 'utf8'));
    writeFileSync(join(dry, 'job.json'), JSON.stringify({ ...json, key: 'dry-run-job' }));
    writeFileSync(join(dry, 'subjects.csv'), SUBJECTS.replace('abc-123 456', 'DRYRUN01'));
    const jobsBefore = await t.sql('SELECT uuid FROM jobs ORDER BY uuid');
    const dryFiles = join(work, 'dry-files');
    const preview = await importJob(db, { storage: localStorage(dryFiles) }, dry, { portal: 'fjord', dryRun: true });
    expect(preview).toMatchObject({
      dryRun: true,
      jobs: { created: 1 },
      subjects: { created: 3 },
      pictures: { created: 6 },
      codesGenerated: 2,
      files: { originals: 0, derivativesQueued: 0 },
    });
    expect(await t.sql('SELECT uuid FROM jobs ORDER BY uuid')).toEqual(jobsBefore);
    expect(existsSync(dryFiles)).toBe(false);
    expect(readdirSync(dry).filter((f) => f.startsWith('generated-codes'))).toEqual([]);
  });
});

describe('importJob validation', () => {
  let folder: string;
  let emptyFiles: string;

  beforeAll(async () => {
    folder = await makeFolder('broken');
    emptyFiles = join(work, 'broken-files');
  });

  /** The last refused import's problems as they are (kind and values too). */
  let refused: ImportValidationError['problems'] = [];
  async function problemsOf(dir: string): Promise<string[]> {
    const jobsBefore = await t.sql('SELECT count(*)::int AS n FROM jobs');
    const subjectsBefore = await t.sql('SELECT count(*)::int AS n FROM subjects');
    const picturesBefore = await t.sql('SELECT count(*)::int AS n FROM pictures');
    try {
      await importJob(db, { storage: localStorage(emptyFiles) }, dir, { portal: 'fjord' });
    } catch (err) {
      expect(err).toBeInstanceOf(ImportValidationError);
      // nothing written: no rows, no files, no codes file
      expect(await t.sql('SELECT count(*)::int AS n FROM jobs')).toEqual(jobsBefore);
      expect(await t.sql('SELECT count(*)::int AS n FROM subjects')).toEqual(subjectsBefore);
      expect(await t.sql('SELECT count(*)::int AS n FROM pictures')).toEqual(picturesBefore);
      expect(existsSync(emptyFiles)).toBe(false);
      expect(readdirSync(dir).filter((f) => f.startsWith('generated-codes'))).toEqual([]);
      refused = (err as ImportValidationError).problems;
      return refused.map((p) => `${p.file}:${p.line}: ${p.message}`);
    }
    throw new Error('the import did not stop');
  }

  it('names the file and line of every problem and writes nothing', async () => {
    const job = { ...JOB, year: '2026', yearbookPoses: [{ name: 'Portrait' }, { name: 'Portrait' }], colour: 'blue' };
    writeFileSync(join(folder, 'job.json'), JSON.stringify(job, null, 2));
    writeFileSync(
      join(folder, 'subjects.csv'),
      `key,name,group,code,favourites
anna,Anna Test,5B,EMMA2026,yes
bo,Bo Test,5B,,maybe
anna,Anna Again,5B,,
dan,,5B,x!,
`,
    );
    writeFileSync(
      join(folder, 'pictures.csv'),
      `subject,file,type,greenscreen,mask
anna,anna/1.jpg,XP,,
nobody,anna/1.jpg,IP,,
bo,missing.jpg,IP,,
bo,corrupt.jpg,IP,,
bo,notes.txt,IP,,
anna,anna/2.jpg,IP,yes,
anna,../../etc/passwd,IP,,
bo,bo/1.jpg,IP,,
bo,bo/1.jpg,SFP,,
`,
    );
    writeFileSync(join(folder, 'pictures', 'corrupt.jpg'), Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]));
    writeFileSync(join(folder, 'pictures', 'notes.txt'), 'not a picture');

    const problems = await problemsOf(folder);
    expect(problems).toEqual([
      'job.json:4: year: Invalid type: Expected number but received "2026"',
      "job.json:16: the yearbook pose 'Portrait' is listed twice (also pose 1)",
      "job.json:25: unknown field 'colour'",
      "pictures.csv:2: unknown type 'XP' (IP, SFP or GP)",
      "pictures.csv:3: unknown subject key 'nobody' (not in subjects.csv)",
      'pictures.csv:4: pictures/missing.jpg: file not found',
      expect.stringMatching(/^pictures\.csv:5: pictures\/corrupt\.jpg: is not a readable image/),
      expect.stringMatching(/^pictures\.csv:6: pictures\/notes\.txt: is not a readable image/),
      'pictures.csv:7: a green-screen picture needs its mask (column mask: a greyscale PNG, white = subject)',
      "pictures.csv:8: the file '../../etc/passwd' must be a path inside pictures/ (no '..', no leading '/')",
      "pictures.csv:10: 'bo/1.jpg' is listed twice for the subject 'bo' (also line 9)",
      "subjects.csv:3: favourites: 'maybe' is not yes or no",
      "subjects.csv:4: the key 'anna' is used twice (also line 2)",
      'subjects.csv:5: the name is empty',
      "subjects.csv:5: the code 'x!' is not valid (6 to 32 letters and digits; spaces and dashes are ignored)",
    ]);
    // each with its kind and what its text needs, for the studio to word it (decision 0101)
    expect(refused.map((p) => p.kind)).toEqual([
      'number',
      'pose_twice',
      'unknown_field',
      'unknown_type',
      'unknown_subject',
      'image_missing',
      'image_damaged',
      'image_damaged',
      'mask_needed',
      'path_outside',
      'picture_twice',
      'not_yes_no',
      'value_twice',
      'empty',
      'code_invalid',
    ]);
    expect(refused[0]!.values).toEqual({ field: 'year' });
    expect(refused[2]!.values).toEqual({ path: 'colour' });
    expect(refused[10]!.values).toEqual({ value: 'bo/1.jpg', subject: 'bo', other: 9 });
    expect(refused[11]!.values).toEqual({ column: 'favourites', value: 'maybe' });
    expect(refused[12]!.values).toEqual({ column: 'key', value: 'anna', other: 2 });
    // the demo's EMMA2026 is checked only once the files are right: fix them and it shows
  });

  it('refuses a code that belongs to another subject, and names missing files and columns', async () => {
    const dir = await makeFolder('taken');
    writeFileSync(join(dir, 'subjects.csv'), SUBJECTS.replace('abc-123 456', 'emma-2026'));
    expect(await problemsOf(dir)).toEqual(["subjects.csv:2: the code 'EMMA2026' already belongs to another subject"]);

    writeFileSync(join(dir, 'subjects.csv'), 'key,nom\nanna,Anna\n');
    rmSync(join(dir, 'pictures.csv'));
    expect(await problemsOf(dir)).toEqual([
      'pictures.csv:0: missing',
      "subjects.csv:1: the column 'name' is missing (columns: key, name, group, code, favourites, yearbook, editable)",
      "subjects.csv:1: unknown column 'nom' (columns: key, name, group, code, favourites, yearbook, editable)",
    ]);
  });

  it('reports JSON syntax errors with their line and a mask of the wrong size', async () => {
    const dir = await makeFolder('syntax');
    writeFileSync(join(dir, 'job.json'), '{\n  "name": "X",\n  "year": 2026,,\n}\n');
    await drawImage(join(dir, 'pictures/anna/2-mask.png'), 500, 500, 0, { mask: true });
    expect(await problemsOf(dir)).toEqual([
      'job.json:3: not valid JSON: unexpected \',\', expected a "key"',
      'pictures.csv:3: the mask anna/2-mask.png is 500x500, the picture anna/2.jpg is 1000x1250: they must be the same size',
    ]);
  });
});

describe('pnpm operator import-job', () => {
  it("imports a folder given relative to the operator's directory and prints the summary", async () => {
    const dir = await makeFolder('cli-job');
    const json = JSON.parse(readFileSync(join(dir, 'job.json'), 'utf8'));
    writeFileSync(join(dir, 'job.json'), JSON.stringify({ ...json, key: 'cli-job' }));
    writeFileSync(join(dir, 'subjects.csv'), SUBJECTS.replace('abc-123 456', 'CLI-CODE-1'));
    const out: string[] = [];
    const ctx = { db, repoRoot: t.repoRoot, storage: localStorage(filesDir), filesDir, cwd: work, out: (line: string) => out.push(line) };
    expect(await runCommandLine(['import-job', 'cli-job', '--portal', 'fjord', '--codes-out', 'cli-codes.csv'], ctx)).toBe(0);
    expect(out.join('\n')).toContain("job 'Test School 2026' (key cli-job) on portal fjord: created");
    expect(out.join('\n')).toContain('subjects:    3 created, 0 updated, 0 unchanged');
    expect(out.join('\n')).toContain(`2 codes generated: ${join(work, 'cli-codes.csv')}`);
    expect(existsSync(join(work, 'cli-codes.csv'))).toBe(true);

    out.length = 0;
    expect(await runCommandLine(['import-job', 'cli-job', '--portal', 'fjord', '--codes-out', 'cli-codes.csv'], ctx)).toBe(0);
    expect(out.join('\n')).toContain('pictures:    0 created, 0 updated, 6 unchanged');
    expect(out.join('\n')).toContain('no codes generated');

    out.length = 0;
    expect(await runCommandLine(['import-job', 'nowhere', '--portal', 'fjord'], ctx)).toBe(1);
    expect(out.join('\n')).toContain('nowhere: is not a folder');
    out.length = 0;
    expect(await runCommandLine(['import-job', 'cli-job', '--portal', 'nope'], ctx)).toBe(1);
    expect(out.join('\n')).toContain("There is no portal 'nope'");
    out.length = 0;
    expect(await runCommandLine(['import-job'], ctx)).toBe(1);
    expect(out.join('\n')).toContain('Usage: pnpm operator import-job <folder>');
  });
});
