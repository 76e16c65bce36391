import { describe, expect, it } from 'vitest';
import { warmUrlOf } from './index';

describe('warmUrlOf', () => {
  it('names a page of the module’s own that renders (not a redirect)', () => {
    expect(warmUrlOf('access')).toBe('/');
    expect(warmUrlOf('catalog')).toBe('/products/packages');
    expect(warmUrlOf('shell')).toBe('/pages/about');
    // the account's pages are all signed in: its most visited one (decision 0066)
    expect(warmUrlOf('account')).toBe('/my-account/picture-sets');
    expect(warmUrlOf('checkout')).toBe('/');
  });
});
