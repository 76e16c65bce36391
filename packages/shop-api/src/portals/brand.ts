/**
 * A portal's brand as CSS custom properties, painted into index.html's :root by the server. The Chakra
 * system (packages/ui theme.ts) reads its font and radius tokens from these variables, so a brand change is
 * a settings change (next page load) and costs the browser no JavaScript and no font download.
 */
import type { BRAND_CORNERS, BRAND_FONTS, Theme } from '@shop/contracts';

type Font = (typeof BRAND_FONTS)[number];
type Corners = (typeof BRAND_CORNERS)[number];

/** System font stacks (after modernfontstacks.com): each ends in a generic family, so every device shows one. */
export const FONT_STACKS: Record<Font, string> = {
  system: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  humanist: "Seravek, 'Gill Sans Nova', Ubuntu, Calibri, 'DejaVu Sans', source-sans-pro, sans-serif",
  geometric: "Avenir, Montserrat, Corbel, 'URW Gothic', source-sans-pro, sans-serif",
  serif: "Charter, 'Bitstream Charter', 'Sitka Text', Cambria, 'Liberation Serif', Georgia, serif",
  rounded: "ui-rounded, 'Hiragino Maru Gothic ProN', Quicksand, Comfortaa, Manjari, 'Arial Rounded MT', Calibri, source-sans-pro, sans-serif",
};

/** Small (badges, checkboxes), medium (buttons, fields) and large (cards, pictures, dialogs) radii. */
export const CORNER_RADII: Record<Corners, [string, string, string]> = {
  square: ['2px', '3px', '4px'],
  soft: ['4px', '8px', '12px'],
  round: ['8px', '999px', '20px'],
};

/**
 * The declarations for the :root rule. Values come only from the two tables above (an unknown name in the
 * database falls back to the default), so they are safe inside <style> without escaping.
 */
export function brandCssVariables(theme: Pick<Theme, 'font' | 'corners'>): string {
  const font = FONT_STACKS[theme.font ?? 'system'] ?? FONT_STACKS.system;
  const [r1, r2, r3] = CORNER_RADII[theme.corners ?? 'soft'] ?? CORNER_RADII.soft;
  return `--shop-font-heading: ${font}; --shop-radius-1: ${r1}; --shop-radius-2: ${r2}; --shop-radius-3: ${r3};`;
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** What `pnpm operator brand` may set, by the name the operator types. */
export const BRAND_SETTINGS = {
  primary: 'brand colour of buttons and links (#rrggbb)',
  'primary-contrast': 'text on the brand colour (#rrggbb)',
  'header-bg': 'header background (#rrggbb)',
  'header-text': 'header text (#rrggbb)',
  'page-bg': 'page background, a light tint (#rrggbb)',
  font: 'heading font: system, humanist, geometric, serif or rounded',
  corners: 'square, soft or round',
  logo: 'logo URL (/static/… or https://…)',
  'hero-image': 'front-page background image URL (/static/… or https://…)',
} as const;
export type BrandSetting = keyof typeof BRAND_SETTINGS;
