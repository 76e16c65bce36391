import { Box } from '@shop/ui';

/** Spacing and list styles for portal HTML (Chakra's reset removes the browser's). */
export const richTextCss = {
  '& p': { marginBottom: '3' },
  '& p:last-child': { marginBottom: 0 },
  '& ul': { paddingStart: '6', listStyleType: 'disc', marginBottom: '3' },
  '& ol': { paddingStart: '6', listStyleType: 'decimal', marginBottom: '3' },
  '& li': { marginBottom: '1' },
  '& h2': { fontSize: 'xl', fontWeight: 'semibold', marginTop: '5', marginBottom: '2' },
  '& h3, & h4, & h5, & h6': { fontSize: 'lg', fontWeight: 'semibold', marginTop: '4', marginBottom: '2' },
  '& a': { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '3px' },
  '& a:focus-visible': { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& table': { borderCollapse: 'collapse', marginBottom: '3' },
  '& th, & td': { border: '1px solid', borderColor: 'border', padding: '2' },
} as const;

/**
 * The portal's HTML as the API serves it: sanitised there, once (decision 0065), so the server's first view and
 * the browser show the same markup (hydration) and the browser carries no sanitiser.
 */
export function RichHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API that serves it (shop-api platform/safe-html.ts, with its tests)
  return <Box css={richTextCss} dangerouslySetInnerHTML={{ __html: html }} />;
}
