import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { modeOf } from './answer-modes';
import { AddSetAnswer, VerifyCodeAnswer } from './api/access';

const subject = { uuid: 's1', name: 'Ola Nordmann' };

describe('legacy answers with modes (docs/decisions/0012)', () => {
  it('name the one mode an add-set answer is in', () => {
    expect(modeOf(AddSetAnswer, { valid: true, subjectUuid: 's1' })).toBe('added');
    expect(modeOf(AddSetAnswer, { valid: true, warning: { subject } })).toBe('confirm');
    expect(modeOf(AddSetAnswer, { valid: false, redirect: 'https://other.example/' })).toBe('redirect');
    expect(modeOf(AddSetAnswer, { valid: false, error: 'The code is not valid' })).toBe('error');
  });

  it('refuse combinations no mode names', () => {
    for (const answer of [
      { valid: false, warning: { subject } },
      { valid: true, subjectUuid: 's1', warning: { subject } },
      { valid: true, redirect: 'https://other.example/' },
      { valid: false },
    ]) {
      expect(modeOf(AddSetAnswer, answer)).toBeUndefined();
      expect(v.is(AddSetAnswer, answer)).toBe(false);
    }
    expect(v.is(VerifyCodeAnswer, { valid: true, data: { redirect: 'https://other.example/' } })).toBe(false);
  });
});
