/** Units of the operator's files (products.json): keys and amounts in the currency's main unit. */
import * as v from 'valibot';

export const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** Main units with at most two decimals → minor units. */
export const Amount = v.pipe(
  v.number('must be a number (kroner, for example 249 or 24.50)'),
  v.minValue(0, 'must not be negative'),
  v.maxValue(10_000_000, 'is too large'),
  v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'at most two decimals'),
  v.transform((n) => Math.round(n * 100)),
);
