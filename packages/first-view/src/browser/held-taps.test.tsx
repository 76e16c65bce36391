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

/** A form whose submit the shop handles (react-hook-form prevents the browser's own submit, as here). */
function NextForm({ onNext }: { onNext: () => void }) {
  return (
    <form
      action="/enter-code"
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <input name="email" defaultValue="parent@example.com" />
      <button type="submit" aria-label="Next">
        Next
      </button>
    </form>
  );
}

describe('a tap on a submit button in a part still waiting for its code', () => {
  // The browser's own submit (a GET to the form's action) must never go: it would leave the page and lose what
  // the address held (the letter's code). Seen in CI once: the form's GET and the replayed tap both went.
  async function lateForm() {
    let arrive!: (module: { default: ComponentType<{ onNext: () => void }> }) => void;
    const LazyForm = lazy(() => new Promise<{ default: ComponentType<{ onNext: () => void }> }>((resolve) => (arrive = resolve)));
    let nexts = 0;
    const onNext = () => nexts++;
    const { view, hydrate } = await serverView(
      <Suspense fallback={null}>
        <NextForm onNext={onNext} />
      </Suspense>,
      <Suspense fallback={null}>
        <LazyForm onNext={onNext} />
      </Suspense>,
    );
    // every submit the document sees, judged once every listener has had it (the browser submits unless prevented)
    const submits: Event[] = [];
    const seeSubmit = (event: Event) => submits.push(event);
    window.addEventListener('submit', seeSubmit, true);
    const browserSubmits = () => submits.filter((event) => !event.defaultPrevented).length;
    return {
      view,
      hydrate,
      /** Nothing has gone yet; the code comes; the tap plays once, the shop's way, and the browser never submits. */
      async playsOnceLive() {
        expect(browserSubmits()).toBe(0);
        expect(nexts).toBe(0);
        await act(async () => arrive({ default: NextForm }));
        await expect.poll(() => nexts, { timeout: 5000 }).toBe(1);
        expect(browserSubmits()).toBe(0);
      },
      done: () => window.removeEventListener('submit', seeSubmit, true),
    };
  }

  it('held before hydration: played once the part is live, the browser never submits', async () => {
    const form = await lateForm();
    try {
      held().push(button(form.view, 'Next'));
      await form.hydrate();
      // the release plays it at once; React stops it at the root (the part is not live): nothing may submit
      await form.playsOnceLive();
    } finally {
      form.done();
    }
  });

  it('made while the view settles: held, played once the part is live, the browser never submits', async () => {
    const form = await lateForm();
    const stop = holdTaps(window);
    try {
      await form.hydrate();
      expect(form.view.hasAttribute('data-settling')).toBe(true);
      await act(async () => button(form.view, 'Next').click());
      await form.playsOnceLive();
    } finally {
      stop();
      form.done();
    }
  });
});
