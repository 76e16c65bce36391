import { AFTER_PAINT_TYPE } from '../page-start/after-paint';

const DEFERRED_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;

/**
 * The page's deferred scripts (the shell's entry, as the shell's build writes it) become a preload and a script
 * of a type the browser does not run; the page-start script starts them, in their order, after the paint.
 */
export function startAfterPaint(html: string): string {
  return html.replace(
    DEFERRED_SCRIPT,
    (_tag, src: string) => `<link rel="preload" href="${src}" as="script"><script type="${AFTER_PAINT_TYPE}" src="${src}"></script>`,
  );
}
