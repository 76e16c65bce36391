import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { normalizeNewPassword, resetPasswordSchema } from './validation';

describe('normalizeNewPassword', () => {
  it('removes the first space only, then trims', () => {
    expect(normalizeNewPassword('a b c')).toBe('ab c');
    expect(normalizeNewPassword(' secret pass ')).toBe('secret pass');
    expect(normalizeNewPassword('nospace')).toBe('nospace');
  });
});

describe('resetPasswordSchema', () => {
  const schema = resetPasswordSchema((key) => key);
  const check = (password: string, retype = password) => v.safeParse(schema, { password, retype });

  it('checks and hands on the value that is sent', () => {
    const ok = check('new pass word ');
    expect(ok.success && ok.output).toEqual({ password: 'newpass word', retype: 'newpass word' });
  });

  it('counts the length after the space is removed and the value trimmed (more than 6)', () => {
    const short = check('abc def'); // 7 typed, 6 sent
    expect(short.success).toBe(false);
    expect(short.issues?.[0]?.message).toBe('validation.tooShort');
    expect(check('abcdef  ').success).toBe(false);
    expect(check('abc defgh').success).toBe(true);
  });

  it('compares the two fields as they are sent', () => {
    expect(check('abc defgh', 'abcdefgh').success).toBe(true);
    expect(check('abcdefgh', 'abcdefgX').success).toBe(false);
  });
});
