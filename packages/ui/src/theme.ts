import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { recipes, slotRecipes } from './recipes';

/**
 * Chakra's colour palettes nobody uses: the shop's colours are the portal's brand, gray (Chakra's default palette)
 * and red, orange, green and blue (the status colours of alerts, toasts and the bg/fg/border tokens). A palette
 * is 11 colours and 8 semantic colours, each a CSS variable in every first view and a token createSystem builds
 * on every page load (decision 0064). Using one of these in a `colorPalette` leaves it uncoloured: take it out of here.
 */
const unused = new Set(['yellow', 'teal', 'cyan', 'purple', 'pink']);
const usedPalettes = <T extends object>(colors: T) => Object.fromEntries(Object.entries(colors).filter(([name]) => !unused.has(name))) as T;

/** The shop has no dark mode: a semantic token's light value only (half the semantic tokens, no `.dark` CSS). */
function lightOnly<T>(node: T): T {
  if (typeof node !== 'object' || node === null) return node;
  const value = (node as { value?: { _light?: unknown } }).value;
  if (value !== undefined) return (typeof value === 'object' && value !== null && '_light' in value ? { ...node, value: value._light } : node) as T;
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, lightOnly(child)])) as T;
}

/** Chakra's default theme with only the recipes (see recipes.ts), palettes and colour mode the shop uses. */
const shopThemeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: usedPalettes(tokens.colors) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: usedPalettes(semanticTokens.colors) }),
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});
import type { Theme } from '@shop/contracts/core';

const systems = new Map<string, SystemContext>();

/**
 * The shop's design tokens on top of Chakra's. Fonts, radii and the page surface are CSS variables the server
 * paints into index.html's :root from the portal's brand (shop-api portals/brand.ts), so they cost no
 * JavaScript per brand and are right before any script runs (shell/index.html paints them on every page; only
 * the fonts keep a fallback, for a remote's stand-alone dev page). Remotes use these names, never raw values.
 */
const designTokens = {
  fonts: { heading: { value: 'var(--shop-font-heading, system-ui, sans-serif)' }, body: { value: 'var(--shop-font-body, system-ui, sans-serif)' } },
  radii: { l1: { value: 'var(--shop-radius-1)' }, l2: { value: 'var(--shop-radius-2)' }, l3: { value: 'var(--shop-radius-3)' } },
  shadows: { raised: { value: 'var(--shop-shadow-raised)' } },
};

/** The Chakra system of a portal: its brand colours as the 'brand' palette. One per theme, shared by every module. */
export function systemForTheme(theme: Theme): SystemContext {
  const key = JSON.stringify(theme);
  let system = systems.get(key);
  if (!system) {
    system = createSystem(...systemConfigs(theme));
    systems.set(key, system);
  }
  return system;
}

/** createSystem as steps (merging the configs, the token dictionary, the rest): patches/@chakra-ui__react*.patch. */
type SystemSteps = (...configs: Parameters<typeof createSystem>) => Generator<void, SystemContext>;

/**
 * The same system built in three tasks instead of one (`between` yields the main thread): at once about 13 ms of
 * a first visit's CPU here, the one task of 12.5 ms or more left after the first paint on most pages, 4 × that at
 * Lighthouse's phone speed (decision 0076). Without the patch's steps (an upgrade that dropped it): in one go.
 */
export async function systemForThemeInSteps(theme: Theme, between: () => Promise<unknown>): Promise<SystemContext> {
  const key = JSON.stringify(theme);
  const known = systems.get(key);
  if (known) return known;
  const inSteps = (createSystem as typeof createSystem & { inSteps?: SystemSteps }).inSteps;
  if (!inSteps) return systemForTheme(theme);
  const steps = inSteps(...systemConfigs(theme));
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) {
      // another caller may have built it meanwhile: one system per theme
      const system = systems.get(key) ?? step.value;
      systems.set(key, system);
      return system;
    }
    await between();
  }
}

/** The configs of a portal's system: Chakra's base, the shop's theme, the portal's brand. */
function systemConfigs(theme: Theme) {
  const config = defineConfig({
    globalCss: { 'html, body': { margin: 0, bg: 'surface.page' } },
    theme: {
      semanticTokens: {
        ...designTokens,
        colors: {
          brand: {
            solid: { value: theme.primary },
            contrast: { value: theme.primaryContrast },
            fg: { value: theme.primary },
            muted: { value: `color-mix(in srgb, ${theme.primary} 20%, white)` },
            subtle: { value: `color-mix(in srgb, ${theme.primary} 10%, white)` },
            emphasized: { value: `color-mix(in srgb, ${theme.primary} 30%, white)` },
            focusRing: { value: theme.primary },
          },
          header: { bg: { value: theme.headerBackground }, fg: { value: theme.headerText } },
          // light surfaces: the page in the portal's tint, raised panels white
          surface: { page: { value: 'var(--shop-page-bg)' }, raised: { value: '#fff' } },
          // Chakra's own error/success text colours are under 4.5:1 on light surfaces: one step darker
          fg: { error: { value: '{colors.red.700}' }, success: { value: '{colors.green.700}' } },
          // the full-screen picture viewer: pictures on a dark stage
          stage: { bg: { value: '{colors.gray.950}' }, fg: { value: 'white' } },
        },
      },
    },
  });
  return [defaultBaseConfig, shopThemeConfig, config] as const;
}
