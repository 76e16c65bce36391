import * as v from 'valibot';
import { PASSWORD_RULES } from '@shop/contracts/access';
import type { Translate } from '../../../lib/validation';

/** Spec 1 §5: the new password must be longer than 6 characters. */
export const RESET_PASSWORD_MIN = PASSWORD_RULES.resetMin;

/**
 * The form's values are what will be sent (spec 1 §5: the first space removed, then trimmed), and the
 * rules are checked on them: ' abcdef' is 6 characters and too short, whatever the field showed.
 */
export function resetPasswordSchema(t: Translate) {
  return v.pipe(
    v.object({
      password: v.pipe(
        v.string(),
        v.transform(normalizeNewPassword),
        v.nonEmpty(t('validation.required')),
        v.minLength(RESET_PASSWORD_MIN, t('validation.tooShort')),
        v.maxLength(PASSWORD_RULES.max, t('validation.tooLong')),
      ),
      retype: v.pipe(v.string(), v.transform(normalizeNewPassword)),
    }),
    v.forward(
      v.check((input) => input.password === input.retype, t('reset.mismatch')),
      ['retype'],
    ),
  );
}

/** What is sent: the first space removed, then trimmed (as the spec's back end expects). */
export function normalizeNewPassword(password: string): string {
  return password.replace(' ', '').trim();
}
