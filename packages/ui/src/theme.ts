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

/** Chakra's default theme with only the recipes the shop uses (see recipes.ts). */
const shopThemeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
});
import type { Theme } from '@shop/contracts/core';

const systems = new Map<string, SystemContext>();

/** The Chakra system of a portal: its brand colours as the 'brand' palette. One per theme, shared by every module. */
export function systemForTheme(theme: Theme): SystemContext {
  const key = JSON.stringify(theme);
  let system = systems.get(key);
  if (!system) {
    const config = defineConfig({
      globalCss: { 'html, body': { margin: 0 } },
      theme: {
        semanticTokens: {
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
          },
        },
      },
    });
    system = createSystem(defaultBaseConfig, shopThemeConfig, config);
    systems.set(key, system);
  }
  return system;
}
