import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordCost, verifyPassword } from '../access';
import { CODE_ALPHABET, cutoutPath, derivativePath, findSubjectByCode, generateCode, normaliseCode } from '../photojobs';
import { createTestApp, type TestApp } from '../testing/harness';
import { seedDemo } from './seed';
import { DEMO_ACCOUNTS, DEMO_CODES } from './photojobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const subject = async (code: string) => {
  const found = await findSubjectByCode(t.app.shop.db, code);
  if (!found) throw new Error(`no subject for ${code}`);
  return found;
};
const picturesOf = (uuid: string) =>
  t.sql<{
    picture_type: string;
    greenscreen: boolean;
    group_picture: boolean;
    mask_path: string | null;
    mask_sha256: string | null;
    sha256: string;
    original_path: string;
    width: number;
    height: number;
  }>('SELECT * FROM pictures WHERE subject = $1 ORDER BY sort, webshop_id', [uuid]);
const typesOf = async (uuid: string) => {
  const count: Record<string, number> = {};
  for (const p of await picturesOf(uuid)) count[p.picture_type] = (count[p.picture_type] ?? 0) + 1;
  return count;
};
const userUuid = async (email: string) => (await t.sql<{ uuid: string }>("SELECT uuid FROM users WHERE portal = 'fjord' AND email = $1", [email]))[0]!.uuid;

