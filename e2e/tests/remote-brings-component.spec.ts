import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { testOnOwnShop as test, expect, expectNoAxeViolations } from '../support/fixtures';
import { buildAndDeployRemote } from '../support/deploy-remote';
import { apiRegister, freshEmail, h1, open } from './account-helpers';

/** '#0b4a6f' → 'rgb(11, 74, 111)', as getComputedStyle answers. */
function rgb(hex: string): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** Style elements that define the portal's token variables (the global CSS of a ChakraProvider). */
const tokenStyleCount = () => [...document.querySelectorAll('style')].filter((s) => (s.textContent ?? '').includes('--chakra-colors-brand-solid:')).length;

// Decision 0018: a remote uses a Chakra component the running shell's build does not contain (Progress,
// from its own tree-shaken copy through @shop/ui/extra), is built and deployed alone, and the component
// renders in the portal's brand on the shell's one system, with no console error or duplicate warning.
test('a remote deployed alone renders a Chakra component the shell does not have, in the portal’s brand', async ({ page, ownShop, consoleMessages }) => {
  test.setTimeout(180_000);
  // The running shell knows nothing of Progress: neither the component (its anatomy) nor its recipe.
  const shellAssets = path.join(ownShop.root, 'shell', 'dist', 'assets');
  const shellJs = readdirSync(shellAssets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join(shellAssets, f), 'utf8'))
    .join('\n');
  expect(shellJs).not.toMatch(/\("progress"\)\.parts\(/);

  const restore = buildAndDeployRemote(ownShop, 'mfe-account', {});
  try {
    const settings = await (await page.request.get('/api/webshop/shop-settings')).json();
    const primary = rgb(settings.theme.primary);
    await apiRegister(page.request, freshEmail('extra'), 'extra-e2e-Passw0rd', 'EMMA2026');

    // the module's first page, rendered in the browser as the yearbook step is (the picture sets list comes from
    // the server, decision 0066, with the server's global CSS as a tag of its own: not the same count)
    await open(page, '/new-picture-set');
    await expect(page.getByText('Emma Hansen', { exact: true })).toBeVisible();
    const globalStyles = await page.evaluate(tokenStyleCount);

    await open(page, '/new-picture-set/yearbook-pose');
    await expect(h1(page, 'Yearbook pose')).toBeVisible();
    const bar = page.getByRole('progressbar', { name: '1 of 2' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '1');
    await expect(page.getByText('1 of 2', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    // Themed by the shop's system: the filled part is the portal's primary colour, half the track.
    const range = page.locator('[data-scope="progress"][data-part="range"]');
    await expect.poll(() => range.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe(primary);
    const [rangeWidth, trackWidth] = await range.evaluate((e) => [e.getBoundingClientRect().width, e.parentElement!.getBoundingClientRect().width]);
    expect(Math.round((rangeWidth / trackWidth) * 100)).toBe(50);
    // The remote's Chakra copy adds no second copy of the global CSS (reset, token variables).
    expect(await page.evaluate(tokenStyleCount)).toBe(globalStyles);

    expect(consoleMessages.join('\n')).toBe('');
    await expect(page.locator('.shop-remote-fallback')).toHaveCount(0);
  } finally {
    restore();
  }
});
