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
