import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiRegister, csrf, freshEmail, open } from './account-helpers';

// The editor on a phone (issue 34 item 12): at 390×844 and 360×640, with the consent banner up (a first visit,
// no choice stored), every editor view fits the width (no sideways scrolling) and each of its controls can be
// brought on screen whole and is then the thing a finger there touches: not under the banner, not off an edge.

/** The controls of `scope`, each scrolled into reach, that are off the screen or covered (by the banner or anything). */
async function unreachable(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const misses: string[] = [];
    // a view wider than its box scrolls sideways inside it (the picture strip is a list that scrolls by design)
    if (root.scrollWidth > root.clientWidth + 1)
      misses.push(`${root.getAttribute('aria-label') ?? root.tagName}: wider than the screen (${root.scrollWidth} px)`);
    const controls = root.querySelectorAll<HTMLElement>('button, input:not([type=hidden]), textarea, select, a[href], [role=tab], [role=slider]');
    for (const el of controls) {
      if (!el.getClientRects().length || getComputedStyle(el).visibility === 'hidden') continue;
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const r = el.getBoundingClientRect();
      const name = el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName;
      if (r.left < 0 || r.top < 0 || r.right > window.innerWidth + 0.5 || r.bottom > window.innerHeight + 0.5) {
        misses.push(`${name}: off the screen (${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)})`);
        continue;
      }
      // the middle of each edge and the centre: a finger there reaches this control
      const points = [
        [r.left + r.width / 2, r.top + r.height / 2],
        [r.left + r.width / 2, r.top + 2],
        [r.left + r.width / 2, r.bottom - 2],
        [r.left + 2, r.top + r.height / 2],
        [r.right - 2, r.top + r.height / 2],
      ] as const;
      const covered = points.find(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return !hit || !(el.contains(hit) || hit.contains(el) || (el.id !== '' && hit.closest(`label[for="${el.id}"]`)));
      });
      if (covered) {
        const hit = document.elementFromPoint(covered[0], covered[1]);
        misses.push(`${name}: covered by ${hit?.closest('[data-testid]')?.getAttribute('data-testid') ?? hit?.tagName}`);
      }
    }
    return misses;
  });
}

async function fits(page: Page, view: string, scopes: Locator[]) {
  await page.waitForTimeout(150); // a view's entrance (dialogs animate in)
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth, `${view}: no sideways scrolling`).toBeLessThanOrEqual(innerWidth);
  const misses: string[] = [];
  for (const scope of scopes) misses.push(...(await unreachable(scope)));
  expect(misses, `${view}: every control within reach`).toEqual([]);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  test.describe(`the editor on a phone at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('every view fits the screen, and the consent banner covers none of its controls', async ({ page }) => {
      test.setTimeout(120_000);
      // two of the school's sets: the picture panel shows the set buttons (the portal lets a parent mix them)
      await apiRegister(page.request, freshEmail('editor-phone'), 'editor-e2e-Passw0rd', 'EMMA2026');
      const added = await page.request.get('/ajax/prophoto/add_picture_set_by_code.php?code=NOAH2026&confirm=1', {
        headers: { 'x-csrf-token': await csrf(page.request) },
      });
      expect(added.status()).toBe(200);
      const cards = (await (await page.request.get('/api/webshop/templates/cards')).json()) as Array<{
        uuid: string;
        name: string;
        product: { uuid: string; name: string };
      }>;
      const card = cards.find((t) => t.name === 'Snowy Christmas')!;
      await open(page, `/products/cards/${card.product.uuid}/${card.uuid}`);
      await expect(page.getByRole('heading', { level: 1, name: `Snowy Christmas · ${card.product.name}` })).toBeVisible();
      await expect(page.getByTestId('consent-banner')).toBeVisible();
      const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
      const tools = page.getByRole('region', { name: 'Editing tools' });
      await fits(page, 'editor', [header, tools]);

      await page.getByRole('button', { name: 'Change/edit photos' }).click();
      await tools.getByRole('button', { name: 'Picture 1', exact: true }).click();
      await expect(tools.getByRole('button', { name: 'Picture set', exact: true })).toBeVisible();
      await expect(tools.getByRole('group', { name: 'Picture sets' }).getByRole('button')).toHaveCount(2);
      await fits(page, 'pictures', [tools]);
      await tools.getByRole('tab', { name: 'Edit image' }).click();
      await expect(tools.getByRole('button', { name: 'Sepia' })).toBeVisible();
      await fits(page, 'image edit', [tools]);
      await tools.getByRole('button', { name: 'Done' }).click();

      await tools.getByRole('button', { name: 'Edit text' }).click();
      await tools.getByRole('button', { name: 'Text 1', exact: true }).click();
      await expect(tools.getByRole('textbox', { name: 'Text' })).toBeVisible();
      await fits(page, 'text', [tools]);
      await tools.getByRole('button', { name: 'Done' }).click();

      await tools.getByRole('button', { name: 'Change design' }).click();
      await expect(tools.getByRole('button', { name: /^Use the design / }).first()).toBeVisible();
      await fits(page, 'design strip', [tools]);
      await tools.getByRole('button', { name: 'Back' }).click();

      await tools.getByRole('button', { name: 'Preview' }).click();
      const preview = page.getByRole('dialog', { name: 'Preview of Snowy Christmas' });
      await expect(preview.getByText('Front (1 of 2)')).toBeVisible();
      await fits(page, 'preview', [preview]);
      await preview.getByRole('button', { name: 'Close' }).last().click();

      await tools.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByRole('alertdialog', { name: 'Dear customer' }).getByRole('button', { name: 'Add to shopping cart' }).click();
      const buy = page.getByRole('dialog', { name: 'Choose quantity' });
      await expect(buy.getByRole('textbox', { name: `Quantity of ${card.product.name}` })).toBeVisible();
      await fits(page, 'buy view', [buy]);
      await buy.getByRole('button', { name: 'Back', exact: true }).click();

      // the package editor: its page, and an item's design in the full-screen editor
      await open(page, '/products/packages');
      await page.getByRole('article', { name: 'Package A' }).getByRole('button', { name: 'Choose pictures' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Package A' })).toBeVisible();
      await fits(page, 'package editor', [page.locator('#shop-content')]);
      await page.getByRole('button', { name: /^Design Print 20x30/ }).click();
      const item = page.getByRole('dialog', { name: /^Design Print 20x30/ });
      await expect(item.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
      await fits(page, 'package item', [item.getByRole('region', { name: 'Editing tools' })]);
    });
  });
}
