/** Units of the operator's files (products.json): keys and amounts in the currency's main unit. */
export const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** Main units with at most two decimals → minor units (the contract's, which the studio's voucher form shares). */
export { FileAmount as Amount } from '@shop/contracts';
