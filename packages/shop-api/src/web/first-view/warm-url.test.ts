import { describe, expect, it } from 'vitest';
import { warmUrlOf } from './index';

describe('warmUrlOf', () => {
  it('names a public page of the module’s own without parameters', () => {
    expect(warmUrlOf('access')).toBe('/');
    expect(warmUrlOf('catalog')).toBe('/products');
    expect(warmUrlOf('shell')).toBe('/contact-us');
  });
});
