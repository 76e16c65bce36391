/**
 * Changing a portal's brand (colours, font, corners, logo, front-page image) without a build: the settings
 * are read per request, so the next page load shows them. Colour pairs that would fail WCAG AA (4.5:1) are
 * refused, so an operator cannot make the shop unreadable.
 */
import { BRAND_CORNERS, BRAND_FONTS, Theme } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../db/client';
import { portals, type Portal } from '../db/schema';
import { BRAND_SETTINGS, contrastRatio, type BrandSetting } from './brand';

const HEX = /^#[0-9a-f]{6}$/i;
const URL_LIKE = /^(\/[^\s"'()<>]*|https:\/\/[^\s"'()<>]+)$/;

export class BrandError extends Error {}

export interface Brand {
  theme: Theme;
  logo: string;
  background: { color: string; image: string };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function readBrand(db: Db | Tx, key: string): Promise<Brand> {
  const [portal] = await db.select().from(portals).where(eq(portals.key, key));
  if (!portal) throw new BrandError(`Unknown portal '${key}'`);
  return { theme: portal.theme, logo: portal.logo, background: portal.background };
}

/** Applies `changes` to the brand after checking each value and the colour pairs' contrast; returns the new brand. */
export function changedBrand(brand: Brand, changes: Partial<Record<BrandSetting, string>>): Brand {
  const theme: Theme = { ...brand.theme };
  const background = { ...brand.background };
  let logo = brand.logo;
  for (const [name, value] of Object.entries(changes) as [BrandSetting, string][]) {
    if (!(name in BRAND_SETTINGS)) throw new BrandError(`Unknown setting '${name}' (one of: ${Object.keys(BRAND_SETTINGS).join(', ')})`);
    const colour = () => {
      if (!HEX.test(value)) throw new BrandError(`${name} must be a colour like #0b4a6f, not '${value}'`);
      return value.toLowerCase();
    };
    const url = () => {
      if (!URL_LIKE.test(value)) throw new BrandError(`${name} must be a path (/static/…) or an https:// address, not '${value}'`);
      return value;
    };
    switch (name) {
      case 'primary':
        theme.primary = colour();
        break;
      case 'primary-contrast':
        theme.primaryContrast = colour();
        break;
      case 'header-bg':
        theme.headerBackground = colour();
        break;
      case 'header-text':
        theme.headerText = colour();
        break;
      case 'page-bg':
        background.color = colour();
        break;
      case 'logo':
        logo = url();
        break;
      case 'hero-image':
        background.image = url();
        break;
      case 'font':
        if (!(BRAND_FONTS as readonly string[]).includes(value)) throw new BrandError(`font is one of ${BRAND_FONTS.join(', ')}, not '${value}'`);
        theme.font = value as Theme['font'];
        break;
      case 'corners':
        if (!(BRAND_CORNERS as readonly string[]).includes(value)) throw new BrandError(`corners is one of ${BRAND_CORNERS.join(', ')}, not '${value}'`);
        theme.corners = value as Theme['corners'];
        break;
    }
  }
  const pairs: [string, string, string][] = [
    ['primary-contrast on primary', theme.primaryContrast, theme.primary],
    ['header-text on header-bg', theme.headerText, theme.headerBackground],
    ['primary (links) on page-bg', theme.primary, background.color],
  ];
  for (const [label, a, b] of pairs) {
    if (!HEX.test(a) || !HEX.test(b)) continue; // an older non-hex value the operator did not touch
    const ratio = contrastRatio(a, b);
    if (ratio < 4.5) throw new BrandError(`${label} has a contrast of ${ratio.toFixed(2)}:1; WCAG AA needs 4.5:1`);
  }
  return { theme: v.parse(Theme, theme), logo, background };
}

export async function setBrand(db: Db, key: string, changes: Partial<Record<BrandSetting, string>>): Promise<Brand> {
  return db.transaction(async (tx) => {
    const next = changedBrand(await readBrand(tx, key), changes);
    await tx
      .update(portals)
      .set({ theme: next.theme, logo: next.logo, background: next.background } satisfies Partial<Portal>)
      .where(eq(portals.key, key));
    return next;
  });
}
