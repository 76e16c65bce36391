/**
 * 'Desktop version' / 'Mobile version' (spec 1's drawer link), per device: a cookie for a year that the
 * server reads to write the page's viewport (shop-api web/html.ts viewportFor), so the next page starts
 * wide with no shift; the page already open switches at once by its viewport meta. A phone then lays the
 * shop out as a desktop 1280 px wide does, zoomed out to fit, whatever its width.
 */
import { readCookie } from '@shop/api-client';

const COOKIE = 'shop_layout';
const YEAR = 365 * 24 * 60 * 60;
/** Keep equal to the server's viewportFor. */
const VIEWPORT = { desktop: 'width=1280', mobile: 'width=device-width, initial-scale=1' } as const;

export type Layout = keyof typeof VIEWPORT;

export const chosenLayout = (): Layout => (readCookie(COOKIE) === 'desktop' ? 'desktop' : 'mobile');

export function chooseLayout(layout: Layout): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a cookie the server reads for the first paint's viewport; the Cookie Store API is not in every browser
  document.cookie = layout === 'desktop' ? `${COOKIE}=desktop; Path=/; Max-Age=${YEAR}; SameSite=Lax` : `${COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  document.querySelector('meta[name="viewport"]')?.setAttribute('content', VIEWPORT[layout]);
}
