import type { TFunction } from 'i18next';
import * as v from 'valibot';
import { FULL_NAME } from '@shop/contracts/checkout';

/** Spec 3 section 5: the delivery contact (school pickup, store pickup, digital delivery). */
export function contactSchema(t: TFunction) {
  const required = t('form.required');
  return v.object({
    name: v.pipe(v.string(), v.trim(), v.minLength(1, required), v.regex(FULL_NAME, t('form.fullName'))),
    emailAddress: v.pipe(v.string(), v.trim(), v.minLength(1, required), v.email(t('form.invalidEmail'))),
  });
}
export type ContactValues = v.InferOutput<ReturnType<typeof contactSchema>>;

/** The postage address: name, address and city required; postal code unless hidden; state when gathered; address2 optional. */
export function addressSchema(t: TFunction, o: { hidePostalCode: boolean; gatherState: boolean }) {
  const required = t('form.required');
  const text = v.pipe(v.string(), v.trim(), v.maxLength(200));
  const needed = v.pipe(v.string(), v.trim(), v.minLength(1, required), v.maxLength(200));
  return v.object({
    name: needed,
    address: needed,
    address2: text,
    postalCode: o.hidePostalCode ? text : needed,
    city: needed,
    state: o.gatherState ? needed : text,
  });
}
export type AddressValues = v.InferOutput<ReturnType<typeof addressSchema>>;

/** The payment details: a mobile number when verifyMobile, a personal number when requirePersonNo (the server checks both). */
export function paymentSchema(t: TFunction, o: { verifyMobile: boolean; requirePersonNo: boolean }) {
  const required = t('form.required');
  const needed = v.pipe(v.string(), v.trim(), v.minLength(1, required), v.maxLength(30));
  const text = v.pipe(v.string(), v.trim(), v.maxLength(30));
  return v.object({ mobilePhone: o.verifyMobile ? needed : text, pid: o.requirePersonNo ? needed : text });
}
export type PaymentValues = v.InferOutput<ReturnType<typeof paymentSchema>>;

/** Countries that lay out the city before the zip code (spec 3 section 5). */
export const CITY_FIRST_COUNTRIES = ['GB', 'US', 'AU'];
