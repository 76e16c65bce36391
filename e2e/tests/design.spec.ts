import { test, expect, origin, waitForShell } from '../support/fixtures';
import { apiRegister, freshEmail, h1, open, setOf } from './account-helpers';

// The look that issue 16 asks for, as far as a test can see it: each portal's brand reaches the pages
// (font, corners, colours), the front page explains itself, and the controls are thumb-sized on a phone.

const box = async (locator: import('@playwright/test').Locator) => (await locator.boundingBox())!;
const style = (locator: import('@playwright/test').Locator, property: string) =>
  locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

test("the two portals look different: heading font, corners and accent come from each portal's brand", async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
  const fjordHeading = page.getByRole('heading', { level: 1 });
  await expect(fjordHeading).toBeVisible();
  const fjord = {
    font: await style(fjordHeading, 'font-family'),
    radius: await style(page.getByRole('button', { name: 'Next' }), 'border-top-left-radius'),
    accent: await style(page.getByRole('button', { name: 'Next' }), 'background-color'),
  };

  await page.goto(`${origin('club.localhost')}/`);
  await waitForShell(page);
  const clubHeading = page.getByRole('heading', { level: 1 });
  await expect(clubHeading).toBeVisible();
  const next = page.getByRole('button', { name: 'Neste' });
  const club = {
    font: await style(clubHeading, 'font-family'),
    radius: await style(next, 'border-top-left-radius'),
    accent: await style(next, 'background-color'),
  };

  expect(fjord.font).toMatch(/^Charter,.*serif$/);
  expect(club.font).toMatch(/^Avenir,.*sans-serif$/);
  expect(fjord.radius).toBe('8px');
  expect(club.radius).toBe('999px');
  expect(fjord.accent).toBe('rgb(11, 74, 111)');
  expect(club.accent).toBe('rgb(29, 107, 87)');
});

