import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper
import { CONFIRM_RUNS, gatesFrom, runsToConfirm } from './lighthouse-gates.mjs';

const results = [{ path: '/' }, { path: '/enter-code?code=EMMA2026' }, { path: '/pages/about' }];
const defaults = { 'gate-metrics': 'lcp,tbt,cls' };

describe('lighthouse gates', () => {
  it('--gate names the metrics per page (a path with a query keeps its "=")', () => {
    const gates = gatesFrom({ ...defaults, gate: '/=lcp+cls;/enter-code?code=EMMA2026=lcp' }, results);
    expect([...gates]).toEqual([
      ['/', ['lcp', 'cls']],
      ['/enter-code?code=EMMA2026', ['lcp']],
    ]);
  });

  it('without --gate: the pages of --gate-pages (default every page) with --gate-metrics', () => {
    expect([...gatesFrom({ 'gate-metrics': 'lcp', 'gate-pages': '/' }, results)]).toEqual([['/', ['lcp']]]);
    expect(gatesFrom(defaults, results).get('/pages/about')).toEqual(['lcp', 'tbt', 'cls']);
  });

  it('refuses a page that was not measured and a metric it does not know', () => {
    expect(() => gatesFrom({ ...defaults, gate: '/products/packages=lcp' }, results)).toThrow(/not measured/);
    expect(() => gatesFrom({ ...defaults, gate: '/=fcp' }, results)).toThrow(/unknown metric fcp/);
  });
});

describe('a gated figure beyond its margin is measured again (decision 0077)', () => {
  it('up to a median of three runs, and only for a gated metric', () => {
    expect(CONFIRM_RUNS).toBe(3);
    expect(runsToConfirm([{ metric: 'cls' }], ['lcp', 'cls', 'tbtcpu'], 1)).toBe(2);
    expect(runsToConfirm([{ metric: 'cls' }], ['lcp', 'cls'], 3)).toBe(0); // already a median of three
    expect(runsToConfirm([{ metric: 'tbt' }], ['lcp', 'cls', 'tbtcpu'], 1)).toBe(0); // printed, not gated
    expect(runsToConfirm([], ['lcp', 'cls'], 1)).toBe(0);
  });
});
