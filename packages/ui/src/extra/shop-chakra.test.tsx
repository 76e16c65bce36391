import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShopSettings } from '@shop/contracts';
import { sessionStore, shopSettingsAtom } from '@shop/session';
import { ShopProviders, systemForTheme } from '@shop/ui';
import { Progress, ShopChakra } from '@shop/ui/extra';
import { progressSlotRecipe } from '@shop/ui/extra/recipes';
import { extendedSystem } from './shop-chakra';

const theme = { primary: '#0b4a6f', primaryContrast: '#ffffff', headerBackground: '#072f47', headerText: '#ffffff' };
const slotRecipes = { progress: progressSlotRecipe };

/** Style elements that define the portal's token variables (what a ChakraProvider's global CSS inserts). */
const tokenStyles = () => [...document.querySelectorAll('style')].filter((s) => (s.textContent ?? '').includes('--chakra-colors-brand-solid:')).length;

afterEach(() => {
  cleanup();
  sessionStore.set(shopSettingsAtom, null);
});

describe('extendedSystem', () => {
  const shop = systemForTheme(theme);
  const extended = extendedSystem(shop, {}, slotRecipes);

  it('keeps the shop system’s tokens, so the brand palette is the portal’s', () => {
    expect(extended.token('colors.brand.solid')).toBe('var(--chakra-colors-brand-solid)');
    expect(JSON.stringify(extended.getTokenCss())).toMatch(/"--chakra-colors-brand-solid":"#0b4a6f"/);
    expect(extended.tokens).toBe(shop.tokens);
    expect(extended.css).toBe(shop.css);
  });

  it('adds the recipes it is given and leaves the shared system as it was', () => {
    expect(extended.isSlotRecipe('progress')).toBe(true);
    expect(shop.isSlotRecipe('progress')).toBe(false);
    expect(extended.getSlotRecipeFn('progress').classNameMap.range).toBe('chakra-progress__range');
    expect(extended.getSlotRecipeFn('progress')).toBe(extended.getSlotRecipeFn('progress'));
    // Everything else is the shared system's own (same cached recipe functions).
    expect(extended.getSlotRecipeFn('dialog')).toBe(shop.getSlotRecipeFn('dialog'));
    expect(extended.getRecipeFn('button')).toBe(shop.getRecipeFn('button'));
  });

  it('brings no global CSS of its own (the shared provider has inserted it)', () => {
    expect(extended._global).toEqual([]);
    expect(extended._config.disableLayers).toBe(true);
    expect(shop._global.length).toBeGreaterThan(0);
  });

  it('never builds the shared system’s global CSS (the shared system builds it only when read)', () => {
    const unbuilt = Object.create(shop, {
      _global: {
        get() {
          throw new Error('the global CSS was built');
        },
      },
    });
    expect(extendedSystem(unbuilt, {}, slotRecipes)._global).toEqual([]);
  });
});

describe('ShopChakra', () => {
  it('renders a component from @shop/ui/extra with its recipe, without a second copy of the global CSS', async () => {
    sessionStore.set(shopSettingsAtom, { theme } as ShopSettings);
    const { rerender } = render(<ShopProviders>nothing extra</ShopProviders>);
    const before = tokenStyles();
    expect(before).toBeGreaterThan(0);
    rerender(
      <ShopProviders>
        <ShopChakra slotRecipes={slotRecipes}>
          <Progress.Root value={1} max={2} colorPalette="brand">
            <Progress.Label>1 of 2</Progress.Label>
            <Progress.Track aria-label="1 of 2">
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </ShopChakra>
      </ShopProviders>,
    );
    const bar = await screen.findByRole('progressbar', { name: '1 of 2' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1');
    expect(bar.querySelector('.chakra-progress__range')).not.toBeNull();
    expect(tokenStyles()).toBe(before);
  });
});
