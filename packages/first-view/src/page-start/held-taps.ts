/**
 * A tap on a server-rendered view before its script has taken it over (decisions 0068, 0073, 0090). Without
 * this, the page looks ready from its first paint but a tap on a button does nothing until the module's code has
 * come over a slow network and hydrated: the tap is lost. Held here with its target; the module plays it again
 * once the part tapped is live (releaseHeldTaps in @shop/ui).
 *
 * - data-ssr, data-hydrating: the view is not live yet; every tap in it is held.
 * - data-settling: the view's root has committed, but a part of it may still wait for its code (a lazy part that
 *   React hydrates later). React's own listener on the view (the root's element) stops a click on such a part in
 *   the capture phase (`stopPropagation`) and drops it. So the tap is let go on its way, and a listener of ours on
 *   the view, added after React's, looks at the event's public `cancelBubble`: stopped there means not live, and
 *   the tap is held (its default action, a checkbox's tick or a form's submit, prevented). Each such tap is
 *   announced ('shop:held-tap' on the document), so the module takes it at once.
 *
 * Links are let through: a link works without script (the next page is served whole). Taps the module plays
 * (`playing` set on the array while it dispatches them) go through. The queue is the array in
 * window.__shopHeldTaps, kept in place (the release takes out what it plays).
 */

/** The taps held so far, in order; `playing` while the module dispatches them again. */
export type HeldTaps = Element[] & { playing?: boolean };

declare global {
  interface Window {
    __shopHeldTaps?: HeldTaps;
  }
}

/** The event the script announces a tap held on a settling view with, on the document. */
export const HELD_TAP_EVENT = 'shop:held-tap';

/** Starts holding; returns how to stop (the page never does; a test does). */
export function holdTaps(win: Window): () => void {
  const doc = win.document;
  const held: HeldTaps = [];
  win.__shopHeldTaps = held;
  const hold = (event: Event, target: Element) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(target);
    doc.dispatchEvent(new Event(HELD_TAP_EVENT));
  };
  const onClick = (event: Event) => {
    const target = event.target;
    if (held.playing || !(target instanceof Element) || target.closest('a[href]')) return;
    const view = target.closest('[data-ssr],[data-hydrating],[data-settling]');
    if (!view) return;
    if (!view.hasAttribute('data-settling')) {
      hold(event, target);
      return;
    }
    // listeners on one element run in the order they were added: React's (added when the root was made) first
    const afterReact = (seen: Event) => {
      view.removeEventListener('click', afterReact, true);
      if (seen === event && seen.cancelBubble) hold(seen, target);
    };
    view.addEventListener('click', afterReact, true);
    // a click stopped before it reached the view never runs it: it must not judge the next click
    setTimeout(() => view.removeEventListener('click', afterReact, true), 0);
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
