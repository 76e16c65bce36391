/**
 * Whether a text carries markup (then it is the portal's HTML, which the API sanitised: decision 0065) or is plain
 * text (shown as text, never parsed). The same test as the API's (packages/shop-api/src/platform/safe-html.ts),
 * which sanitises exactly the texts this calls HTML.
 */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9-]*(\s[^>]*)?\/?>/i.test(text);
}
