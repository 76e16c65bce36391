import * as v from 'valibot';
import { MOBILE_RULES, PASSWORD_RULES } from '@shop/contracts/access';
import { emailAddress, passwordOfAtLeast, type Translate } from '../../../lib/validation';

/** Spec 1 §9: a password needs 3 characters at sign-in and 6 at registration. */
export const SIGN_IN_PASSWORD_MIN = PASSWORD_RULES.signInMin;
export const REGISTRATION_PASSWORD_MIN = PASSWORD_RULES.registerMin;

export function signInSchema(t: Translate) {
  return v.object({ username: emailAddress(t), password: passwordOfAtLeast(t, SIGN_IN_PASSWORD_MIN) });
}

export function emailSchema(t: Translate) {
  return v.object({ email: emailAddress(t) });
}

export function registrationSchema(t: Translate) {
  return v.object({
    // The phone rule itself is the server's; its field error is shown under the field.
    mobile: v.pipe(v.string(), v.trim(), v.nonEmpty(t('validation.required')), v.maxLength(MOBILE_RULES.max, t('validation.tooLong'))),
    password: passwordOfAtLeast(t, REGISTRATION_PASSWORD_MIN),
    acceptmail: v.boolean(),
  });
}
