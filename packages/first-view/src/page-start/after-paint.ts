/**
 * The shop's scripts start once the page's largest picture has been painted (decisions 0069, 0070). The HTML
 * asks for them at once (a preload each, so nothing downloads later than before), but a deferred script runs as
 * soon as the document is parsed: on a phone its first run (the module federation runtime, 15-20 ms of a fast
 * CPU, four times that on a phone) took the main thread just when the front page's backdrop had arrived, and the
 * backdrop was painted after it. Here they run after the first picture the head preloads has loaded and the
 * next frame, the one that shows it, has been painted and handed to the screen: the second animation frame
 * after the load (after only one, the scripts began before the picture was on screen); without such a picture,
 * after the first frame was shown. At most three seconds are waited for a picture (a slow or failed one never
 * keeps the shop from starting). A page opened in a background tab paints no frame: its scripts start at once.
 */

/** The type the server gives the page's scripts (host/page-start.ts): the browser does not run them itself. */
export const AFTER_PAINT_TYPE = 'shop/after-paint';
/** The longest wait for the preloaded picture. */
const PICTURE_WAIT_MS = 3000;

export function startAfterPaint(win: Window & typeof globalThis): void {
  const doc = win.document;
  const run = () => {
    for (const held of doc.querySelectorAll<HTMLScriptElement>(`script[type="${AFTER_PAINT_TYPE}"]`)) {
      const script = doc.createElement('script');
      script.src = held.src;
      script.async = false;
      doc.body.append(script);
    }
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    if (doc.hidden) run();
    else win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(run, 0)));
  };
  doc.addEventListener('DOMContentLoaded', () => {
    const picture = doc.querySelector<HTMLLinkElement>('link[rel=preload][as=image][href]');
    if (!picture) {
      start();
      return;
    }
    const image = new win.Image();
    image.onload = image.onerror = start;
    image.src = picture.href;
    win.setTimeout(start, PICTURE_WAIT_MS);
  });
}
