import { useMemo } from 'react';
import { Box } from '@shop/ui';
import { sanitizeHtml } from './sanitize';

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

/** Sanitised portal HTML. */
export function RichHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the portal's HTML, sanitised just above (sanitize.ts, with its tests)
  return <Box css={richTextCss} dangerouslySetInnerHTML={{ __html: clean }} />;
}
