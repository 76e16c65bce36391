import { expect, test } from '../support/fixtures';

// The studio is desktop first (issue 30): a phone may show a reduced studio, never a broken one. At 390×844 and
// 360×640 every page fits the width (no sideways scroll of the frame) and every entry of the navigation is on screen.

const PAGES = [
  ['/studio', 'Dashboard'],
  ['/studio/portals', 'Portals'],
  ['/studio/portals/fjord', 'Fjord Portraits: settings'],
  ['/studio/portals/fjord/content', 'Fjord Portraits: content'],
  ['/studio/portals/fjord/content?tab=pages&page=about', 'Fjord Portraits: content'],
  ['/studio/portals/fjord/content?tab=policies', 'Fjord Portraits: content'],
  ['/studio/audit', 'Audit log'],
] as const;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  test.describe(`on a phone at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, isMobile: true, hasTouch: true });

    test('every studio page fits the width, and the navigation is within reach', async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto('/studio/sign-in');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the studio' })).toBeVisible();
      await page.getByRole('textbox', { name: /^E-mail/ }).fill('operator@example.com');
      await page.getByLabel(/^Password/).fill('operator-demo-1');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
      for (const [path, heading] of PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await page.waitForLoadState('networkidle');
        // a phone widens its layout viewport to content wider than the screen: the page's width is the screen's
        expect(await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]), path).toEqual([viewport.width, viewport.width]);
        const links = page.getByRole('navigation', { name: 'Studio' }).getByRole('link');
        for (const link of await links.all()) {
          const box = (await link.boundingBox())!;
          expect(box.x >= 0 && box.x + box.width <= viewport.width, `${path}: ${await link.textContent()} on screen`).toBe(true);
        }
      }
      await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Portals' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Portals' })).toBeVisible();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the studio' })).toBeVisible();
    });
  });
}
