import { describe, expect, it } from 'vitest';
import { normalizeNewPassword } from './validation';

describe('normalizeNewPassword', () => {
  it('removes the first space only, then trims', () => {
    expect(normalizeNewPassword('a b c')).toBe('ab c');
    expect(normalizeNewPassword(' secret pass ')).toBe('secret pass');
    expect(normalizeNewPassword('nospace')).toBe('nospace');
  });
});
