import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, origin, test, testOnOwnShop } from '../support/fixtures';
import { studioSignIn as signIn } from './studio-helpers';

// The studio (issue 30, decision 0084) on the desktop and the tablet viewports (playwright.config.ts), against the
// real server. Journeys that change a portal run on a shop of their own.

test('the staff frame, not the shop’s chrome; every studio page passes axe; a customer page loads no studio code', { tag: '@tablet' }, async ({ page }) => {
  const studioFiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/studio/')) studioFiles.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('#shop-header')).toBeVisible();
  expect(studioFiles).toEqual([]);

  await page.goto('/studio');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the studio' })).toBeVisible();
  await expectNoAxeViolations(page, 'studio sign-in');
  await signIn(page, 'operator@example.com', 'operator-demo-1');
  // no cart badge, promo bar or consent banner: the shop's header is not there
  await expect(page.locator('#shop-header')).toBeHidden();
  await expect(page.locator('#shop-promo')).toBeHidden();
  await expect(page.getByRole('button', { name: /cookies/i })).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Studio' });
  await expect(nav.getByRole('link')).toHaveText([
    'Dashboard',
    'Portals',
    'Content',
    'Orders',
    'Photo jobs',
    'Price lists',
    'Templates',
    'Customers',
    'Audit log',
  ]);
  await expect(page.getByTestId('staff-member')).toContainText('operator@example.com');
  // the portal's sales, with the chart (a lazy chunk of the studio) and its figures as a table
  await expect(page.getByRole('heading', { level: 2, name: 'Sales of Fjord Portraits' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Chart of the orders and the revenue/ })).toBeVisible();
  await page.getByText('Show the figures per day as a table').click();
  await expect(page.getByRole('table', { name: 'Orders and revenue per day, last 30 days' }).getByRole('row')).toHaveCount(31);
  await expectNoAxeViolations(page, 'studio dashboard');
  for (const [path, heading] of [
    ['/studio/portals', 'Portals'],
    ['/studio/portals/fjord', 'Fjord Portraits: settings'],
    ['/studio/portals/fjord/content', 'Fjord Portraits: content'],
    ['/studio/portals/fjord/content?tab=pages', 'Fjord Portraits: content'],
    ['/studio/portals/fjord/content?tab=policies', 'Fjord Portraits: content'],
    ['/studio/portals/fjord/jobs', 'Photo jobs'],
    ['/studio/audit', 'Audit log'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `studio ${path}`);
  }
});

test("the club operator cannot open Fjord's portal: not in the switcher, 404 by address and by API", async ({ page }) => {
  await signIn(page, 'club-operator@example.com', 'club-operator-demo-1', origin('club.localhost'));
  // one portal: no switcher at all
  await expect(page.getByRole('combobox', { name: /^(Portal you work on|Portalen du jobber med)$/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Nordlys Club Photo$/ }).first()).toBeVisible();
  await expect(page.getByText('Fjord Portraits')).toHaveCount(0);
  await page.goto(`${origin('club.localhost')}/studio/portals/fjord`);
  await expect(page.getByRole('heading', { level: 1, name: /^(Page not found|Fant ikke siden)$/ })).toBeVisible();
  const status = await page.evaluate(async () => (await fetch('/api/studio/portals/fjord')).status);
  expect(status).toBe(404);
});

testOnOwnShop('support creates "Test Portal" on test.localhost, and its shop answers at once', async ({ page, ownShop }) => {
  await signIn(page, 'admin@example.com', 'admin-demo-1');
  await expect(page.getByRole('combobox', { name: 'Portal you work on' })).toBeVisible();
  await page.goto('/studio/portals');
  await page.getByRole('button', { name: 'New portal' }).click();
  await page.getByRole('textbox', { name: /^Key/ }).fill('test');
  await page.getByRole('textbox', { name: /^Name/ }).fill('Test Portal');
  await page.getByRole('textbox', { name: /^Host names/ }).fill('test.localhost');
  await page.getByRole('textbox', { name: /^VAT rate/ }).fill('25');
  await page.getByRole('button', { name: 'Create portal' }).click();
  await expect(page.getByText('Test Portal is created and answers on its hosts now.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Test Portal', exact: true })).toBeVisible();
  await page.goto(`${origin('test.localhost', ownShop.port)}/`);
  await expect(page).toHaveTitle('Test Portal');
  await expect(page.locator('#shop-header')).toContainText('Test Portal');
});

