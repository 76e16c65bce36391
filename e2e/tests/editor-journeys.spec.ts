import { test, expect, expectNoAxeViolations } from '../support/fixtures';
import { apiRegister, csrf, freshEmail, open } from './account-helpers';

// More of the editor on a phone (issue 10): a calendar's year rules, an own picture whose upload fails
// twice and then goes through, and a short journey in Norwegian.

interface ListedTemplate {
  uuid: string;
  name: string;
  product: { uuid: string; name: string };
  supportedYears: number[];
}

async function templateNamed(page: import('@playwright/test').Page, list: 'calendars' | 'cards', name: string) {
  const res = await page.request.get(`/api/webshop/templates/${list}`);
  expect(res.status()).toBe(200);
  const template = ((await res.json()) as ListedTemplate[]).find((t) => t.name === name);
  expect(template, `the demo template ${name}`).toBeTruthy();
  return template!;
}

test('editor: a calendar’s year rules — Change year within the supported years, disabled with one', async ({ page }) => {
  test.setTimeout(90_000);
  await apiRegister(page.request, freshEmail('editor-year'), 'editor-e2e-Passw0rd', 'EMMA2026');
  const fjord = await templateNamed(page, 'calendars', 'Fjord calendar');
  const [first, second, third] = fjord.supportedYears;
  expect(fjord.supportedYears).toHaveLength(3);
  await open(page, `/products/calendars/${fjord.product.uuid}/${fjord.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: `Fjord calendar · ${fjord.product.name}` })).toBeVisible();

  await page.getByRole('button', { name: 'Change year' }).tap();
  const year = page.getByRole('textbox', { name: 'Change year' });
  await expect(year).toHaveValue(String(first));
  // never below the current year
  await expect(page.getByRole('button', { name: 'Previous year' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next year' }).tap();
  await expect(year).toHaveValue(String(second));
  await expect(page.getByRole('button', { name: 'Previous year' })).toBeEnabled();
  await page.getByRole('button', { name: 'Next year' }).tap();
  await page.getByRole('button', { name: 'Next year' }).tap();
  // past the supported years: said, and not taken
  await expect(year).toHaveValue(String((third ?? 0) + 1));
  await expect(page.getByText(`This calendar is made for ${fjord.supportedYears.join(', ')}.`)).toBeVisible();
  // a typed year below the current one goes back to it on leaving the field
  await year.fill('1999');
  await year.blur();
  await expect(year).toHaveValue(String(first));
  await page.getByRole('button', { name: 'Next year' }).tap();
  await expectNoAxeViolations(page, 'editor: year picker');
  await page.getByRole('button', { name: 'Done' }).tap();
  // the year is a change of the design: it is undoable
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
  await page.getByRole('button', { name: 'Change year' }).tap();
  await expect(page.getByRole('textbox', { name: 'Change year' })).toHaveValue(String(second));
  await page.getByRole('button', { name: 'Done' }).tap();

  // a calendar made for one year only: nothing to change
  const classic = await templateNamed(page, 'calendars', 'Classic A4');
  expect(classic.supportedYears).toEqual([first]);
  page.on('dialog', (dialog) => dialog.accept());
  await open(page, `/products/calendars/${classic.product.uuid}/${classic.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: `Classic A4 · ${classic.product.name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change year' })).toBeDisabled();
});

test('editor: an own picture whose upload fails twice goes through on the third attempt and fills the slot', async ({ page }) => {
  test.setTimeout(120_000);
  // an e-mail with 'refuse-uploads' in it: the test's server refuses this customer's first two uploads
  // with 503 (TEST_REFUSE_FIRST_UPLOADS in e2e/support/shop-server.mjs, a setting only NODE_ENV=test reads)
  await apiRegister(page.request, freshEmail('refuse-uploads'), 'editor-e2e-Passw0rd', 'EMMA2026');
  const card = await templateNamed(page, 'cards', 'Snowy Christmas');
  // a real JPEG to upload: one of the customer's own pictures
  const sets = (await (await page.request.get('/api/webshop/user/picture-sets')).json()).pictureSets;
  const jpeg = await (await page.request.get(`/api/webshop/pictures/${sets[0].pictures[0].uuid}/800`)).body();

  // what the server answered each upload attempt
  const answers: number[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/system/iframes/upload_internal.php')) answers.push(res.status());
  });

  await open(page, `/products/cards/${card.product.uuid}/${card.uuid}`);
  await page.getByRole('button', { name: /Choose picture 1 on the design/ }).tap();
  // own pictures with none yet: the file picker opens at once
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'My own pictures' }).tap();
  await (await chooser).setFiles({ name: 'emma-at-the-beach.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(page.getByText('Uploading pictures')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('Retrying...')).toBeVisible();
  const own = page.getByRole('button', { name: 'Own picture', exact: true });
  await expect(own).toBeVisible({ timeout: 30_000 });
  expect(answers).toEqual([503, 503, 200]);
  await expect(page.getByRole('alertdialog', { name: 'Upload failed' })).toHaveCount(0);
  await own.tap();
  await expect(own).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Done' }).tap();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  // the server kept it for this customer
  const recent = await (await page.request.get('/api/webshop/user/recent-images')).json();
  expect(recent).toHaveLength(1);
});

test('editor in Norwegian: a card made and previewed with the nb texts', async ({ page }) => {
  test.setTimeout(90_000);
  await apiRegister(page.request, freshEmail('editor-nb'), 'editor-e2e-Passw0rd', 'EMMA2026');
  const lang = await page.request.put('/api/webshop/user/language', { headers: { 'x-csrf-token': await csrf(page.request) }, data: { lang: 'nb' } });
  expect(lang.status()).toBe(200);
  const card = await templateNamed(page, 'cards', 'Snøjul');
  await open(page, `/products/cards/${card.product.uuid}/${card.uuid}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await expect(page.getByRole('heading', { level: 1, name: `Snøjul · ${card.product.name}` })).toBeVisible();
  const addToCart = page.getByRole('button', { name: 'Legg i handlekurven' });
  await expect(addToCart).toBeDisabled();
  await expect(page.getByText('Fyll ut alle bilder og tekster som må fylles ut for å gå videre.')).toBeVisible();

  await page.getByRole('button', { name: /Velg bilde 1 i designet \(tomt\)/ }).tap();
  await page
    .getByRole('button', { name: /^Bilde-ID: / })
    .first()
    .tap();
  await page.getByRole('tab', { name: 'Rediger bilde' }).tap();
  await page.getByRole('button', { name: 'Svart-hvitt' }).tap();
  await page.getByRole('button', { name: 'Ferdig', exact: true }).tap();
  await expect(addToCart).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Bytt bilde 1 i designet' })).toBeVisible();
  await expectNoAxeViolations(page, 'editor (nb)');

  await page.getByRole('button', { name: 'Forhåndsvisning' }).tap();
  const preview = page.getByRole('dialog', { name: 'Forhåndsvisning av Snøjul' });
  await expect(preview.getByRole('button', { name: 'Neste del' })).toBeVisible();
  await preview.getByRole('button', { name: 'Lukk' }).last().tap();

  // Avbryt on a changed design asks in Norwegian
  await page.getByRole('button', { name: 'Avbryt' }).tap();
  const unsaved = page.getByRole('alertdialog', { name: 'Ulagrede endringer' });
  await expect(unsaved.getByText('Ulagrede endringer: Vil du avbryte uten å lagre endringene?')).toBeVisible();
  await unsaved.getByRole('button', { name: 'Fortsett å redigere' }).tap();
  await expect(addToCart).toBeEnabled();
});
