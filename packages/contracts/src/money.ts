import * as v from 'valibot';

/**
 * Amounts the server formatted with Intl for a page's first view (BootData.money), keyed
 * `${locale}|${currency}|${minor units}` (@shop/i18n's formatMoney looks them up). The browser paints them
 * without creating its first Intl.NumberFormat, which loads ICU's number data: 20 ms of a phone's main thread
 * on a page that shows no other amount (decision 0071).
 */
export const FormattedMoney = v.record(v.string(), v.string());
export type FormattedMoney = v.InferOutput<typeof FormattedMoney>;
