import { describe, expect, it } from 'vitest';
import { codeDataFixture } from '../../../testing/fixtures';
import { readVerifyCodeAnswer } from './verify-code';

describe('readVerifyCodeAnswer', () => {
  it('prefers errorMessage over error', () => {
    expect(readVerifyCodeAnswer({ valid: false, error: 'invalid_code', errorMessage: 'Unknown code' }, 'X')).toEqual({ kind: 'invalid', message: 'Unknown code' });
  });
  it('an error wins even when valid is set', () => {
    expect(readVerifyCodeAnswer({ valid: true, error: 'Blocked' }, 'X')).toEqual({ kind: 'invalid', message: 'Blocked' });
  });
  it('follows a redirect, also when the code is not valid here', () => {
    expect(readVerifyCodeAnswer({ valid: false, data: { redirect: 'https://x.test/' } }, 'X')).toEqual({ kind: 'redirect', url: 'https://x.test/' });
  });
  it('hands the code data on', () => {
    const codeData = codeDataFixture();
    expect(readVerifyCodeAnswer({ valid: true, codeData }, 'ABC123')).toEqual({ kind: 'valid', codeData });
  });
  it('still works without code data, naming no one', () => {
    const result = readVerifyCodeAnswer({ valid: true }, 'ABC123');
    expect(result.kind === 'valid' && result.codeData).toMatchObject({ code: 'ABC123', name: '' });
  });
});
