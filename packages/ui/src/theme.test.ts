import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { systemForTheme, systemForThemeInSteps } from './theme';

const repo = new URL('../../../', import.meta.url);

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

describe('the Chakra patch (decisions 0064, 0076, 0091)', () => {
  // pnpm applies a patch to one exact version: an upgrade of @chakra-ui/react must carry the patch forward
  // (pnpm patch) or drop it and measure again; this fails first, naming the versions
  it('is for the very version the shop installs and pins', () => {
    const workspace = readFileSync(new URL('pnpm-workspace.yaml', repo), 'utf8');
    const patched = [...workspace.matchAll(/^\s+"?@chakra-ui\/react@([^":]+)"?:\s*(\S+)$/gm)].map((m) => ({ version: m[1], file: m[2] }));
    expect(patched).toHaveLength(1);
    const installed = createRequire(import.meta.url)('@chakra-ui/react/package.json').version;
    const pinned = JSON.parse(readFileSync(new URL('packages/ui/package.json', repo), 'utf8')).dependencies['@chakra-ui/react'];
    expect({ patched: patched[0]!.version, installed, pinned }).toEqual({ patched: installed, installed, pinned: installed });
    expect(existsSync(new URL(patched[0]!.file!, repo))).toBe(true);
  });
});