testOnOwnShop(
  'the Fjord operator changes free delivery and the primary colour; the shop shows both; the audit log lists each',
  { tag: '@tablet' },
  async ({ page }) => {
    await signIn(page, 'operator@example.com', 'operator-demo-1');
    await page.goto('/studio/portals/fjord');
    await page.getByLabel('Free delivery from (NOK)').fill('750');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.locator('#general').getByText('Saved.', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Buttons and links', exact: true }).fill('#7a1f5c');
    await page.getByRole('button', { name: 'Save brand' }).click();
    await expect(page.locator('#brand').getByText('Saved.', { exact: true })).toBeVisible();
    // a pair under AA contrast is refused, naming the pair and its ratio
    await page.getByRole('textbox', { name: 'Text on buttons', exact: true }).fill('#8a8a8a');
    await page.getByRole('button', { name: 'Save brand' }).click();
    await expect(page.locator('#brand').getByRole('alert')).toContainText(/contrast/i);
    await page.getByRole('textbox', { name: 'Text on buttons', exact: true }).fill('#ffffff');

    // the shop, as a visitor: the threshold and the colour
    const shop = await page
      .context()
      .browser()!
      .newContext({ baseURL: new URL(page.url()).origin });
    const parent = await shop.newPage();
    await parent.goto('/');
    await expect(parent.getByTestId('promo-text')).toContainText('750');
    expect(await parent.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--shop-primary').trim())).toBe('#7a1f5c');
    await shop.close();

    // the audit log: each change, newest first, with before and after
    await page.goto('/studio/audit');
    const entries = page.getByRole('list', { name: 'Audit entries' }).getByRole('listitem');
    await expect(entries.first()).toContainText('Brand');
    for (const kind of ['Settings', 'Brand']) await expect(entries.filter({ hasText: kind }).first()).toBeVisible();
    const settings = entries.filter({ hasText: 'Settings' }).first();
    await expect(settings).toContainText('Before');
    await expect(settings).toContainText('75000');
    await expectNoAxeViolations(page, 'studio audit after changes');
  },
);

/** A small PNG drawn by the browser (the server sniffs, checks and re-encodes whatever it is sent). */
async function pngOf(page: Page): Promise<Buffer> {
  const data = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 80;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#0b4a6f';
    context.fillRect(0, 0, 120, 80);
    context.fillStyle = '#f2c14e';
    context.fillRect(30, 20, 60, 40);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(data, 'base64');
}

testOnOwnShop(
  'the Fjord operator adds a CMS page with a picture, a link and a paragraph; a parent sees it at /pages/<id>',
  { tag: '@tablet' },
  async ({ page }) => {
    // a shop of its own (its start counts: a minute on a busy machine), two sign-ins, an upload, a publish, the shop's page
    test.setTimeout(180_000);
    await signIn(page, 'operator@example.com', 'operator-demo-1');
    await page.goto('/studio/portals/fjord/content?tab=pages');
    await page.getByRole('button', { name: 'New page' }).click();
    await page.getByRole('textbox', { name: /^Page id/ }).fill('school-day');
    await page.getByRole('textbox', { name: /^Title/ }).fill('School day');
    await page.getByRole('button', { name: 'Create page' }).click();
    const editor = page.locator('#page-editor');
    await expect(editor.getByRole('heading', { level: 2, name: 'Page: School day' })).toBeVisible();
    const add = async (type: string) => {
      await editor.getByRole('combobox', { name: 'New module' }).selectOption({ label: type });
      await editor.getByRole('button', { name: 'Add module' }).click();
    };

    await add('Title');
    await editor.getByRole('textbox', { name: 'Title text' }).fill('Photo day at Fjord School');
    // the picture: uploaded, then described
    await add('Image');
    await editor.getByLabel('Upload a picture').setInputFiles({ name: 'class.png', mimeType: 'image/png', buffer: await pngOf(page) });
    await expect(editor.getByRole('textbox', { name: 'Picture address' })).toHaveValue(/^\/.+/);
    await editor.getByRole('textbox', { name: 'Description of the picture (for screen readers)' }).fill('The class in the school yard');
    // the paragraph, with a link made in the link dialog
    await add('Rich text');
    const text = editor.getByRole('textbox', { name: 'Text', exact: true });
    await text.click();
    await page.keyboard.type('Questions about the photos? Write to us through ');
    await editor.getByRole('button', { name: 'Link', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a link' });
    await dialog.getByRole('textbox', { name: /^Link address/ }).fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Add link' }).click();
    await expect(dialog.getByText(/^Not a link the shop allows/)).toBeVisible();
    await expectNoAxeViolations(page, 'studio link dialog with its error');
    await dialog.getByRole('textbox', { name: /^Link address/ }).fill('/contact-us');
    await dialog.getByRole('textbox', { name: /^Text of the link/ }).fill('the contact page');
    await dialog.getByRole('button', { name: 'Add link' }).click();
    await expect(dialog).toBeHidden();
    await expect(text.getByRole('link', { name: 'the contact page' })).toHaveAttribute('href', '/contact-us');

    await editor.getByRole('button', { name: 'Publish' }).click();
    await expect(editor.getByText('Saved.', { exact: true })).toBeVisible();
    await expect(editor.getByRole('link', { name: 'Open /pages/school-day in the shop' })).toBeVisible();
    await expectNoAxeViolations(page, 'studio page editor');

    // a parent, signed in to the shop in a browser of their own
    const shop = await page
      .context()
      .browser()!
      .newContext({ baseURL: new URL(page.url()).origin });
    const parent = await shop.newPage();
    const res = await parent.request.get('/api/webshop/user');
    const token = (await shop.cookies()).find((c) => c.name === 'shop_csrf')?.value ?? '';
    expect(res.ok()).toBe(true);
    const login = await parent.request.post('/api/webshop/auth/login', {
      headers: { 'x-csrf-token': token },
      data: { username: 'parent@example.com', password: 'parent-demo-1' },
    });
    expect(login.status()).toBe(200);
    await parent.goto('/pages/school-day');
    await expect(parent.getByRole('heading', { level: 1, name: 'Photo day at Fjord School' })).toBeVisible();
    await expect(parent.getByRole('img', { name: 'The class in the school yard' })).toBeVisible();
    expect(await parent.getByRole('img', { name: 'The class in the school yard' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
    await expect(parent.getByText('Questions about the photos? Write to us through')).toBeVisible();
    await expect(parent.getByRole('main').getByRole('link', { name: 'the contact page' })).toHaveAttribute('href', '/contact-us');
    await shop.close();
  },
);

testOnOwnShop('the Fjord operator switches the editor off: the card and calendar links leave the shop (decision 0085)', async ({ page }) => {
  // a shop of its own (its start counts: a minute on a busy machine), the shop's pages before and after, the studio's
  test.setTimeout(180_000);
  await signIn(page, 'operator@example.com', 'operator-demo-1');
  const visitor = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const parent = await visitor.newPage();
  const templateLinks = parent.getByRole('main').getByRole('link', { name: /^(Cards|Calendars)/ });
  await parent.goto('/products/categories');
  for (const name of [/^Cards/, /^Calendars/]) await expect(parent.getByRole('main').getByRole('link', { name }).first()).toBeVisible();

  await page.goto('/studio/portals/fjord');
  const modules = page.locator('#modules');
  const editorSwitch = modules.getByRole('checkbox', { name: 'Editor' });
  await expect(modules.getByText('Turning the editor off hides card and calendar templates and the package editor.')).toBeVisible();
  await modules.getByText('Editor', { exact: true }).click();
  await expect(editorSwitch).not.toBeChecked();
  await modules.getByRole('button', { name: 'Save modules' }).click();
  await expect(modules.getByText('Saved.', { exact: true })).toBeVisible();

  // the parent's next page load: no tile leads into the editor, and a template list's address has no designs
  await parent.goto('/products/categories');
  await expect(parent.getByRole('main').getByRole('link').first()).toBeVisible();
  await expect(templateLinks).toHaveCount(0);
  await parent.goto('/products/cards/christmas');
  await expect(parent.getByRole('main').getByRole('link', { name: 'Snowy Christmas' })).toHaveCount(0);
  await visitor.close();

  await page.goto('/studio/audit');
  await expect(page.getByRole('list', { name: 'Audit entries' }).getByRole('listitem').first()).toContainText('Modules');
});
