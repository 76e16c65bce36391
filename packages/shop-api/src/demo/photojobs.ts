/**
 * The demo photo jobs, accounts and account links (README: "Demo data"). The pictures are drawn
 * (demo/portraits.ts) into ordinary import folders under <FILES_DIR>/demo-jobs/ (this machine's work
 * folder; originals and derivatives go to the storage) and loaded through
 * importJob, the code path of `pnpm operator import-job`. Idempotent: folders are only written where
 * a file is missing, a second import changes nothing, accounts and links are only added when absent
 * (`reset` puts the accounts' names and passwords back).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { hashPassword } from '../access';
import type { Db } from '../db/client';
import { inspectionPackages, portals, purchasedItems, reminderSettings, userSubjects, users } from '../db/schema';
import { csvLine, eachLimited, findSubjectByCode, importJob, type ImportSummary, type JobFile, writeFileAtomic } from '../photojobs';
import type { FileStorage } from '../storage';
import { backgroundSvg, logoSvg, maskSvg, pictureSvg, randomPerson, type Person, type PictureSpec } from './portraits';

/** The codes of the demo (README). */
export const DEMO_CODES = {
  emma: 'EMMA2026',
  noah: 'NOAH2026',
  maja: 'MAJA2026',
  olivia: 'OLIVIA26',
  leo: 'LEO2025X',
  club: 'CLUB2026',
} as const;

export interface DemoAccount {
  email: string;
  password: string;
  name: string;
  /** Codes of the picture sets already in the account. */
  codes: string[];
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'parent@example.com', password: 'parent-demo-1', name: 'Ida Hansen', codes: [DEMO_CODES.noah] },
  { email: 'other@example.com', password: 'other-demo-1', name: 'Per Lie', codes: [DEMO_CODES.maja] },
];
const DEMO_PORTAL = 'fjord';

// ---- the people (the same person looks the same in every picture) ----
const person = (p: Omit<Person, 'clothes'> & { clothes?: string[] }, seed: string): Person => ({ ...randomPerson(seed, p.size), ...p });
const EMMA = person({ skin: '#f1c9a5', hair: '#c89b5e', hairStyle: 'long', size: 1, clothes: ['#2b6cb0', '#b83280', '#2f855a'] }, 'emma');
const NOAH = person({ skin: '#f1c9a5', hair: '#9a6a3c', hairStyle: 'short', size: 0.86, clothes: ['#c05621', '#2c7a7b', '#1a365d'] }, 'noah');
const MAJA = person({ skin: '#e0ac85', hair: '#2a1b12', hairStyle: 'ponytail', size: 1, clothes: ['#6b46c1', '#9b2c2c', '#285e61'] }, 'maja');
const OLIVIA = person({ skin: '#a86d4a', hair: '#1c1c1c', hairStyle: 'curly', size: 0.84, clothes: ['#d69e2e', '#2f855a', '#b83280'] }, 'olivia');
const LEO = person({ skin: '#a86d4a', hair: '#1c1c1c', hairStyle: 'side', size: 0.9, clothes: ['#2b6cb0', '#744210', '#4a5568'] }, 'leo');
const ASTRID = person({ skin: '#f6d3b8', hair: '#e2c27f', hairStyle: 'bun', size: 0.95, clothes: ['#1d6b57', '#1c1236', '#1d6b57'] }, 'astrid');

interface DemoPicture {
  subject: string;
  file: string;
  type: 'IP' | 'SFP' | 'GP';
  spec: PictureSpec;
  clientRef: string;
  keywords?: string[];
}

interface DemoJob {
  portal: string;
  job: JobFile & { key: string };
  subjects: { key: string; name: string; group: string; code: string; favourites: boolean; yearbook: boolean }[];
  pictures: DemoPicture[];
  backgrounds: { file: string; kind: 'autumn' | 'studio-blue' | 'fjord' }[];
  logo: { file: string; colour: string; accent: string };
}

