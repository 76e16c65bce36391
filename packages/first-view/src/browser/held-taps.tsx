import { useEffect, type ReactNode } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';

// window.__shopHeldTaps: the taps the page's inline script held (../page-start, decisions 0068, 0073, 0090);
// `playing` is set while this module plays them, so the script lets them through. The script announces each
// tap it holds on a settling view with HELD_TAP_EVENT on the document: one constant for both.
import { HELD_TAP_EVENT } from '../page-start/held-taps';

/** How long a held tap waits for the part of the view it hit to be hydrated (a lazy part's code on its way). */
const RETRY_MS = 50;
const GIVE_UP_MS = 10_000;
/** How long after its root commits a view still has taps on its not yet hydrated parts held (data-settling). */
const SETTLE_MS = 10_000;

/**
 * A server-rendered view's root has committed: the taps the page's inline script held on it are played again, in
 * the order they were made, on the same elements (hydration keeps the server's DOM), so a tap on a favourite's
 * heart before the script came marks that favourite now. A part of the view may still wait for its code (a lazy
 * part, hydrated later): for SETTLE_MS the view is data-settling, and the script goes on holding taps on what is
 * not hydrated yet; each is played here as it comes, once its part is live.
 */
export function releaseHeldTaps(view: HTMLElement): void {
  view.removeAttribute('data-hydrating');
  view.setAttribute('data-settling', '');
  const play = tapPlayer(view);
  const takeMine = () => {
    const held = window.__shopHeldTaps;
    if (!held) return;
    // taken out of the script's own array (it keeps its reference): taps on other views stay held
    for (let i = 0; i < held.length; ) {
      if (view.contains(held[i]!)) play(held.splice(i, 1)[0]!);
      else i++;
    }
  };
  takeMine();
  document.addEventListener(HELD_TAP_EVENT, takeMine);
  setTimeout(() => {
    document.removeEventListener(HELD_TAP_EVENT, takeMine);
    view.removeAttribute('data-settling');
  }, SETTLE_MS);
}

/** Plays taps one after another, each once its part is live: a later tap never overtakes an earlier one. */
function tapPlayer(view: HTMLElement): (target: Element) => void {
  const queue: Element[] = [];
  let playing = false;
  return (target) => {
    queue.push(target);
    if (playing) return;
    playing = true;
    void (async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const giveUp = Date.now() + GIVE_UP_MS;
        while (next.isConnected && !tap(view, next) && Date.now() < giveUp) {
          await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
        }
      }
      playing = false;
    })();
  };
}

/**
 * One click on the target; false when React held it back. A part of the view still waiting for its code (a
 * lazy component under a Suspense boundary) is not hydrated with the root: React stops a click on it at the
 * root, in the capture phase, so the click never reaches its target. Reaching the target is the sign it went
 * through (the shop's handlers run after that, at the root, in the bubbling phase).
 *
 * A click React stopped must not do the element's own action either: stopping is not preventing, and a submit
 * button would submit its form the browser's way (a GET that leaves the page and loses what its address held;
 * React, not live there, cannot prevent the submit). A listener on the view added after React's (the root's
 * listeners were added when it was made) sees React's stop on the event (`cancelBubble`) and prevents it; the tap
 * is played again once the part is live.
 */
function tap(view: HTMLElement, target: Element): boolean {
  let reached = false;
  const mark = () => {
    reached = true;
  };
  const preventStopped = (event: Event) => {
    if (event.cancelBubble) event.preventDefault();
  };
  target.addEventListener('click', mark, { once: true });
  view.addEventListener('click', preventStopped, true);
  const held = window.__shopHeldTaps;
  if (held) held.playing = true;
  try {
    // a click event runs the element's activation too (a checkbox ticks, a submit button submits)
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  } finally {
    if (held) delete held.playing;
    target.removeEventListener('click', mark);
    view.removeEventListener('click', preventStopped, true);
  }
  return reached;
}

/**
 * Hydrates a server-rendered view (data-ssr) holding its taps: the view is marked data-hydrating (taps on it
 * stay held) and ReleaseHeldTaps, as the root's last child, plays them once the whole root has committed: its
 * effect runs after every other one, when the hydrated handlers are attached.
 */
export function hydrateServerView(view: HTMLElement, tree: ReactNode, options?: HydrationOptions): Root {
  view.removeAttribute('data-ssr');
  view.setAttribute('data-hydrating', '');
  return hydrateRoot(
    view,
    <>
      {tree}
      <ReleaseHeldTaps view={view} />
    </>,
    options,
  );
}

function ReleaseHeldTaps({ view }: { view: HTMLElement }) {
  useEffect(() => releaseHeldTaps(view), [view]);
  return null;
}
