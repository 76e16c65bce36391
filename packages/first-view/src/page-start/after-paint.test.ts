import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { startAfterPaint } from '../host/after-paint';
import { builtPageStart } from '../testing/built-script';

let script = '';
beforeAll(async () => {
  script = await builtPageStart();
});

/** A page as the server sends it, its scripts turned by startAfterPaint; `picture`: a preloaded picture in its head. */
function page(picture: boolean, manualFrames?: Array<() => void>) {
  const head = picture ? '<link rel="preload" href="/static/hero.jpg" as="image" fetchpriority="high">' : '';
  const html = startAfterPaint(
    `<!doctype html><head><script>${script}</script>${head}</head><body><main>page</main>` +
      '<script defer src="/assets/main.1.js"></script><script defer src="/assets/more.2.js"></script></body>',
  );
  const dom = new JSDOM(html, {
    runScripts: 'dangerously',
    url: 'https://shop.test/',
    pretendToBeVisual: true,
    // manualFrames: the test paints each animation frame itself
    beforeParse: (window) => {
      if (manualFrames) window.requestAnimationFrame = (callback) => manualFrames.push(() => callback(0));
    },
  });
  const started = () => [...dom.window.document.querySelectorAll('script[src]:not([type])')].map((s) => s.getAttribute('src'));
  return { html, dom, started };
}

const frames = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the shop’s scripts start after the largest picture’s paint (decision 0069)', () => {
  it('are asked for at once (a preload each) but not run by the parser', () => {
    const { html } = page(false);
    expect(html).toContain('<link rel="preload" href="/assets/main.1.js" as="script"><script type="shop/after-paint" src="/assets/main.1.js"></script>');
    expect(html).not.toContain('<script defer');
  });

  it('start after the first frame when the page preloads no picture, in their order', async () => {
    const { started } = page(false);
    expect(started()).toEqual([]);
    // two frames of 16 ms in jsdom; polled, as a loaded machine may run them late
    await expect.poll(started).toEqual(['https://shop.test/assets/main.1.js', 'https://shop.test/assets/more.2.js']);
  });

  it('start only once the frame after the first has been painted: the one that puts the page on screen (0070)', async () => {
    const queue: Array<() => void> = [];
    const { started } = page(false, queue);
    const paintFrame = () => {
      for (const callback of queue.splice(0)) callback();
    };
    await frames(20);
    paintFrame();
    await frames(20);
    expect(started()).toEqual([]);
    paintFrame();
    await frames(20);
    expect(started()).toHaveLength(2);
  });

  it('wait for the preloaded picture, and start at the latest after three seconds without it', async () => {
    // jsdom loads no pictures: the picture never arrives, as on a network that lost it
    const { started } = page(true);
    await frames(500);
    expect(started()).toEqual([]);
    await frames(2800);
    expect(started()).toHaveLength(2);
  });
});