const portraits = (subject: string, who: Person, count: number, opts: { ref: string; green?: number[]; retouched?: number[] }): DemoPicture[] =>
  Array.from({ length: count }, (_, i) => ({
    subject,
    file: `${subject}/ip-${i + 1}.jpg`,
    type: 'IP' as const,
    clientRef: `${opts.ref}-${String(i + 1).padStart(2, '0')}`,
    keywords: opts.retouched?.includes(i + 1) ? ['retouched'] : [],
    spec: {
      seed: `${subject}:ip:${i + 1}`,
      layout: 'portrait' as const,
      people: [who],
      // the first half for the 'Portrait' pose (collared), the rest 'Casual'
      style: i < count / 2 ? ('formal' as const) : ('casual' as const),
      greenscreen: opts.green?.includes(i + 1) ?? false,
    },
  }));

const SCHOOL_2026_POSES = [
  {
    name: 'Portrait',
    instructions: 'The classic school portrait: look straight into the camera, shoulders relaxed. Choose the picture you want in the yearbook.',
  },
  { name: 'Casual', instructions: 'A relaxed picture in your own clothes. It is printed next to the portrait on the class page.' },
];

const siblings = (n: number): DemoPicture['spec'] => ({
  seed: `siblings:hansen:${n}`,
  layout: 'pair',
  people: [EMMA, NOAH],
  style: n === 1 ? 'formal' : 'casual',
});
const group = (name: string, who: Person[], size: number): DemoPicture['spec'] => ({
  seed: `group:${name}`,
  layout: 'group',
  people: who,
  groupSize: size,
  style: 'casual',
});

