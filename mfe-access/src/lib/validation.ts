import * as v from 'valibot';
import { EMAIL_MAX, PASSWORD_RULES } from '@shop/contracts/access';

/** Translates a key of the 'access' namespace. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Client-side rules shared by the forms; the messages are the spec's, translated. */
export function requiredText(t: Translate) {
  return v.pipe(v.string(), v.trim(), v.nonEmpty(t('validation.required')));
}

export function emailAddress(t: Translate) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(t('validation.required')),
    v.email(t('validation.invalidEmail')),
    v.maxLength(EMAIL_MAX, t('validation.invalidEmail')),
  );
}

/** A password of at least `min` characters: 'This is required!' when empty, else 'That's too short!'. */
export function passwordOfAtLeast(t: Translate, min: number) {
  return v.pipe(
    v.string(),
    v.nonEmpty(t('validation.required')),
    v.minLength(min, t('validation.tooShort')),
    v.maxLength(PASSWORD_RULES.max, t('validation.tooLong')),
  );
}
