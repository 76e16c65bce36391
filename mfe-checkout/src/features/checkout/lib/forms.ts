import type { TFunction } from 'i18next';
import * as v from 'valibot';
import { CHECKOUT_FIELD_MAX as MAX, FULL_NAME } from '@shop/contracts/checkout';

/** Spec 3 section 5: the delivery contact (school pickup, store pickup, digital delivery). */
export function contactSchema(t: TFunction) {
  const required = t('form.required');
  return v.object({
    name: v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(MAX.name), v.regex(FULL_NAME, t('form.fullName'))),
    emailAddress: v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(MAX.email), v.email(t('form.invalidEmail'))),
  });
}
export type ContactValues = v.InferOutput<ReturnType<typeof contactSchema>>;

/** The postage address: name, address and city required; postal code unless hidden; state when gathered; address2 optional. */
export function addressSchema(t: TFunction, o: { hidePostalCode: boolean; gatherState: boolean }) {
  const required = t('form.required');
  const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
  const needed = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(max));
  return v.object({
    name: needed(MAX.name),
    address: needed(MAX.address),
    address2: text(MAX.address),
    postalCode: o.hidePostalCode ? text(MAX.postalCode) : needed(MAX.postalCode),
    city: needed(MAX.city),
    state: o.gatherState ? needed(MAX.state) : text(MAX.state),
  });
}
export type AddressValues = v.InferOutput<ReturnType<typeof addressSchema>>;

/** The payment details: a mobile number when verifyMobile, a personal number when requirePersonNo (the server checks both). */
export function paymentSchema(t: TFunction, o: { verifyMobile: boolean; requirePersonNo: boolean }) {
  const required = t('form.required');
  const needed = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(max));
  const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
  return v.object({
    mobilePhone: o.verifyMobile ? needed(MAX.mobilePhone) : text(MAX.mobilePhone),
    pid: o.requirePersonNo ? needed(MAX.pid) : text(MAX.pid),
  });
}
export type PaymentValues = v.InferOutput<ReturnType<typeof paymentSchema>>;

/** Countries that lay out the city before the zip code (spec 3 section 5). */
export const CITY_FIRST_COUNTRIES = ['GB', 'US', 'AU'];