export const DEMO_JOBS: DemoJob[] = [
  {
    portal: DEMO_PORTAL,
    job: {
      key: 'fjordvik-school-2026',
      name: 'Fjordvik School 2026',
      year: 2026,
      photographer: { name: 'Fjord Portraits', logo: 'logo.png' },
      jobType: 'school',
      archived: false,
      inWebshop: true,
      requireFineTunedPictures: false,
      yearbookPoses: SCHOOL_2026_POSES,
      yearbookSelection: { days: 60 },
      greenScreenBackgrounds: ['backgrounds/autumn.jpg', 'backgrounds/studio-blue.jpg', 'backgrounds/fjord.jpg'],
    },
    subjects: [
      { key: 'emma-hansen', name: 'Emma Hansen', group: '5B', code: DEMO_CODES.emma, favourites: true, yearbook: true },
      { key: 'noah-hansen', name: 'Noah Hansen', group: '2A', code: DEMO_CODES.noah, favourites: false, yearbook: true },
      { key: 'maja-lie', name: 'Maja Lie', group: '5B', code: DEMO_CODES.maja, favourites: true, yearbook: true },
    ],
    pictures: [
      ...portraits('emma-hansen', EMMA, 6, { ref: 'FV26-5B-07', green: [3, 6], retouched: [1] }),
      ...(['emma-hansen', 'noah-hansen'] as const).flatMap((subject) =>
        [1, 2].map((n) => ({ subject, file: `siblings/hansen-${n}.jpg`, type: 'SFP' as const, clientRef: `FV26-SFP-03-${n}`, spec: siblings(n) })),
      ),
      ...(['emma-hansen', 'maja-lie'] as const).flatMap((subject) => [
        { subject, file: 'groups/5b-class.jpg', type: 'GP' as const, clientRef: 'FV26-GP-5B-1', spec: group('5b-class', [EMMA, MAJA], 14) },
        { subject, file: 'groups/5b-choir.jpg', type: 'GP' as const, clientRef: 'FV26-GP-5B-2', spec: group('5b-choir', [EMMA, MAJA], 9) },
      ]),
      ...portraits('noah-hansen', NOAH, 4, { ref: 'FV26-2A-11', green: [2, 4] }),
      { subject: 'noah-hansen', file: 'groups/2a-class.jpg', type: 'GP', clientRef: 'FV26-GP-2A-1', spec: group('2a-class', [NOAH], 12) },
      ...portraits('maja-lie', MAJA, 4, { ref: 'FV26-5B-12' }),
    ],
    backgrounds: [
      { file: 'backgrounds/autumn.jpg', kind: 'autumn' },
      { file: 'backgrounds/studio-blue.jpg', kind: 'studio-blue' },
      { file: 'backgrounds/fjord.jpg', kind: 'fjord' },
    ],
    logo: { file: 'logo.png', colour: '#0b4a6f', accent: '#f2c14e' },
  },
  {
    // the catch-up day: photographed, but not yet in the webshop
    portal: DEMO_PORTAL,
    job: {
      key: 'fjordvik-school-2026-catch-up',
      name: 'Fjordvik School 2026 (catch-up day)',
      year: 2026,
      photographer: { name: 'Fjord Portraits', logo: 'logo.png' },
      jobType: 'school',
      archived: false,
      inWebshop: false,
      requireFineTunedPictures: false,
      yearbookPoses: [],
      greenScreenBackgrounds: [],
    },
    subjects: [{ key: 'olivia-berg', name: 'Olivia Berg', group: '1A', code: DEMO_CODES.olivia, favourites: false, yearbook: false }],
    pictures: portraits('olivia-berg', OLIVIA, 2, { ref: 'FV26C-1A-02' }),
    backgrounds: [],
    logo: { file: 'logo.png', colour: '#0b4a6f', accent: '#f2c14e' },
  },
  {
    portal: DEMO_PORTAL,
    job: {
      key: 'fjordvik-school-2025',
      name: 'Fjordvik School 2025',
      year: 2025,
      photographer: { name: 'Fjord Portraits', logo: 'logo.png' },
      jobType: 'school',
      archived: true,
      inWebshop: true,
      requireFineTunedPictures: false,
      yearbookPoses: [],
      greenScreenBackgrounds: [],
    },
    subjects: [{ key: 'leo-berg', name: 'Leo Berg', group: '3A', code: DEMO_CODES.leo, favourites: false, yearbook: false }],
    pictures: [
      ...portraits('leo-berg', LEO, 3, { ref: 'FV25-3A-05' }),
      { subject: 'leo-berg', file: 'groups/3a-class.jpg', type: 'GP', clientRef: 'FV25-GP-3A-1', spec: group('3a-class-2025', [LEO], 12) },
    ],
    backgrounds: [],
    logo: { file: 'logo.png', colour: '#0b4a6f', accent: '#f2c14e' },
  },
  {
    portal: 'club',
    job: {
      key: 'nordlys-if-2026',
      name: 'Nordlys IF 2026',
      year: 2026,
      photographer: { name: 'Nordlys Club Photo', logo: 'logo.png' },
      jobType: 'sports',
      archived: false,
      inWebshop: true,
      requireFineTunedPictures: false,
      yearbookPoses: [],
      greenScreenBackgrounds: [],
    },
    subjects: [{ key: 'astrid-nilsson', name: 'Astrid Nilsson', group: 'U12 Girls', code: DEMO_CODES.club, favourites: true, yearbook: false }],
    pictures: [
      ...portraits('astrid-nilsson', ASTRID, 3, { ref: 'NIF26-U12-04' }),
      { subject: 'astrid-nilsson', file: 'groups/u12-team.jpg', type: 'GP', clientRef: 'NIF26-GP-U12', spec: group('u12-team', [ASTRID], 13) },
    ],
    backgrounds: [],
    logo: { file: 'logo.png', colour: '#1d6b57', accent: '#e8fff6' },
  },
];

const maskFile = (file: string) => file.replace(/\.jpg$/, '-mask.png');

/** Writes a text file only when its content differs. */
async function writeText(path: string, content: string): Promise<boolean> {
  if (existsSync(path) && readFileSync(path, 'utf8') === content) return false;
  await writeFileAtomic(path, content);
  return true;
}

