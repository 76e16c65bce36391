import { describe, expect, it } from 'vitest';
import { brandCssVariables, contrastRatio, FONT_STACKS } from './brand';
import { changedBrand } from './brand-settings';

describe('brand CSS variables', () => {
  it('defaults to the system font and soft corners', () => {
    expect(brandCssVariables({})).toBe(`--shop-font-heading: ${FONT_STACKS.system}; --shop-radius-1: 4px; --shop-radius-2: 8px; --shop-radius-3: 12px;`);
  });

  it('a value the tables do not know (an old or hand-edited row) falls back instead of reaching the <style>', () => {
    const bogus = { font: '</style><script>' as never, corners: 'x; color: red' as never };
    expect(brandCssVariables(bogus)).toBe(brandCssVariables({}));
  });

  it('every font stack ends in a generic family and holds no characters that could end the rule', () => {
    for (const stack of Object.values(FONT_STACKS)) {
      expect(stack).toMatch(/, (serif|sans-serif)$/);
      expect(stack).not.toMatch(/[;{}<>"\\]/);
    }
  });
});

describe('changing a brand', () => {
  const brand = {
    theme: { primary: '#0b4a6f', primaryContrast: '#ffffff', headerBackground: '#072f47', headerText: '#ffffff' },
    logo: '/static/logo.svg',
    background: { color: '#f2f6f9', image: '/static/bg.jpg' },
  };

  it('lower-cases colours and keeps what is not named', () => {
    expect(changedBrand(brand, { 'header-bg': '#1C1236', font: 'rounded' })).toEqual({
      ...brand,
      theme: { ...brand.theme, headerBackground: '#1c1236', font: 'rounded' },
    });
  });

  it('checks links on the page tint too', () => {
    expect(() => changedBrand(brand, { 'page-bg': '#5a7a8a' })).toThrow(/primary \(links\) on page-bg has a contrast of/);
    expect(contrastRatio('#0b4a6f', '#f2f6f9')).toBeGreaterThan(4.5);
  });
});
