import { LegacyPage, MenuEntry, PortalOptions, Theme } from '@shop/contracts';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEMO_PORTALS } from './portals';

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const n = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(n.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('demo portals', () => {
  it('computes contrast like WCAG', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each(DEMO_PORTALS.map((d) => [d.portal.key, d] as const))('%s: text/background pairs pass WCAG AA (4.5:1)', (_key, demo) => {
    const theme = v.parse(Theme, demo.portal.theme);
    const pageBg = demo.portal.background!.color;
    expect(contrast(theme.primary, theme.primaryContrast)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.headerBackground, theme.headerText)).toBeGreaterThanOrEqual(4.5);
    // links and outline buttons: the brand colour on the page background
    expect(contrast(theme.primary, pageBg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(DEMO_PORTALS.map((d) => [d.portal.key, d] as const))('%s: menu, options and pages match the contracts', (_key, demo) => {
    v.parse(v.array(MenuEntry), demo.portal.menu);
    v.parse(PortalOptions, demo.portal.options);
    for (const page of demo.pages) v.parse(LegacyPage, { modules: page.modules });
    const modalTargets = (demo.portal.menu ?? [])
      .flatMap((e) => [e, ...(e.children ?? [])])
      .filter((e) => e.type === 'modal')
      .map((e) => e.target);
    // a modal entry opens a CMS page of the same portal
    for (const target of modalTargets) expect(demo.pages.map((p) => p.id)).toContain(target);
  });
});
