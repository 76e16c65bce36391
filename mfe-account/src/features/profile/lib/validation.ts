import * as v from 'valibot';
import { CONTACT_FIELD_MAX, PASSWORD_RULES } from '@shop/contracts/account';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Spec 1 §5 and §9: the new password needs at least 5 characters when changing it. */
export const CHANGE_PASSWORD_MIN = PASSWORD_RULES.changeMin;

export function changePasswordSchema(t: Translate) {
  return v.pipe(
    v.object({
      password: v.pipe(v.string(), v.minLength(CHANGE_PASSWORD_MIN, t('password.tooShort')), v.maxLength(PASSWORD_RULES.max, t('validation.tooLong'))),
      retype: v.string(),
    }),
    v.forward(
      v.check((input) => input.password === input.retype, t('password.mismatch')),
      ['retype'],
    ),
  );
}

const text = (t: Translate, max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, t('validation.tooLong')));

/** The contact form; the exact rules of the phone number are the server's (spec 1 §5). */
export function contactInfoSchema(t: Translate) {
  return v.object({
    name: v.pipe(v.string(), v.trim(), v.nonEmpty(t('validation.required')), v.maxLength(CONTACT_FIELD_MAX.name, t('validation.tooLong'))),
    address: text(t, CONTACT_FIELD_MAX.address),
    address2: text(t, CONTACT_FIELD_MAX.address2),
    postalCode: text(t, CONTACT_FIELD_MAX.postalCode),
    city: text(t, CONTACT_FIELD_MAX.city),
    mobile: text(t, CONTACT_FIELD_MAX.mobile),
  });
}
export type ContactInfoValues = v.InferOutput<ReturnType<typeof contactInfoSchema>>;