/** Writes the import folder of a demo job where something is missing; answers the number of files written. */
export async function writeDemoJobFolder(root: string, demo: DemoJob): Promise<number> {
  const folder = join(root, demo.job.key);
  let written = 0;
  const jobJson = `${JSON.stringify(demo.job, null, 2)}\n`;
  if (await writeText(join(folder, 'job.json'), jobJson)) written++;
  const subjectsCsv =
    csvLine(['key', 'name', 'group', 'code', 'favourites', 'yearbook']) +
    demo.subjects.map((s) => csvLine([s.key, s.name, s.group, s.code, s.favourites ? 'yes' : 'no', s.yearbook ? 'yes' : 'no'])).join('');
  if (await writeText(join(folder, 'subjects.csv'), subjectsCsv)) written++;
  const picturesCsv =
    csvLine(['subject', 'file', 'type', 'greenscreen', 'mask', 'clientRef', 'keywords']) +
    demo.pictures
      .map((p) =>
        csvLine([
          p.subject,
          p.file,
          p.type,
          p.spec.greenscreen ? 'yes' : 'no',
          p.spec.greenscreen ? maskFile(p.file) : '',
          p.clientRef,
          (p.keywords ?? []).join(';'),
        ]),
      )
      .join('');
  if (await writeText(join(folder, 'pictures.csv'), picturesCsv)) written++;

  // images: one job per file (a group picture listed for several subjects is drawn once)
  const jobs = new Map<string, () => Promise<Buffer>>();
  for (const p of demo.pictures) {
    jobs.set(`pictures/${p.file}`, () =>
      sharp(Buffer.from(pictureSvg(p.spec)))
        .jpeg({ quality: 88 })
        .toBuffer(),
    );
    if (p.spec.greenscreen)
      jobs.set(`pictures/${maskFile(p.file)}`, () =>
        sharp(Buffer.from(maskSvg(p.spec)))
          .greyscale()
          .png({ compressionLevel: 6 })
          .toBuffer(),
      );
  }
  for (const b of demo.backgrounds)
    jobs.set(b.file, () =>
      sharp(Buffer.from(backgroundSvg(b.kind)))
        .jpeg({ quality: 86 })
        .toBuffer(),
    );
  jobs.set(demo.logo.file, () =>
    sharp(Buffer.from(logoSvg(demo.logo.colour, demo.logo.accent)))
      .png()
      .toBuffer(),
  );
  const missing = [...jobs].filter(([file]) => !existsSync(join(folder, file)));
  await eachLimited(missing, async ([file, render]) => {
    await writeFileAtomic(join(folder, file), await render());
    written++;
  });
  return written;
}

export interface DemoPhotoJobsResult {
  jobs: ImportSummary[];
  filesWritten: number;
  accountsCreated: string[];
}

/** Loads the demo jobs (for the portals that exist), the demo accounts and their links. */
export async function seedDemoPhotoJobs(db: Db, opts: { storage: FileStorage; workDir: string; reset?: boolean }): Promise<DemoPhotoJobsResult> {
  const root = join(opts.workDir, 'demo-jobs');
  const existing = new Set((await db.select({ key: portals.key }).from(portals)).map((p) => p.key));
  const wanted = DEMO_JOBS.filter((d) => existing.has(d.portal));
  let filesWritten = 0;
  for (const demo of wanted) filesWritten += await writeDemoJobFolder(root, demo);
  const jobs: ImportSummary[] = [];
  for (const demo of wanted) jobs.push(await importJob(db, { storage: opts.storage }, join(root, demo.job.key), { portal: demo.portal }));
  const accountsCreated = existing.has(DEMO_PORTAL) ? await seedAccounts(db, Boolean(opts.reset)) : [];
  return { jobs, filesWritten, accountsCreated };
}

