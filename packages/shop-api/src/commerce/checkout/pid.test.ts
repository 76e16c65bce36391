/** Personal numbers and mobile numbers as the checkout checks them (requirePersonNo, verifyMobile). */
import { describe, expect, it } from 'vitest';
import { normaliseMobile, norwegianBirthDate, pidProblem, swedishBirthDate } from './pid';
import { fodselsnummer, yearsAgo } from './testing';

const now = new Date('2026-11-23T12:00:00Z');

describe('Norwegian fødselsnummer', () => {
  it('reads the birth date and checks both check digits', () => {
    const fnr = fodselsnummer(new Date(Date.UTC(1990, 4, 17)));
    expect(norwegianBirthDate(fnr)?.toISOString().slice(0, 10)).toBe('1990-05-17');
    const broken = `${fnr.slice(0, 10)}${(Number(fnr[10]) + 1) % 10}`;
    expect(norwegianBirthDate(broken)).toBeNull();
    expect(norwegianBirthDate('1234')).toBeNull();
    expect(norwegianBirthDate('31029012345')).toBeNull();
  });

  it('an adult passes; someone a day short of 18 does not; nonsense is invalid', () => {
    expect(pidProblem(fodselsnummer(yearsAgo(30)), 'NO')).toBeNull();
    expect(pidProblem(fodselsnummer(yearsAgo(18)), 'NO')).toBeNull();
    expect(pidProblem(fodselsnummer(yearsAgo(18, -1)), 'NO')).toBe('under-age');
    expect(pidProblem('00000000000', 'NO')).toBe('invalid');
    expect(pidProblem('abc', 'NO')).toBe('invalid');
  });
});

describe('Swedish personnummer', () => {
  it('Luhn and the century', () => {
    // 811218-9876 is the Swedish tax agency's example number
    expect(swedishBirthDate('811218-9876', now)?.toISOString().slice(0, 10)).toBe('1981-12-18');
    expect(swedishBirthDate('19811218-9876', now)?.toISOString().slice(0, 10)).toBe('1981-12-18');
    expect(swedishBirthDate('811218-9875', now)).toBeNull();
    expect(pidProblem('8112189876', 'SE', now)).toBeNull();
  });
});

describe('mobile numbers', () => {
  it('of the portal’s country, normalised', () => {
    expect(normaliseMobile('912 34 567', 'NO')).toBe('+4791234567');
    expect(normaliseMobile('+47 41234567', 'NO')).toBe('+4741234567');
    expect(normaliseMobile('22334455', 'NO')).toBeNull();
    expect(normaliseMobile('070-123 45 67', 'SE')).toBe('+46701234567');
    expect(normaliseMobile('12345', 'SE')).toBeNull();
  });
});
