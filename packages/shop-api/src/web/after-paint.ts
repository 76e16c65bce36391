/**
 * The shop's scripts start once the page's largest picture has been painted (decision 0069). The HTML asks for
 * them at once (a preload each, so nothing downloads later than before), but a deferred script runs as soon as
 * the document is parsed: on a phone its first run (the module federation runtime, 15-20 ms of a fast CPU, four
 * times that on a phone) took the main thread just when the front page's backdrop had arrived, and the
 * backdrop was painted after it. Here they run after the first picture the head preloads has loaded and the
 * next frame, the one that shows it, has been painted and handed to the screen: the second animation frame
 * after the load (after only one, the scripts began before the picture was on screen, decision 0070); without
 * such a picture, after the first frame was shown. At most three seconds are waited for a
 * picture (a slow or failed one never keeps the shop from starting). A page opened in a background tab paints
 * no frame: its scripts start at once, as before.
 */
export const AFTER_PAINT_SCRIPT =
  "document.addEventListener('DOMContentLoaded',function(){var run=function(){" +
  "document.querySelectorAll('script[type=\"shop/after-paint\"]').forEach(function(held){var script=document.createElement('script');" +
  'script.src=held.src;script.async=false;document.body.append(script)})};' +
  'var start=function(){start=function(){};if(document.hidden)run();else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(run,0)})})};' +
  "var picture=document.querySelector('link[rel=preload][as=image][href]');if(!picture){start();return}" +
  'var image=new Image();image.onload=image.onerror=function(){start()};image.src=picture.href;setTimeout(function(){start()},3000)});';

const DEFERRED_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;

/**
 * The page's deferred scripts (the shell's entry, as the shell's build writes it) become a preload and a
 * script of a type the browser does not run; AFTER_PAINT_SCRIPT starts them, in their order.
 */
export function startAfterPaint(html: string): string {
  return html.replace(
    DEFERRED_SCRIPT,
    (_tag, src: string) => `<link rel="preload" href="${src}" as="script"><script type="shop/after-paint" src="${src}"></script>`,
  );
}
