import { describe, expect, it } from 'vitest';
import { warmUrlOf } from './index';

describe('warmUrlOf', () => {
  it('names a public page of the module’s own that renders (not a redirect)', () => {
    expect(warmUrlOf('access')).toBe('/');
    expect(warmUrlOf('catalog')).toBe('/products/packages');
    expect(warmUrlOf('shell')).toBe('/pages/about');
    expect(warmUrlOf('account')).toBe('/');
  });
});
