import { describe, expect, it } from 'vitest';
import { readVerifyCodeAnswer } from './verify-code';
import { codeDataFixture } from '@shop/testing';

describe('readVerifyCodeAnswer: one result per mode of the answer', () => {
  it('prefers errorMessage over error', () => {
    expect(readVerifyCodeAnswer({ valid: false, error: 'invalid_code', errorMessage: 'Unknown code' })).toEqual({ kind: 'invalid', message: 'Unknown code' });
    expect(readVerifyCodeAnswer({ valid: false, error: 'Blocked' })).toEqual({ kind: 'invalid', message: 'Blocked' });
  });
  it('leaves the form its own text when the answer names no error', () => {
    expect(readVerifyCodeAnswer({ valid: false })).toEqual({ kind: 'invalid', message: undefined });
  });
  it('follows a redirect to another portal', () => {
    expect(readVerifyCodeAnswer({ valid: false, data: { redirect: 'https://x.test/' } })).toEqual({ kind: 'redirect', url: 'https://x.test/' });
  });
  it('hands the code data on', () => {
    const codeData = codeDataFixture();
    expect(readVerifyCodeAnswer({ valid: true, codeData })).toEqual({ kind: 'valid', codeData });
  });
});
