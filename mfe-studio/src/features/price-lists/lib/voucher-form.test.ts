import { describe, expect, it } from 'vitest';
import { emptyForm, inputOf, invalidFields } from './voucher-form';

describe('the voucher form', () => {
  it('becomes products.json’s voucher entry, dates from the first day’s start to the last day’s end', () => {
    const form = { ...emptyForm(), code: 'SPRING', kind: 'amount' as const, value: '49,50', validFrom: '2026-03-01', validTo: '2026-03-31', usageLimit: '10' };
    expect(inputOf(form)).toEqual({
      code: 'SPRING',
      amount: 49.5,
      minTotal: 0,
      validFrom: '2026-03-01T00:00:00Z',
      validTo: '2026-03-31T23:59:59Z',
      usageLimit: 10,
      perCustomerLimit: null,
      active: true,
    });
    expect(invalidFields(form)).toEqual([]);
  });

  it('names the fields products.json’s schema refuses', () => {
    const form = { ...emptyForm(), code: 'x', value: '150', validFrom: '2026-04-01', validTo: '2026-03-01', usageLimit: '0' };
    expect(invalidFields(form).sort()).toEqual(['code', 'usageLimit', 'value']);
    // the rules across fields, once each field is right
    expect(invalidFields({ ...form, code: 'SPRING', value: '15', usageLimit: '' })).toEqual(['validTo']);
    expect(invalidFields({ ...emptyForm(), code: 'OK-CODE' })).toEqual(['value']);
  });
});
