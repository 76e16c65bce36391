import * as v from 'valibot';
import { type StudioVoucher, VoucherInput } from '@shop/contracts/studio-catalog';

/** The voucher form as typed: amounts in the main unit as text, dates as YYYY-MM-DD. */
export interface VoucherForm {
  code: string;
  kind: 'percent' | 'amount';
  value: string;
  minTotal: string;
  validFrom: string;
  validTo: string;
  usageLimit: string;
  perCustomerLimit: string;
  active: boolean;
}

export const FORM_FIELDS = ['code', 'value', 'minTotal', 'validFrom', 'validTo', 'usageLimit', 'perCustomerLimit'] as const;
export type FormField = (typeof FORM_FIELDS)[number];

export const emptyForm = (): VoucherForm => ({
  code: '',
  kind: 'percent',
  value: '',
  minTotal: '',
  validFrom: '',
  validTo: '',
  usageLimit: '',
  perCustomerLimit: '',
  active: true,
});

const main = (minor: number) => String(minor / 100);
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

export const formOf = (voucher: StudioVoucher): VoucherForm => ({
  code: voucher.code,
  kind: voucher.kind,
  value: main(voucher.value),
  minTotal: voucher.minTotal ? main(voucher.minTotal) : '',
  validFrom: day(voucher.validFrom),
  validTo: day(voucher.validTo),
  usageLimit: voucher.usageLimit === null ? '' : String(voucher.usageLimit),
  perCustomerLimit: voucher.perCustomerLimit === null ? '' : String(voucher.perCustomerLimit),
  active: voucher.active,
});

/** "12,5" and "12.5" alike; an empty field is absent. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim().replace(',', '.')));

/** products.json's voucher entry of the form: valid from the start of its first day to the end of its last (UTC). */
export function inputOf(form: VoucherForm): VoucherInput {
  const value = numberOf(form.value) ?? Number.NaN;
  return {
    code: form.code,
    ...(form.kind === 'percent' ? { percent: value } : { amount: value }),
    minTotal: numberOf(form.minTotal) ?? 0,
    validFrom: form.validFrom ? `${form.validFrom}T00:00:00Z` : null,
    validTo: form.validTo ? `${form.validTo}T23:59:59Z` : null,
    usageLimit: numberOf(form.usageLimit) ?? null,
    perCustomerLimit: numberOf(form.perCustomerLimit) ?? null,
    active: form.active,
  };
}

/**
 * The form checked with products.json's own voucher schema (the server checks it again): the fields
 * that fail, each once, by the form's names.
 */
export function invalidFields(form: VoucherForm): FormField[] {
  const parsed = v.safeParse(VoucherInput, inputOf(form));
  if (parsed.success) return [];
  const out = new Set<FormField>();
  for (const issue of parsed.issues) {
    const path = v.getDotPath(issue) ?? '';
    const field = path === 'percent' || path === 'amount' || path === '' ? 'value' : (path as FormField);
    if ((FORM_FIELDS as readonly string[]).includes(field)) out.add(field);
  }
  return [...out];
}
