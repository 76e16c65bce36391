import { describe, expect, it } from 'vitest';
import type { AddSetAnswer } from '@shop/contracts/access';
import { readAddSetAnswer } from './add-picture-set-by-code';

const subject = { uuid: 'u1', name: 'Ola' };

describe('readAddSetAnswer: one result per mode of the answer', () => {
  it.each<[AddSetAnswer, ReturnType<typeof readAddSetAnswer>]>([
    [
      { valid: false, error: 'Nope' },
      { kind: 'invalid', message: 'Nope' },
    ],
    // an empty error (the legacy back end) leaves the form's own text
    [
      { valid: false, error: '' },
      { kind: 'invalid', message: undefined },
    ],
    [
      { valid: false, redirect: 'https://x.test/' },
      { kind: 'redirect', url: 'https://x.test/' },
    ],
    [
      { valid: true, warning: { subject } },
      { kind: 'warning', subject },
    ],
    [
      { valid: true, subjectUuid: 'u1' },
      { kind: 'added', subjectUuid: 'u1' },
    ],
  ])('%j → %j', (answer, expected) => {
    expect(readAddSetAnswer(answer)).toEqual(expected);
  });
});
