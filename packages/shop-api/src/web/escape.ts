/** Text for HTML (an e-mail's or a page's): a leaf that imports nothing, so a domain's mail may use it without a cycle through web/html.ts. */
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