test('the front page leads with the code and says how it works and whom to ask', async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
  const how = page.getByRole('region', { name: 'How it works' });
  await expect(how.getByRole('listitem')).toHaveText([/Enter your code/, /Choose your pictures/, /Order/]);
  const contact = page.getByRole('region', { name: 'Questions?' });
  await expect(contact.getByRole('link', { name: 'E-mail support@fjordportraits.example' })).toHaveAttribute('href', 'mailto:support@fjordportraits.example');
  // on a phone the code entry comes first, above the explanation
  const code = await box(page.getByRole('textbox', { name: 'Picture code' }));
  expect(code.y).toBeLessThan((await box(how)).y);
  for (const control of [
    page.getByRole('textbox', { name: 'Picture code' }),
    page.getByRole('button', { name: 'Next' }),
    page.getByRole('button', { name: 'Sign in' }),
  ]) {
    expect((await box(control)).height, await control.evaluate((el) => el.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(44);
  }
});

test('a picture set on a phone: two columns of large pictures with the favourite toggle on each, 44 px targets', async ({ page }) => {
  await apiRegister(page.request, freshEmail('design'), 'design-e2e-Passw0rd', 'EMMA2026');
  const emma = await setOf(page.request, 'Emma Hansen');
  await open(page, `/my-account/picture-sets/${emma.uuid}`);
  await expect(h1(page, 'Emma Hansen')).toBeVisible();
  const pictures = page.getByRole('button', { name: /^Open picture ID: \d+$/ });
  await expect(pictures.first()).toBeVisible();
  const viewport = page.viewportSize()!;
  const [first, second] = [await box(pictures.nth(0)), await box(pictures.nth(1))];
  expect(Math.abs(first.y - second.y)).toBeLessThan(2); // side by side
  expect(first.width).toBeGreaterThan(viewport.width * 0.4); // two columns fill the width
  const toggles = page.getByRole('button', { name: /^Favorite, ID: \d+$/ });
  expect(await toggles.count()).toBe(await pictures.count());
  const toggle = await box(toggles.first());
  expect(toggle.width).toBeGreaterThanOrEqual(44);
  expect(toggle.height).toBeGreaterThanOrEqual(44);
  // the toggle sits on its picture
  expect(toggle.x).toBeGreaterThanOrEqual(first.x);
  expect(toggle.y + toggle.height).toBeLessThanOrEqual(first.y + first.height);
  await expect(page.getByRole('link', { name: 'Buy pictures' })).toBeVisible();
});

test('dialogs on a phone are bottom sheets with full-width, thumb-sized actions', async ({ page }) => {
  await apiRegister(page.request, freshEmail('sheet'), 'design-e2e-Passw0rd', 'EMMA2026');
  await open(page, '/my-account/picture-sets');
  await expect(h1(page, 'My picture sets')).toBeVisible();
  await page.getByRole('button', { name: 'Add picture set' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add picture code' });
  await expect(dialog).toBeVisible();
  await expect(async () => {
    const viewport = page.viewportSize()!;
    const sheet = await box(dialog);
    expect(Math.round(sheet.width)).toBe(viewport.width);
    expect(Math.abs(sheet.y + sheet.height - viewport.height)).toBeLessThan(2); // on the bottom edge
    const add = await box(dialog.getByRole('button', { name: 'Add picture set' }));
    expect(add.height).toBeGreaterThanOrEqual(44);
    expect(add.width).toBeGreaterThan(viewport.width * 0.8);
  }).toPass();

  // another module's dialog is a sheet too: the rule is the shared recipe's, not each module's
  await open(page, '/products/cards/christmas');
  await page.getByRole('button', { name: 'Prices Card 15x15' }).click();
  const prices = page.getByRole('dialog', { name: 'Prices Card 15x15' });
  await expect(prices).toBeVisible();
  await expect(async () => {
    const viewport = page.viewportSize()!;
    const sheet = await box(prices);
    expect(Math.round(sheet.width)).toBe(viewport.width);
    expect(Math.abs(sheet.y + sheet.height - viewport.height)).toBeLessThan(2);
  }).toPass();
});

test("the yearbook pose is chosen on the picture itself, in the set's viewer", async ({ page }) => {
  await apiRegister(page.request, freshEmail('pose'), 'design-e2e-Passw0rd', 'EMMA2026');
  const emma = await setOf(page.request, 'Emma Hansen');
  await open(page, `/my-account/picture-sets/${emma.uuid}`);
  await page
    .getByRole('button', { name: /^Open picture ID: \d+$/ })
    .first()
    .click();
  const viewer = page.getByRole('dialog');
  const choose = viewer.getByRole('button', { name: 'Set as yearbook pose: Casual' });
  // Step to an individual portrait that is not the Casual pose yet (group pictures have no such button).
  for (let i = 0; i < 10 && !(await choose.isVisible()); i++) await viewer.getByRole('button', { name: 'Next picture' }).click();
  const id = (await viewer.getByText(/^ID: \d+$/).textContent())?.replace('ID: ', '');
  await choose.click();
  await expect(viewer.getByRole('button', { name: 'Current yearbook pose: Casual' })).toBeDisabled();
  await viewer.getByRole('button', { name: 'Close' }).click();
  const tile = page.locator('li').filter({ has: page.getByRole('button', { name: `Open picture ID: ${id}` }) });
  await expect(tile.getByText('In the yearbook')).toBeVisible();

  // Buying starts on the picture too: the portal has the catalogue, so the viewer leads to the set's digital portraits.
  await tile.getByRole('button', { name: `Open picture ID: ${id}` }).click();
  await viewer.getByRole('link', { name: 'Buy this picture' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/digital-portraits/${emma.uuid}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("'Desktop version' lays the phone out wide on this and the next page (the server's viewport); 'Mobile version' switches back", async ({ page }) => {
  await open(page, '/contact-us');
  const width = () => page.evaluate(() => window.innerWidth);
  expect(await width()).toBeLessThan(500);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Desktop version' }).click();
  await expect.poll(width).toBe(1280);
  await open(page, '/pages/about');
  expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toBe('width=1280');
  expect(await width()).toBe(1280);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mobile version' }).click();
  await expect.poll(width).toBeLessThan(500);
  await page.reload();
  expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toBe('width=device-width, initial-scale=1');
});
