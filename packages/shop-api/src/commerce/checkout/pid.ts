/**
 * Personal identity numbers (requirePersonNo) and mobile numbers (verifyMobile), checked on the
 * server. A Norwegian fødselsnummer (or D-number) has two mod-11 check digits; a Swedish personnummer
 * a Luhn check digit. Both carry the birth date, from which the minimum age is checked.
 */
export const MINIMUM_AGE = 18;

export type PidProblem = 'invalid' | 'under-age';

function date(year: number, month: number, day: number): Date | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? d : null;
}

/** The birth date of a Norwegian fødselsnummer or D-number, or null when the number is not valid. */
export function norwegianBirthDate(pid: string): Date | null {
  if (!/^\d{11}$/.test(pid)) return null;
  const d = pid.split('').map(Number);
  const k1 = 11 - ((3 * d[0]! + 7 * d[1]! + 6 * d[2]! + 1 * d[3]! + 8 * d[4]! + 9 * d[5]! + 4 * d[6]! + 5 * d[7]! + 2 * d[8]!) % 11);
  const k2 = 11 - ((5 * d[0]! + 4 * d[1]! + 3 * d[2]! + 2 * d[3]! + 7 * d[4]! + 6 * d[5]! + 5 * d[6]! + 4 * d[7]! + 3 * d[8]! + 2 * k1) % 11);
  const check = (k: number) => (k === 11 ? 0 : k);
  if (k1 === 10 || k2 === 10 || check(k1) !== d[9] || check(k2) !== d[10]) return null;
  let day = Number(pid.slice(0, 2));
  if (day > 40) day -= 40; // D-number
  const month = Number(pid.slice(2, 4));
  const yy = Number(pid.slice(4, 6));
  const individual = Number(pid.slice(6, 9));
  let century: number;
  if (individual <= 499) century = 1900;
  else if (individual <= 749 && yy >= 54) century = 1800;
  else if (yy <= 39) century = 2000;
  else if (individual >= 900) century = 1900;
  else return null;
  return date(century + yy, month, day);
}

/** The birth date of a Swedish personnummer (YYMMDD-NNNN, YYYYMMDDNNNN, with or without the dash). */
export function swedishBirthDate(pid: string, now = new Date()): Date | null {
  const m = /^(\d{2})?(\d{2})(\d{2})(\d{2})[-+]?(\d{4})$/.exec(pid);
  if (!m) return null;
  const ten = `${m[2]}${m[3]}${m[4]}${m[5]}`;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let n = Number(ten[i]) * (i % 2 === 0 ? 2 : 1);
    if (n > 9) n -= 9;
    sum += n;
  }
  if (sum % 10 !== 0) return null;
  const yy = Number(m[2]);
  let year: number;
  if (m[1]) year = Number(`${m[1]}${m[2]}`);
  else {
    // the century is the latest that is not in the future ('+' marks 100 years or older)
    year = Math.floor(now.getUTCFullYear() / 100) * 100 + yy;
    if (year > now.getUTCFullYear()) year -= 100;
    if (pid.includes('+')) year -= 100;
  }
  return date(year, Number(m[3]), Number(m[4]));
}

export function ageOn(birth: Date, now: Date): number {
  let age = now.getUTCFullYear() - birth.getUTCFullYear();
  const before = now.getUTCMonth() < birth.getUTCMonth() || (now.getUTCMonth() === birth.getUTCMonth() && now.getUTCDate() < birth.getUTCDate());
  if (before) age--;
  return age;
}

/** null when the number is valid for the portal's country and its holder is at least MINIMUM_AGE. */
export function pidProblem(pid: string, country: string, now = new Date()): PidProblem | null {
  const clean = pid.replace(/\s/g, '');
  const birth = country === 'SE' ? swedishBirthDate(clean, now) : norwegianBirthDate(clean);
  if (!birth || birth > now) return 'invalid';
  return ageOn(birth, now) >= MINIMUM_AGE ? null : 'under-age';
}

/** A mobile number of the portal's country, normalised (+47… / +46…), or null when it is not one. */
export function normaliseMobile(mobile: string, country: string): string | null {
  const digits = mobile.replace(/[\s().-]/g, '');
  if (country === 'SE') {
    const m = /^(?:\+46|0046|0)(7\d{8})$/.exec(digits);
    return m ? `+46${m[1]}` : null;
  }
  const m = /^(?:\+47|0047)?([49]\d{7})$/.exec(digits);
  return m ? `+47${m[1]}` : null;
}
