import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, testOnOwnShop, waitForShell } from '../support/fixtures';
import { studioSignIn } from './studio-helpers';

// Photo jobs in the studio (issue 32) at 1280×800 against the real server: the Fjord operator uploads a job
// zip with one wrong line, sees the file and the line, uploads the corrected zip, imports it, watches the
// progress finish, downloads the codes for the letters and puts the job in the shop; a parent enters one of
// the new codes on the front page and sees the pictures. Screenshots in docs/screens (studio-jobs-*.png).

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const shopRequire = createRequire(path.join(ROOT, 'packages/shop-api/package.json'));
// the server's own libraries (the e2e package has neither): a zip, and pictures to put in it
type Tree = { [name: string]: Uint8Array | Tree };
const { zipSync } = shopRequire('fflate') as { zipSync(files: Tree): Uint8Array };
const sharp = shopRequire('sharp') as (options: object) => { jpeg(): { toBuffer(): Promise<Buffer> } };
const SCREENS = path.join(ROOT, 'docs', 'screens');

const JOB = {
  key: 'spring-portraits-2026',
  name: 'Spring Portraits 2026',
  year: 2026,
  photographer: { name: 'Fjord Portraits' },
  jobType: 'school',
  inWebshop: false,
};
const PICTURES = 'subject,file,type\nlea,lea/1.jpg,IP\nlea,lea/2.jpg,IP\nmax,max/1.jpg,IP\n';
const picture = (hue: number) =>
  sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 200, g: hue, b: 120 } } })
    .jpeg()
    .toBuffer();

async function jobZip(subjects: string): Promise<Buffer> {
  const text = (s: string) => new TextEncoder().encode(s);
  return Buffer.from(
    zipSync({
      'spring-portraits-2026': {
        'job.json': text(JSON.stringify(JOB)),
        'subjects.csv': text(subjects),
        'pictures.csv': text(PICTURES),
        'pictures/lea/1.jpg': await picture(40),
        'pictures/lea/2.jpg': await picture(90),
        'pictures/max/1.jpg': await picture(160),
      },
    }),
  );
}

const upload = (page: Page, name: string, buffer: Buffer) =>
  page.getByLabel('Zip file of the job folder').setInputFiles({ name, mimeType: 'application/zip', buffer });

testOnOwnShop('the Fjord operator imports a photo job from a zip; a parent opens its pictures with a new code', async ({ page, browser }) => {
  // an import runs in the background: the check and the import each take a few polls
  testOnOwnShop.setTimeout(180_000);
  await studioSignIn(page);
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Photo jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Photo jobs' })).toBeVisible();
  await expect(page).toHaveURL(/\/studio\/portals\/fjord\/jobs$/);

  // one wrong line: the file and the line, and nothing to import
  await upload(page, 'spring-portraits-2026.zip', await jobZip('key,name,group,favourites\nlea,Lea Vår,4B,yes\nmax,Max Vår,4B,maybe\n'));
  const wrong = page.getByRole('article', { name: 'spring-portraits-2026.zip' }).filter({ hasText: 'Problems found' });
  const problems = wrong.getByRole('table', { name: 'Problems in spring-portraits-2026.zip' });
  await expect(problems.getByRole('row').nth(1)).toHaveText("subjects.csv3favourites: 'maybe' is not yes or no", { timeout: 60_000 });
  await expect(wrong.getByRole('button', { name: 'Import' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'photo jobs: problems');
  await page.screenshot({ path: path.join(SCREENS, 'studio-jobs-problems-desktop.png') });

  // the corrected zip: checked, imported in the background, the progress to its end
  await upload(page, 'spring-portraits-2026.zip', await jobZip('key,name,group,favourites\nlea,Lea Vår,4B,yes\nmax,Max Vår,4B,no\n'));
  const ready = page.getByRole('article', { name: 'spring-portraits-2026.zip' }).filter({ hasText: 'Checked: ready to import' });
  await expect(ready.getByText(/2 new and 0 changed subjects, 3 new and 0 changed pictures, 2 new codes/)).toBeVisible({ timeout: 60_000 });
  await ready.getByRole('button', { name: 'Import' }).click();
  const imported = page.getByRole('article', { name: 'spring-portraits-2026.zip' }).filter({ hasText: 'Imported' });
  await expect(imported).toBeVisible({ timeout: 90_000 });
  await expect(imported.getByText('Pictures read: 3 of 3')).toBeVisible();
  // the derivatives are queue jobs behind the new shop's own seed (its demo pictures' sizes), not the import's
  await expect(imported.getByText('Derivatives made: 3 of 3')).toBeVisible({ timeout: 90_000 });

  const job = page.getByRole('article', { name: 'Spring Portraits 2026' });
  await expect(job.getByText('Not yet in the shop')).toBeVisible();
  await expectNoAxeViolations(page, 'photo jobs: imported');
  await page.screenshot({ path: path.join(SCREENS, 'studio-jobs-desktop.png') });
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.screenshot({ path: path.join(SCREENS, 'studio-jobs-tablet.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // the codes for the letters
  const [download] = await Promise.all([page.waitForEvent('download'), job.getByRole('link', { name: 'Download codes for letters (2)' }).click()]);
  const csv = readFileSync((await download.path())!, 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(csv[0]).toBe('key,name,group,job,code');
  expect(csv.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual(['lea,Lea Vår', 'max,Max Vår']);
  const code = csv[1]!.split(',')[4]!;

  await job.getByRole('button', { name: 'Put in the shop' }).click();
  await expect(job.getByText('In the shop', { exact: true })).toBeVisible();

  // a parent on the front page with the new code sees Lea's pictures
  const parent = await (await browser.newContext({ baseURL: new URL(page.url()).origin })).newPage();
  await parent.goto('/');
  await waitForShell(parent);
  await parent.getByLabel(/^Picture code/).fill(code);
  await parent.getByRole('button', { name: 'Next' }).click();
  await expect(parent.getByRole('heading', { level: 1, name: 'Code validated' })).toBeVisible();
  await expect(parent.getByText('Enter your e-mail address to access the photos of Lea Vår.')).toBeVisible();
  await parent.getByLabel(/^E-mail/).fill(`e2e-jobs-${Date.now()}@example.com`);
  await parent.getByRole('button', { name: 'Next' }).click();
  await parent.getByLabel(/^Mobile phone number/).fill('91234567');
  await parent.getByLabel(/^Choose a password/).fill('fjord-e2e-Passw0rd');
  await parent.getByRole('button', { name: 'Create user' }).click();
  await expect(parent).toHaveURL(/\/new-picture-set$/);
  await parent.goto('/my-account/picture-sets');
  await parent.getByText('Lea Vår').first().click();
  const shown = parent.locator('main img[src*="/pictures/"]');
  await expect(shown.first()).toBeVisible();
  await expect.poll(() => shown.count()).toBeGreaterThanOrEqual(2);
  await expect.poll(() => shown.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
