import { act, lazy, Suspense, useState, type ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { holdTaps } from '../page-start/held-taps';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateServerView } from './held-taps';

// The page's inline script (../page-start, tested there) puts the taps it holds in this array.
const held = () => (window.__shopHeldTaps ??= []);

function Heart({ id }: { id: string }) {
  const [on, setOn] = useState(false);
  return (
    <button type="button" aria-label={`Favorite ${id}`} aria-pressed={on} onClick={() => setOn((v) => !v)}>
      ♥
    </button>
  );
}

let roots: Root[] = [];
afterEach(() => {
  for (const root of roots) act(() => root.unmount());
  roots = [];
  document.body.replaceChildren();
  held().length = 0;
});

/** A view as the server sends it (data-ssr), hydrated the way createLifecycles hydrates a module. */
async function serverView(ui: React.ReactNode, hydrate: React.ReactNode = ui) {
  const view = document.createElement('div');
  view.setAttribute('data-ssr', '');
  view.innerHTML = renderToString(ui);
  document.body.append(view);
  return {
    view,
    hydrate: async () => {
      await act(async () => {
        roots.push(hydrateServerView(view, hydrate));
      });
    },
  };
}

const button = (view: HTMLElement, name: string) => view.querySelector<HTMLButtonElement>(`[aria-label="${name}"]`)!;

describe('taps held before hydration', () => {
  it('play once the view is hydrated, in order, on the same elements', async () => {
    const { view, hydrate } = await serverView(
      <>
        <Heart id="1" />
        <Heart id="2" />
      </>,
    );
    held().push(button(view, 'Favorite 1'), button(view, 'Favorite 2'), button(view, 'Favorite 1'));
    await hydrate();
    expect(button(view, 'Favorite 1').getAttribute('aria-pressed')).toBe('false'); // twice: on, then off
    expect(button(view, 'Favorite 2').getAttribute('aria-pressed')).toBe('true');
    expect(held()).toEqual([]);
    expect(view.hasAttribute('data-hydrating')).toBe(false);
  });

  it('on another view stay held until that view is hydrated', async () => {
    const first = await serverView(<Heart id="a" />);
    const second = await serverView(<Heart id="b" />);
    const other = button(second.view, 'Favorite b');
    held().push(other);
    await first.hydrate();
    expect(held()).toEqual([other]);
    expect(second.view.hasAttribute('data-ssr')).toBe(true);
    await second.hydrate();
    expect(other.getAttribute('aria-pressed')).toBe('true');
  });

  it('on a part whose code is still on its way play when that part is hydrated, not lost', async () => {
    let arrive!: (module: { default: ComponentType<{ id: string }> }) => void;
    const LazyHeart = lazy(() => new Promise<{ default: ComponentType<{ id: string }> }>((resolve) => (arrive = resolve)));
    const { view, hydrate } = await serverView(
      <Suspense fallback={null}>
        <Heart id="late" />
      </Suspense>,
      <Suspense fallback={null}>
        <LazyHeart id="late" />
      </Suspense>,
    );
    held().push(button(view, 'Favorite late'));
    await hydrate();
    // the root committed, the boundary is still the server's markup: the tap waits
    expect(button(view, 'Favorite late').getAttribute('aria-pressed')).toBe('false');
    await act(async () => arrive({ default: Heart }));
    await expect.poll(() => button(view, 'Favorite late').getAttribute('aria-pressed')).toBe('true');
  });

  it('made after the root committed, on a part still waiting for its code, play when that part is hydrated (decision 0073)', async () => {
    let arrive!: (module: { default: ComponentType<{ id: string }> }) => void;
    const LazyHeart = lazy(() => new Promise<{ default: ComponentType<{ id: string }> }>((resolve) => (arrive = resolve)));
    const { view, hydrate } = await serverView(
      <>
        <Heart id="now" />
        <Suspense fallback={null}>
          <Heart id="late" />
        </Suspense>
      </>,
      <>
        <Heart id="now" />
        <Suspense fallback={null}>
          <LazyHeart id="late" />
        </Suspense>
      </>,
    );
    await hydrate();
    expect(view.hasAttribute('data-settling')).toBe(true);
    // the page's inline script itself, in this document: what it tells the parts apart by is React stopping a
    // click on a part it has not hydrated at the root (the event's cancelBubble), nothing of React's internals
    const stop = holdTaps(window);
    try {
      await act(async () => button(view, 'Favorite now').click());
      expect(button(view, 'Favorite now').getAttribute('aria-pressed')).toBe('true');
      expect(held()).toEqual([]);
      // the script holds the tap on the part not yet hydrated, announces it, and the release takes it at once
      await act(async () => button(view, 'Favorite late').click());
    } finally {
      stop();
    }
    expect(held()).toEqual([]);
    expect(button(view, 'Favorite late').getAttribute('aria-pressed')).toBe('false');
    await act(async () => arrive({ default: Heart }));
    // React hydrates the boundary in a task of its own after the code arrives; in the whole parallel suite on two
    // cores that task has come later than poll's default second (CI), so the wait is the hydration's, not a tap's
    await expect.poll(() => button(view, 'Favorite late').getAttribute('aria-pressed'), { timeout: 5000 }).toBe('true');
    expect(button(view, 'Favorite now').getAttribute('aria-pressed')).toBe('true');
  });
});
