/**
 * The server's rules for new passwords and mobile numbers (spec 1 sections 5 and 9): a password of
 * at least 6 characters at registration and more than 6 at reset, never one of the most common
 * passwords (common-passwords.txt, compared case-insensitively); a mobile number of 8 to 15 digits
 * with an optional leading +, spaces and dashes ignored.
 */
import { readFileSync } from 'node:fs';
import { PASSWORD_RULES } from '@shop/contracts';
/** The mobile rule is shared with the forms (contracts' rules.ts). */
export { normaliseMobile } from '@shop/contracts';

export const REGISTER_PASSWORD_MIN = PASSWORD_RULES.registerMin;
/** Reset: "must be longer than 6 characters". */
export const RESET_PASSWORD_MIN = PASSWORD_RULES.resetMin;

let common: Set<string> | null = null;

/** The shipped list, loaded on first use. */
export function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line && !line.startsWith('#')),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

export type PasswordProblem = 'required' | 'tooShort' | 'common';

/** What is wrong with a new password, or null. */
export function passwordProblem(password: string, min: number): PasswordProblem | null {
  const length = [...password].length;
  if (length === 0) return 'required';
  if (length < min) return 'tooShort';
  if (isCommonPassword(password)) return 'common';
  return null;
}
