import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, expectNoAxeViolations, test, testOnOwnShop } from '../support/fixtures';
import { studioSignIn } from './studio-helpers';
import { apiRegister, freshEmail, open } from './account-helpers';
import { addCards } from './cart-helpers';
import { declineCatalogue } from './checkout-helpers';
import { ZipFile } from 'yazl';

// Price lists and vouchers in the studio (issue 32) at 1280×800, against the real server, each journey on a shop
// of its own (it changes the portal's prices and codes). The office's products.json is the demo's own file.

type PriceList = { products: Array<{ key: string; prices?: Array<{ from: number; price: number; campaignPrice?: number }> }> };
const file = (list: unknown) => ({ name: 'products.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(list, null, 2)) });

testOnOwnShop('a price list that raises one price shows the change in the diff; published, the shop sells at it', async ({ page, ownShop }) => {
  test.setTimeout(120_000);
  const demo = JSON.parse(readFileSync(path.join(ownShop.root, '.data/files/demo-products/fjord/products.json'), 'utf8')) as PriceList;
  await open(page, '/products/cards/christmas');
  const card = page.getByRole('heading', { level: 2, name: 'Card 15x15' }).locator('..');
  await expect(card).toContainText('From NOK 19.00');

  await studioSignIn(page);
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Price lists' }).click();
  await expect(page).toHaveURL(/\/studio\/portals\/fjord\/price-lists$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Price list of Fjord Portraits' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, 'studio price lists');

  // a wrong price first: the problem with its line, and nothing to publish
  const wrong = structuredClone(demo);
  wrong.products.find((p) => p.key === 'card-15x15')!.prices![2]!.price = -19;
  const wrongText = JSON.stringify(wrong, null, 2);
  const upload = page.getByLabel('products.json to check');
  await upload.setInputFiles(file(wrong));
  const problems = page.getByRole('table', { name: 'Problems of products.json' });
  const line = wrongText.split('\n').findIndex((l) => l.includes('-19')) + 1;
  await expect(problems.getByRole('row').nth(1)).toContainText(`products.json${line}products.0.prices.2.price: Must not be negative.`);
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'studio price list problems');

  // the corrected file raises Card 15x15's prices: the diff shows its tiers now and after
  const raised = structuredClone(demo);
  raised.products.find((p) => p.key === 'card-15x15')!.prices = [
    { from: 1, price: 35, campaignPrice: 15 },
    { from: 10, price: 29, campaignPrice: 15 },
    { from: 25, price: 23, campaignPrice: 15 },
  ];
  await upload.setInputFiles(file(raised));
  const diff = page.getByRole('table', { name: /^What changes/ });
  await expect(diff.getByRole('row')).toHaveCount(2);
  const row = diff.getByRole('row', { name: /Card 15x15/ });
  await expect(row.getByRole('cell').nth(0)).toContainText('Changed');
  await expect(row.getByRole('cell').nth(1)).toContainText('from 25: NOK 19.00');
  await expect(row.getByRole('cell').nth(2)).toContainText('from 25: NOK 23.00');
  await expectNoAxeViolations(page, 'studio price list diff');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: the shop sells at the new prices now.')).toBeVisible();

  await open(page, '/products/cards/christmas');
  await expect(page.getByRole('heading', { level: 2, name: 'Card 15x15' }).locator('..')).toContainText('From NOK 23.00');
  await page.goto('/studio/audit?kind=price-list.publish');
  const entries = page.getByRole('list', { name: 'Audit entries' }).getByRole('listitem');
  await expect(entries.first()).toContainText('Price list published');
  await expect(entries.first()).toContainText('"price": 2300');
  await expect(entries).toHaveCount(1);
});

testOnOwnShop('a voucher created in the studio works at checkout', async ({ page }) => {
  test.setTimeout(120_000);
  await studioSignIn(page);
  await page.goto('/studio/price-lists');
  await page.getByRole('button', { name: 'New voucher' }).click();
  const form = page.getByRole('form', { name: 'New voucher' });
  await form.getByLabel('Code').fill('x');
  await form.getByLabel('Percent off').fill('20');
  await form.getByRole('button', { name: 'Create voucher' }).click();
  await expect(form.getByText('3 to 40 letters, digits and dashes.')).toBeVisible();
  await form.getByLabel('Code').fill('STUDIO20');
  await form.getByLabel('Minimum order (products)').fill('100');
  await form.getByRole('button', { name: 'Create voucher' }).click();
  const vouchers = page.getByRole('table', { name: 'Vouchers' });
  await expect(vouchers.getByRole('row', { name: /STUDIO20/ })).toContainText('20 % off · from NOK 100.00');
  await expectNoAxeViolations(page, 'studio vouchers');

  await apiRegister(page.request, freshEmail('studio-voucher'), 'studio-voucher-Passw0rd', 'EMMA2026');
  await addCards(page.request, 'Emma Hansen', 15); // 15 × 24 = 360
  await open(page, '/shopping-cart/checkout');
  await declineCatalogue(page);
  await page.getByRole('radio', { name: 'Pickup in store' }).check();
  await page.getByLabel(/^Full name/).fill('Kari Nordmann');
  await page.getByRole('button', { name: 'Next step' }).click();
  await page.getByRole('button', { name: 'Next step' }).click();
  await expect(page.getByTestId('cart-total')).toHaveText('NOK 360.00');
  await page.getByRole('button', { name: 'Add voucher code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add voucher code' });
  await dialog.getByLabel(/^Voucher code/).fill('studio20');
  await dialog.getByRole('button', { name: 'Use code' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Voucher STUDIO20')).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText('NOK 288.00');
});

/** A folder as a zip (its files under one top folder, as a zipped folder is), files replaced or added. */
function zipOf(root: string, replace: Record<string, Buffer>): Promise<Buffer> {
  const zip = new ZipFile();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const abs = path.join(dir, name);
      const rel = path.relative(root, abs);
      if (statSync(abs).isDirectory()) walk(abs);
      else if (!(rel in replace)) zip.addBuffer(readFileSync(abs), `templates/${rel}`);
    }
  };
  walk(root);
  for (const [rel, bytes] of Object.entries(replace)) zip.addBuffer(bytes, `templates/${rel}`);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** A copy of a template of the folder under a new key and name (every file of it). */
function copyOf(folder: string, from: string, key: string, name: string): Record<string, Buffer> {
  const out: Record<string, Buffer> = {};
  for (const file of readdirSync(path.join(folder, from))) out[`${key}/${file}`] = readFileSync(path.join(folder, from, file));
  const meta = JSON.parse(out[`${key}/template.json`]!.toString());
  out[`${key}/template.json`] = Buffer.from(JSON.stringify({ ...meta, name: { en: name, nb: name } }, null, 2));
  return out;
}

// On the worker's shop: the card it adds is withdrawn again at its end, so the shop's lists are as they were.
test('a templates zip: a bad scene shows where it is; the corrected one drawn with sample pictures, one category published, one template withdrawn', async ({
  page,
  workerShop,
}) => {
  test.setTimeout(180_000);
  const folder = path.join(workerShop.root, '.data/files/demo-templates/fjord');
  const scene = JSON.parse(readFileSync(path.join(folder, 'mug-wrap/scene.json'), 'utf8'));
  scene.parts[0].elements.push({ kind: 'artwork', file: 'missing.png', x: 0, y: 0, width: 10, height: 10 });
  const bad = await zipOf(folder, { 'mug-wrap/scene.json': Buffer.from(JSON.stringify(scene, null, 2)) });

  await studioSignIn(page);
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Templates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Templates of Fjord Portraits' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const upload = page.getByLabel('Templates zip to check');
  await upload.setInputFiles({ name: 'templates.zip', mimeType: 'application/zip', buffer: bad });
  await expect(page.getByText('1 problem: correct the folder and upload it again. Nothing was changed.')).toBeVisible();
  const problems = page.getByRole('table', { name: 'Problems of templates.zip' });
  await expect(problems.getByRole('row').nth(1)).toContainText('mug-wrap/missing.png');
  await expect(problems.getByRole('row').nth(1)).toContainText('missing (the scene names it)');
  await expectNoAxeViolations(page, 'studio template problems');
  await upload.setInputFiles({ name: 'templates.zip', mimeType: 'application/zip', buffer: Buffer.from('not a zip') });
  await expect(page.getByText('This file is not a zip.')).toBeVisible();

  // the demo folder with one new card: each template drawn by the server with the sample pictures, by category
  const good = await zipOf(folder, copyOf(folder, 'christmas-snow', 'studio-snow', 'Studio Snow'));
  await upload.setInputFiles({ name: 'templates.zip', mimeType: 'application/zip', buffer: good });
  await expect(page.getByText(/^templates\.zip has no problems: \d+ templates\.$/)).toBeVisible({ timeout: 60_000 });
  const cards = page.getByRole('region', { name: 'Cards', exact: true });
  const added = cards.getByRole('listitem').filter({ hasText: 'Studio Snow' });
  await expect(added).toContainText('Added');
  const preview = added.getByRole('img', { name: 'Preview of Studio Snow with sample pictures' });
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  await expect(cards.getByRole('listitem').filter({ hasText: 'Snowy Christmas' })).toContainText('Unchanged');
  await expectNoAxeViolations(page, 'studio templates check');

  await cards.getByRole('button', { name: 'Publish Cards' }).click();
  await expect(cards.getByText('Cards published: the shop lists these templates now.')).toBeVisible();
  await expect(added).toContainText('Unchanged');
  const shop = await page.context().newPage();
  await open(shop, '/products/cards/christmas');
  await expect(shop.getByRole('link', { name: 'Studio Snow' })).toBeVisible();

  // withdrawn from the shop's list in the studio: the shop no longer offers it
  const list = page.getByRole('table', { name: "The shop's templates" });
  await list.getByRole('button', { name: 'Withdraw Studio Snow' }).click();
  await expect(list.getByRole('row', { name: /Studio Snow/ })).toContainText('Withdrawn');
  await expectNoAxeViolations(page, 'studio templates list');
  await shop.reload();
  await expect(shop.getByRole('link', { name: 'Snowy Christmas' })).toBeVisible();
  await expect(shop.getByRole('link', { name: 'Studio Snow' })).toHaveCount(0);
});
