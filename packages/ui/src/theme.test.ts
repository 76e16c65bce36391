import { describe, expect, it } from 'vitest';
import { systemForTheme } from './theme';

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