describe('codes', () => {
  it('normalises what people type', () => {
    expect(normaliseCode('emma-2026 ')).toBe('EMMA2026');
    expect(normaliseCode(' Emma 2026\u00a0')).toBe('EMMA2026');
    expect(normaliseCode('emma\u20132026')).toBe('EMMA2026');
  });

  it('generates 10 characters from the alphabet without look-alikes', () => {
    expect(CODE_ALPHABET).not.toMatch(/[01OIL]/);
    expect(new Set(CODE_ALPHABET).size).toBe(CODE_ALPHABET.length);
    const codes = new Set(Array.from({ length: 500 }, () => generateCode()));
    expect(codes.size).toBe(500);
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{10}$`));
    // every symbol is used
    expect(new Set([...codes].join('')).size).toBe(CODE_ALPHABET.length);
  });

  it("finds EMMA2026 from 'emma-2026 ', and nothing for an unknown or empty code", async () => {
    const found = await subject('emma-2026 ');
    expect(found.subject.name).toBe('Emma Hansen');
    expect(await findSubjectByCode(t.app.shop.db, 'EMMA2027')).toBeNull();
    expect(await findSubjectByCode(t.app.shop.db, ' - ')).toBeNull();
  });
});

describe('the demo photo jobs', () => {
  it('EMMA2026: Emma Hansen, 5B, 6 IP, 2 SFP and 2 GP pictures, own favourites and yearbook pose', async () => {
    const { subject: emma, job, portal } = await subject(DEMO_CODES.emma);
    expect(emma).toMatchObject({ name: 'Emma Hansen', groupName: '5B', qualifyOwnFavorites: true, qualifyYearbookPose: true, isEditable: true });
    expect(job).toMatchObject({ name: 'Fjordvik School 2026', year: 2026, isArchived: false, hasBeenInWebshop: true });
    expect(portal.key).toBe('fjord');
    expect(await typesOf(emma.uuid)).toEqual({ IP: 6, SFP: 2, GP: 2 });
    const pictures = await picturesOf(emma.uuid);
    expect(pictures.filter((p) => p.picture_type === 'GP').every((p) => p.group_picture)).toBe(true);
    expect(pictures.find((p) => p.picture_type === 'IP')).toMatchObject({ width: 1200, height: 1500 });
  });

  it("the job has the yearbook poses 'Portrait' and 'Casual', open for 60 days from the import, and three green-screen backgrounds", async () => {
    const { job } = await subject(DEMO_CODES.emma);
    const poses = await t.sql<{ name: string; instructions: string }>('SELECT name, instructions FROM job_yearbook_poses WHERE job = $1 ORDER BY sort', [
      job.uuid,
    ]);
    expect(poses.map((p) => p.name)).toEqual(['Portrait', 'Casual']);
    expect(poses.every((p) => p.instructions.length > 20)).toBe(true);
    expect(job.yearbookSelectionExpiresAt!.getTime() - job.createdAt.getTime()).toBe(60 * 86_400_000);
    expect(job.yearbookSelectionExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);
    const backgrounds = await t.sql<{ file: string; sha256: string }>('SELECT file, sha256 FROM green_screen_backgrounds WHERE job = $1 ORDER BY sort', [
      job.uuid,
    ]);
    expect(backgrounds).toHaveLength(3);
    for (const b of backgrounds) {
      expect(existsSync(join(t.app.shop.config.filesDir, b.file))).toBe(true);
      expect(existsSync(join(t.app.shop.config.filesDir, derivativePath(b.sha256, 800, 'jpeg')))).toBe(true);
    }
  });

  it('some pictures are green-screen pictures with a real mask, and their cut-out is transparent around the figure', async () => {
    const { subject: noah } = await subject(DEMO_CODES.noah);
    const green = (await picturesOf(noah.uuid)).filter((p) => p.greenscreen);
    expect(green.length).toBeGreaterThanOrEqual(2);
    const files = t.app.shop.config.filesDir;
    for (const p of green) {
      expect(p.picture_type).toBe('IP');
      const mask = await sharp(join(files, p.mask_path!)).metadata();
      expect([mask.width, mask.height]).toEqual([p.width, p.height]);
      const { data, info } = await sharp(join(files, cutoutPath(p.sha256, p.mask_sha256!, 320, 'png')))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const alpha = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
      expect(info.channels).toBe(4);
      // the corners are backdrop, the middle of the face is the child
      expect([alpha(2, 2), alpha(info.width - 3, 2)]).toEqual([0, 0]);
      expect(alpha(Math.round(info.width / 2), Math.round(info.height * 0.4))).toBe(255);
    }
    // the original green-screen picture is kept as delivered: green around the figure
    const { data } = await sharp(join(files, green[0]!.original_path))
      .extract({ left: 5, top: 5, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[1]!).toBeGreaterThan(data[0]! + 60);
  });

  it('every demo picture is different', async () => {
    const rows = await t.sql<{ sha256: string; import_key: string }>('SELECT DISTINCT sha256, import_key FROM pictures');
    expect(new Set(rows.map((r) => r.sha256)).size).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(25);
  });

  it('OLIVIA26 is not yet in the shop, LEO2025X is archived (2025), CLUB2026 belongs to the club portal', async () => {
    const olivia = await subject(DEMO_CODES.olivia);
    expect(olivia.subject.name).toBe('Olivia Berg');
    expect(olivia.job.hasBeenInWebshop).toBe(false);
    const leo = await subject(DEMO_CODES.leo);
    expect(leo.subject.name).toBe('Leo Berg');
    expect(leo.job).toMatchObject({ name: 'Fjordvik School 2025', year: 2025, isArchived: true });
    const club = await subject(DEMO_CODES.club);
    expect(club.portal).toMatchObject({ key: 'club', hosts: ['club.localhost'] });
    expect(club.subject.portal).toBe('club');
    const [maja] = [await subject(DEMO_CODES.maja)];
    expect(maja.subject).toMatchObject({ name: 'Maja Lie', groupName: '5B' });
    expect((await subject(DEMO_CODES.noah)).subject).toMatchObject({ name: 'Noah Hansen', groupName: '2A' });
  });

  it('has the two customer accounts with hashed passwords, and the demo staff (support: admin@example.com)', async () => {
    const users = await t.sql<{ email: string; name: string; password_hash: string }>(
      "SELECT email, name, password_hash FROM users WHERE portal = 'fjord' AND email IN ('parent@example.com', 'other@example.com', 'admin@example.com') ORDER BY email",
    );
    expect(users.map((u) => [u.email, u.name])).toEqual([
      ['other@example.com', 'Per Lie'],
      ['parent@example.com', 'Ida Hansen'],
    ]);
    const staff = await t.sql<{ email: string; role: string; portals: string | null; password_hash: string }>(
      "SELECT s.email, s.role, string_agg(p.portal, ',') AS portals, s.password_hash FROM staff_members s LEFT JOIN staff_portals p ON p.staff_uuid = s.uuid WHERE s.email LIKE '%@example.com' GROUP BY s.uuid ORDER BY s.email",
    );
    expect(staff.map((s) => [s.email, s.role, s.portals])).toEqual([
      ['admin@example.com', 'support', null],
      ['club-operator@example.com', 'operator', 'club'],
      ['operator@example.com', 'operator', 'fjord'],
    ]);
    for (const row of staff) expect(row.password_hash.startsWith(`scrypt$${passwordCost().N}$8$1$`)).toBe(true);
    for (const account of DEMO_ACCOUNTS) {
      const row = users.find((u) => u.email === account.email)!;
      // the configured cost (the tests' cheap one; production's is checked in access/passwords.test.ts)
      expect(row.password_hash.startsWith(`scrypt$${passwordCost().N}$8$1$`)).toBe(true);
      expect(row.password_hash).not.toContain(account.password);
    }
    const parent = users.find((u) => u.email === 'parent@example.com')!;
    expect(await verifyPassword('parent-demo-1', parent.password_hash)).toBe(true);
  });

  it('links NOAH2026 to the parent (bought IP set, package held for inspection, reminders) and MAJA2026 to Per Lie', async () => {
    const parent = await userUuid('parent@example.com');
    const other = await userUuid('other@example.com');
    const noah = (await subject(DEMO_CODES.noah)).subject;
    const maja = (await subject(DEMO_CODES.maja)).subject;
    const emma = (await subject(DEMO_CODES.emma)).subject;
    const links = await t.sql<{ user_uuid: string; subject_uuid: string }>('SELECT user_uuid, subject_uuid FROM user_subjects');
    expect(links).toEqual(
      expect.arrayContaining([
        { user_uuid: parent, subject_uuid: noah.uuid },
        { user_uuid: other, subject_uuid: maja.uuid },
      ]),
    );
    // Emma is not in an account yet: the parent adds her with EMMA2026
    expect(links.some((l) => l.subject_uuid === emma.uuid)).toBe(false);
    expect(await t.sql('SELECT picture_uuid, digital_set_type FROM purchased_items WHERE user_uuid = $1 AND subject_uuid = $2', [parent, noah.uuid])).toEqual([
      { picture_uuid: null, digital_set_type: 'IP' },
    ]);
    expect(await t.sql('SELECT enabled FROM inspection_packages WHERE user_uuid = $1 AND subject_uuid = $2', [parent, noah.uuid])).toEqual([{ enabled: true }]);
    expect(await t.sql('SELECT subject_uuid, reminders_enabled FROM reminder_settings WHERE user_uuid = $1', [parent])).toEqual([
      { subject_uuid: noah.uuid, reminders_enabled: true },
    ]);
  });

  it('seeds again without changing anything', async () => {
    const tables = [
      'jobs',
      'subjects',
      'pictures',
      'users',
      'user_subjects',
      'purchased_items',
      'inspection_packages',
      'reminder_settings',
      'job_yearbook_poses',
      'green_screen_backgrounds',
      'photographers',
    ];
    const snapshot = async () => Promise.all(tables.map((name) => t.sql(`SELECT * FROM ${name} ORDER BY 1, 2`)));
    const before = await snapshot();
    const result = await seedDemo(t.app.shop.db, { storage: t.app.shop.storage, workDir: t.app.shop.config.filesDir });
    expect(result.photoJobs.accountsCreated).toEqual([]);
    expect(result.photoJobs.filesWritten).toBe(0);
    for (const job of result.photoJobs.jobs) {
      expect(job.jobs.unchanged).toBe(1);
      expect(job.pictures.created + job.pictures.updated).toBe(0);
      expect(job.subjects.created + job.subjects.updated).toBe(0);
      // no original written again; derivatives no job has made yet are queued again (on PostgreSQL the seeded
      // template's were never run), and the queue's key runs each once (decision 0093)
      expect(job.files.originals).toBe(0);
    }
    expect(await snapshot()).toEqual(before);
  });
});
