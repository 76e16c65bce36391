import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtPageStart } from '../testing/built-script';

let script = '';
beforeAll(async () => {
  script = await builtPageStart();
});

/** A page as the server sends it: the built script in the head, a server-rendered view, a link, the header. */
function page() {
  const dom = new JSDOM(
    `<!doctype html><head><script>${script}</script></head><body>
      <header><button id="menu">Menu</button></header>
      <div data-ssr=""><button id="heart">♥</button><a id="link" href="/elsewhere"><span id="in-link">Set</span></a>
        <label id="label"><input id="box" type="checkbox"> Yes</label></div>
      <div id="consent" data-hydrating=""><button id="allow">Allow</button></div>
      <div id="settling" data-settling=""><div id="hydrated"><button id="live">Live</button><button id="late">Late</button>
        <div id="html"><button id="in-html">From HTML</button></div></div></div>
    </body>`,
    { runScripts: 'dangerously', url: 'https://shop.test/', pretendToBeVisual: true },
  );
  const { document } = dom.window;
  const reached: string[] = [];
  for (const el of document.querySelectorAll('button, a, label')) el.addEventListener('click', () => reached.push(el.id));
  const click = (id: string) => {
    const event = new dom.window.MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById(id)!.dispatchEvent(event);
    return event.defaultPrevented;
  };
  const heldTaps = () => dom.window.__shopHeldTaps!;
  const held = () => (heldTaps() ?? []).map((el) => el.id);
  // what React's listener on a root does with a click on a part it has not hydrated yet (a lazy part whose code
  // is on its way): it stops it in the capture phase (react-dom's dispatchEvent); @shop/ui's held-taps test
  // checks this of React itself
  const live = new Set<string>();
  document.getElementById('settling')!.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      if (![...live].some((id) => document.getElementById(id)!.contains(target))) event.stopPropagation();
    },
    true,
  );
  const hydrated = (id: string) => live.add(id);
  let announced = 0;
  document.addEventListener('shop:held-tap', () => announced++);
  return { document, reached, click, held, heldTaps, hydrated, announced: () => announced };
}

describe('the page’s held-taps script', () => {
  it('holds a tap on a server-rendered view before it is hydrated, and while it is hydrating', () => {
    const p = page();
    expect(p.click('heart')).toBe(true);
    expect(p.click('allow')).toBe(true);
    expect(p.reached).toEqual([]);
    expect(p.held()).toEqual(['heart', 'allow']);
  });

  it('holds a tap on a checkbox’s label without ticking it (it ticks when played)', () => {
    const p = page();
    p.click('label');
    expect((p.document.getElementById('box') as HTMLInputElement).checked).toBe(false);
    expect(p.held()).toEqual(['label']);
  });

  it('lets links through (they work without script) and leaves the rest of the page alone', () => {
    const p = page();
    expect(p.click('in-link')).toBe(false);
    expect(p.click('menu')).toBe(false);
    expect(p.reached).toEqual(['link', 'menu']);
    expect(p.held()).toEqual([]);
  });

  it('holds nothing once a view is hydrated (its markers are gone)', () => {
    const p = page();
    p.document.querySelector('[data-ssr]')!.removeAttribute('data-ssr');
    expect(p.click('heart')).toBe(false);
    expect(p.reached).toEqual(['heart']);
  });

  it('on a settling view, holds and announces a tap React stopped (a part not hydrated yet), and only that', () => {
    const p = page();
    p.hydrated('live');
    p.hydrated('html');
    expect(p.click('live')).toBe(false);
    expect(p.click('in-html')).toBe(false);
    expect(p.reached).toEqual(['live', 'in-html']);
    expect(p.click('late')).toBe(true);
    expect(p.held()).toEqual(['late']);
    expect(p.announced()).toBe(1);
  });

  it('on a settling view, judges each tap on its own (a tap held does not hold the next one)', () => {
    const p = page();
    expect(p.click('late')).toBe(true);
    p.hydrated('late');
    expect(p.click('late')).toBe(false);
    expect(p.reached).toEqual(['late']);
    expect(p.held()).toEqual(['late']);
  });

  it('reads nothing of React’s internals (no __reactProps$ key), only the event', () => {
    expect(script).not.toContain('__react');
  });

  it('lets through the taps the module plays', () => {
    const p = page();
    p.heldTaps().playing = true;
    expect(p.click('heart')).toBe(false);
    expect(p.click('late')).toBe(false);
    expect(p.held()).toEqual([]);
  });
});
