import { useEffect, type ReactNode } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';

declare global {
  interface Window {
    /** Taps the page's inline script held on server-rendered views (shop-api web/held-taps.ts, decision 0068). */
    __shopHeldTaps?: Element[];
  }
}

/** How long a held tap waits for the part of the view it hit to be hydrated (a lazy part's code on its way). */
const RETRY_MS = 50;
const GIVE_UP_MS = 10_000;

/**
 * A server-rendered view is now live: the page's inline script stops holding taps on it, and the taps it held
 * are played again, in the order they were made. The same elements, since hydration keeps the server's DOM,
 * so a tap on a favourite's heart before the script came marks that favourite now.
 */
export function releaseHeldTaps(view: HTMLElement): void {
  view.removeAttribute('data-hydrating');
  const held = window.__shopHeldTaps;
  if (!held) return;
  const mine: Element[] = [];
  // taken out of the script's own array (it keeps its reference): taps on other views stay held
  for (let i = 0; i < held.length; ) {
    if (view.contains(held[i]!)) mine.push(...held.splice(i, 1));
    else i++;
  }
  if (mine.length) void play(mine);
}

async function play(taps: Element[]): Promise<void> {
  const giveUp = Date.now() + GIVE_UP_MS;
  for (const target of taps) {
    while (target.isConnected && !tap(target) && Date.now() < giveUp) {
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}

/**
 * One click on the target; false when React held it back. A part of the view still waiting for its code (a
 * lazy component under a Suspense boundary) is not hydrated with the root: React stops a click on it at the
 * root, in the capture phase, so the click never reaches its target. Reaching the target is the sign it went
 * through (the shop's handlers run after that, at the root, in the bubbling phase).
 */
function tap(target: Element): boolean {
  let reached = false;
  const mark = () => {
    reached = true;
  };
  target.addEventListener('click', mark, { once: true });
  // a click event runs the element's activation too (a checkbox ticks, a submit button submits)
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  target.removeEventListener('click', mark);
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
