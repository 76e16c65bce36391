import { describe, expect, it } from 'vitest';
import { systemForTheme, systemForThemeInSteps } from './theme';

const system = systemForTheme({ primary: '#0b4a6f', primaryContrast: '#ffffff', headerBackground: '#072f47', headerText: '#ffffff' });
const globalCss = JSON.stringify(system._global);

describe('the shop’s Chakra system', () => {
  it('has the palettes the shop colours with: the brand, gray and the status colours', () => {
    for (const palette of ['gray', 'red', 'orange', 'green', 'blue']) {
      expect(system.token(`colors.${palette}.700`)).toMatch(/^#/);
      expect(system.token(`colors.${palette}.solid`)).toBe(`var(--chakra-colors-${palette}-solid)`);
    }
    expect(system.token('colors.brand.solid')).toBe('var(--chakra-colors-brand-solid)');
    expect(globalCss).toContain('"--chakra-colors-brand-solid":"#0b4a6f"');
  });

  it('leaves out the palettes nobody uses and the dark mode (fewer tokens to build, a smaller global CSS)', () => {
    for (const palette of ['yellow', 'teal', 'cyan', 'purple', 'pink']) expect(system.token(`colors.${palette}.500`)).toBeUndefined();
    expect(globalCss).not.toContain('.dark');
    // the light values stay: the page background and the muted text
    expect(globalCss).toMatch(/"--chakra-colors-bg":"var\(--chakra-colors-white\)"/);
    expect(globalCss).toMatch(/"--chakra-colors-fg-muted":"var\(--chakra-colors-gray-600\)"/);
  });
});

describe('the system built in steps (decision 0076)', () => {
  it('yields the main thread twice while it builds, and is the same system createSystem builds in one go', async () => {
    const theme = { primary: '#7a1f3d', primaryContrast: '#ffffff', headerBackground: '#ffffff', headerText: '#1a1a1a' };
    const steps: string[] = [];
    const between = async () => void steps.push('yield');
    const inSteps = await systemForThemeInSteps(theme, between);
    expect(steps).toEqual(['yield', 'yield']);
    // built once per theme: the next caller gets it without any step, and so does the one-go builder
    expect(await systemForThemeInSteps(theme, between)).toBe(inSteps);
    expect(systemForTheme(theme)).toBe(inSteps);
    expect(steps).toHaveLength(2);
    // what the page gets from it: the same tokens, global CSS and recipe styles as Chakra's own createSystem
    const oneGo = systemForTheme({ ...theme, headerText: '#1a1a1b' });
    expect(inSteps.token('colors.brand.solid')).toBe('var(--chakra-colors-brand-solid)');
    expect(JSON.stringify(inSteps._global).replace('#1a1a1a', '#1a1a1b')).toBe(JSON.stringify(oneGo._global));
    expect(inSteps.css({ color: 'fg.error', px: '4', bg: 'brand.solid' })).toEqual(oneGo.css({ color: 'fg.error', px: '4', bg: 'brand.solid' }));
  });
});
