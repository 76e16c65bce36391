import { testOnOwnShop as test, expect } from '../support/fixtures';
import { buildAndDeployRemote } from '../support/deploy-remote';
import { apiRegister, freshEmail, h1, open } from './account-helpers';
import { addCards } from './cart-helpers';
import { readFileSync } from 'node:fs';

const uiPackage = JSON.parse(readFileSync(new URL('../../packages/ui/package.json', import.meta.url), 'utf8')) as { version: string };

/** A major of @shop/ui the shell does not provide: the next one. */
const nextMajor = `${Number(uiPackage.version.split('.')[0]) + 1}.0.0`;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Decision 0013: a remote built against a @shop/* package major the running shell does not provide shows
// its fallback with a console error naming the package; the header and the other modules keep working.
test('a remote built against an incompatible major of a shared package shows its fallback; the rest of the shop works', async ({
  page,
  ownShop,
  consoleMessages,
}) => {
  test.setTimeout(180_000);
  const restore = buildAndDeployRemote(ownShop, 'mfe-account', { SHOP_SHARED_VERSION_OVERRIDES: JSON.stringify({ '@shop/ui': nextMajor }) });
  try {
    await apiRegister(page.request, freshEmail('versions'), 'versions-e2e-Passw0rd', 'EMMA2026');
    await addCards(page.request, 'Emma Hansen', 2);
    await open(page, '/my-account/picture-sets');
    const fallback = page.locator('.shop-remote-fallback');
    await expect(fallback).toContainText('This part of the shop could not be loaded.');
    await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
    // The shell's own version of @shop/ui (packages/ui/package.json) is named.
    expect(consoleMessages.join('\n')).toMatch(
      new RegExp(
        `Module account failed[\\s\\S]*${escaped(uiPackage.version)} from shell of shared singleton module @shop/ui does not satisfy the requirement of account which needs \\^${escaped(nextMajor)}`,
      ),
    );

    // The other modules, reached from the header, still work on the same shell with its own @shop/ui.
    await page.locator('#shop-header a[href="/shopping-cart"]').click();
    await expect(h1(page, 'Shopping cart')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Card 10x15 – Classic' })).toBeVisible();
    await page.locator('#shop-header a[href="/"]').first().click();
    await expect(h1(page, 'Would you like to add another picture set?')).toBeVisible();
    await expect(fallback).toHaveCount(0);
  } finally {
    restore();
  }
});
