import { test, expect, expectNoAxeViolations } from '../support/fixtures';
import { apiRegister, csrf, freshEmail, open } from './account-helpers';

// More of the editor on a phone (issue 10): a calendar's year rules, an own picture whose upload fails
// twice and then goes through, a short journey in Norwegian, a package made with an item designed, and
// the unsaved-changes prompt's 'Close without saving'.

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

/** A change of a design opened filled: the set's second picture into slot 1 (undoable afterwards). */
async function changeFirstPicture(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'Change picture 1 on the design' }).tap();
  await page
    .getByRole('button', { name: /^Picture ID: / })
    .nth(1)
    .tap();
  await page.getByRole('button', { name: 'Done', exact: true }).tap();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
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
  await page.getByRole('button', { name: 'Change picture 1 on the design' }).tap();
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
  // opened filled with Emma's picture (issue 34): complete as it is
  await expect(addToCart).toBeEnabled();
  await expect(page.getByText('Fyll ut alle bilder og tekster som må fylles ut for å gå videre.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Bytt bilde 1 i designet' }).tap();
  await page
    .getByRole('button', { name: /^Bilde-ID: / })
    .nth(1)
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

test('package create: Package A with its 20x30 print designed in the full-screen editor goes into the cart', async ({ page }) => {
  test.setTimeout(120_000);
  await apiRegister(page.request, freshEmail('editor-package'), 'editor-e2e-Passw0rd', 'EMMA2026');
  await open(page, '/products/packages');
  await page.getByRole('article', { name: 'Package A' }).getByRole('button', { name: 'Choose pictures' }).tap();
  await expect(page).toHaveURL(/\/products\/packages\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Package A' })).toBeVisible();
  await expect(page.getByText('For Emma Hansen (Fjordvik School 2026)')).toBeVisible();
  await expectNoAxeViolations(page, 'package create');

  const design = page.getByRole('button', { name: /^Design Print 20x30/ });
  await design.tap();
  const dialog = page.getByRole('dialog', { name: /^Design Print 20x30/ });
  // the item opens filled from the package's set (issue 34): saved as it is
  await expect(dialog.getByRole('button', { name: 'Change picture 1 on the design' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save', exact: true }).tap();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: /^Print 20x30 · designed/ })).toBeVisible();

  await page.getByRole('button', { name: 'Add to cart' }).tap();
  // the design uses Emma's own picture: the retouch options may come first (decision 0052)
  await expect(page).toHaveURL(/\/shopping-cart(\/retouch)?\/?$/);
  if (page.url().includes('/retouch')) await page.getByRole('link', { name: 'Next' }).tap();
  await expect(page).toHaveURL(/\/shopping-cart\/?$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Package A' }).first()).toBeVisible();
  const cart = await (await page.request.get('/api/webshop/cart')).json();
  const line = cart.orderLines.find((l: { kind: string }) => l.kind === 'package');
  expect(line.package.name).toBe('Package A');
  const printItem = line.package.packageItems.find((i: { name: string }) => i.name.startsWith('Print 20x30'));
  expect(printItem.templateData.userResources.some((r: { image?: { uuid: string } }) => r.image?.uuid)).toBe(true);
});

test('editor: Cancel on a changed design asks first; Close without saving leaves for the list, nothing kept', async ({ page }) => {
  test.setTimeout(90_000);
  await apiRegister(page.request, freshEmail('editor-cancel'), 'editor-e2e-Passw0rd', 'EMMA2026');
  const card = await templateNamed(page, 'cards', 'Snowy Christmas');
  await open(page, `/products/cards/${card.product.uuid}/${card.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: `Snowy Christmas · ${card.product.name}` })).toBeVisible();
  await changeFirstPicture(page);

  await page.getByRole('button', { name: 'Cancel', exact: true }).tap();
  const unsaved = page.getByRole('alertdialog', { name: 'Unsaved changes' });
  await expect(unsaved.getByText('Unsaved changes: Do you want to abort without saving the changes?')).toBeVisible();
  await expectNoAxeViolations(page, 'unsaved changes');
  await unsaved.getByRole('button', { name: 'Close without saving' }).tap();
  await expect(page).toHaveURL(/\/products\/cards(\/christmas)?\/?$/);

  // the design was not kept: the same editor opens clean, with nothing offered back
  await open(page, `/products/cards/${card.product.uuid}/${card.uuid}`);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('editor: leaving a changed design by the logo, the cart badge, a menu link or Back asks Unsaved changes first (issue 34)', async ({ page }) => {
  test.setTimeout(120_000);
  await apiRegister(page.request, freshEmail('editor-leave'), 'editor-e2e-Passw0rd', 'EMMA2026');
  const card = await templateNamed(page, 'cards', 'Snowy Christmas');
  await open(page, '/products/cards/christmas');
  await page.getByRole('link', { name: 'Snowy Christmas' }).first().tap();
  // the list links with its category: /products/cards/christmas/{product}/{template}
  const editorUrl = `/products/cards/christmas/${card.product.uuid}/${card.uuid}`;
  await expect(page).toHaveURL(new RegExp(`${editorUrl}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Snowy Christmas · ${card.product.name}` })).toBeVisible();
  await changeFirstPicture(page);
  // the browser's own prompt is only for a page unload: none comes on an in-app link
  const browserPrompts: string[] = [];
  page.on('dialog', (dialog) => {
    browserPrompts.push(dialog.type());
    void dialog.dismiss();
  });
  const unsaved = page.getByRole('alertdialog', { name: 'Unsaved changes' });

  // the header's logo: asked, and Continue editing keeps the design
  await page.getByRole('banner').getByRole('link', { name: 'Fjord Portraits' }).tap();
  await expect(unsaved.getByText('Unsaved changes: Do you want to abort without saving the changes?')).toBeVisible();
  await expectNoAxeViolations(page, 'unsaved changes on leaving by a link');
  await unsaved.getByRole('button', { name: 'Continue editing' }).tap();
  await expect(unsaved).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${editorUrl}$`));
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();

  // a menu link
  await page.getByRole('button', { name: 'Menu' }).tap();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Contact us' }).tap();
  await expect(unsaved).toBeVisible();
  await unsaved.getByRole('button', { name: 'Continue editing' }).tap();
  await expect(page).toHaveURL(new RegExp(`${editorUrl}$`));

  // Back
  await page.goBack();
  await expect(unsaved).toBeVisible();
  await unsaved.getByRole('button', { name: 'Continue editing' }).tap();
  await expect(page).toHaveURL(new RegExp(`${editorUrl}$`));
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();

  // the cart badge: Close without saving goes where the parent tapped
  await page.getByRole('link', { name: /^Shopping cart, / }).tap();
  await expect(unsaved).toBeVisible();
  await unsaved.getByRole('button', { name: 'Close without saving' }).tap();
  await expect(page).toHaveURL(/\/shopping-cart\/?$/);
  expect(browserPrompts).toEqual([]);
});
