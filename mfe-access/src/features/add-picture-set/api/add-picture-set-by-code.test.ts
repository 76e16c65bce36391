import { describe, expect, it } from 'vitest';
import { readAddSetAnswer } from './add-picture-set-by-code';

const subject = { uuid: 'u1', name: 'Ola' };

describe('readAddSetAnswer', () => {
  it.each([
    [{ valid: false, error: 'Nope' }, { kind: 'invalid', message: 'Nope' }],
    [{ valid: false }, { kind: 'invalid' }],
    [{ valid: true, redirect: 'https://x.test/' }, { kind: 'redirect', url: 'https://x.test/' }],
    [{ valid: false, warning: { subject } }, { kind: 'warning', subject }],
    [{ valid: true, subjectUuid: 'u1' }, { kind: 'added', subjectUuid: 'u1' }],
  ] as const)('%j → %j', (answer, expected) => {
    expect(readAddSetAnswer(answer)).toEqual(expected);
  });
});