async function seedAccounts(db: Db, reset: boolean): Promise<string[]> {
  const found = await db
    .select({ uuid: users.uuid, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.portal, DEMO_PORTAL),
        inArray(
          sql`lower(${users.email})`,
          DEMO_ACCOUNTS.map((a) => a.email),
        ),
      ),
    );
  const byEmail = new Map(found.map((u) => [u.email.toLowerCase(), u.uuid]));
  const todo = DEMO_ACCOUNTS.filter((a) => reset || !byEmail.has(a.email));
  // scrypt is slow on purpose: hash only what is written, in parallel
  const hashes = await Promise.all(todo.map((a) => hashPassword(a.password)));
  const created: string[] = [];
  const parent = DEMO_ACCOUNTS[0]!;
  // looked up before the transaction: PGlite runs one query at a time, and the transaction holds it
  const subjectByCode = new Map<string, string>();
  for (const code of [...DEMO_ACCOUNTS.flatMap((a) => a.codes), DEMO_CODES.noah]) {
    const found = await findSubjectByCode(db, code);
    if (found) subjectByCode.set(code, found.subject.uuid);
  }
  const noah = subjectByCode.get(DEMO_CODES.noah);

  await db.transaction(async (tx) => {
    for (const [i, account] of todo.entries()) {
      const fields = { name: account.name, passwordHash: hashes[i]! };
      const uuid = byEmail.get(account.email);
      if (uuid) {
        await tx.update(users).set(fields).where(eq(users.uuid, uuid));
        continue;
      }
      const [row] = await tx
        .insert(users)
        .values({ portal: DEMO_PORTAL, email: account.email, lang: 'en', acceptMail: true, ...fields, ...demoAddress(account) })
        .onConflictDoNothing()
        .returning({ uuid: users.uuid });
      if (row) {
        byEmail.set(account.email, row.uuid);
        created.push(account.email);
      }
    }
    if (byEmail.size < DEMO_ACCOUNTS.length) {
      // another instance seeded at the same moment: take its rows
      const again = await tx
        .select({ uuid: users.uuid, email: users.email })
        .from(users)
        .where(
          and(
            eq(users.portal, DEMO_PORTAL),
            inArray(
              sql`lower(${users.email})`,
              DEMO_ACCOUNTS.map((a) => a.email),
            ),
          ),
        );
      for (const u of again) byEmail.set(u.email.toLowerCase(), u.uuid);
    }

    for (const account of DEMO_ACCOUNTS) {
      const user = byEmail.get(account.email)!;
      for (const code of account.codes) {
        const subject = subjectByCode.get(code);
        if (!subject) continue;
        await tx.insert(userSubjects).values({ userUuid: user, subjectUuid: subject }).onConflictDoNothing();
        await tx.insert(reminderSettings).values({ userUuid: user, subjectUuid: subject, remindersEnabled: true }).onConflictDoNothing();
      }
    }
    const parentUuid = byEmail.get(parent.email)!;
    if (noah) {
      // the parent has bought Noah's IP digital set and has a picture package held for inspection
      await tx.insert(purchasedItems).values({ userUuid: parentUuid, subjectUuid: noah, digitalSetType: 'IP' }).onConflictDoNothing();
      const inspection = tx.insert(inspectionPackages).values({ userUuid: parentUuid, subjectUuid: noah, enabled: true });
      await (reset
        ? inspection.onConflictDoUpdate({ target: [inspectionPackages.userUuid, inspectionPackages.subjectUuid], set: { enabled: true } })
        : inspection.onConflictDoNothing());
    }
  });
  return created;
}

function demoAddress(account: DemoAccount) {
  if (account.email === 'parent@example.com') return { mobile: '+4791234567', address: 'Fjordvegen 7', postalCode: '5003', city: 'Bergen' };
  if (account.email === 'other@example.com') return { mobile: '+4798765432', address: 'Bryggen 21', postalCode: '5003', city: 'Bergen' };
  return { mobile: '', address: '', postalCode: '', city: '' };
}
