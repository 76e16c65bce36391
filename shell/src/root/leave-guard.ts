import { publish, subscribe } from '@shop/event-bus';

interface RoutingDetail {
  newUrl: string;
  oldUrl: string;
  cancelNavigation?: () => void;
  originalEvent?: Event & { singleSpa?: boolean; singleSpaTrigger?: string };
}

/**
 * The navigation guard a page with unsaved changes registers with (spec 2: 'Unsaved changes' on leaving the
 * editor). While a guard is active, an in-app navigation to another page (a link in the chrome or in any
 * module, Back) is held through single-spa's own cancelNavigation before any module unmounts, and the
 * newest guard is told where the parent wanted to go; it asks in its own words and goes on if the parent
 * leaves. A full page unload is the browser's own prompt (the guard's beforeunload), not this.
 */
export function installLeaveGuard(): void {
  const active: string[] = [];
  subscribe('navigation:guard', ({ id, active: on }) => {
    const at = active.indexOf(id);
    if (at >= 0) active.splice(at, 1);
    if (on) active.push(id);
  });
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const detail = (event as CustomEvent<RoutingDetail>).detail;
    const guard = active.at(-1);
    if (!guard || !detail.cancelNavigation) return;
    const to = new URL(detail.newUrl);
    const from = new URL(detail.oldUrl);
    // the same page (a hash, the reroute after a held navigation): nothing is left
    if (to.pathname + to.search === from.pathname + from.search) return;
    detail.cancelNavigation();
    // a popstate single-spa did not make itself is the browser's Back or Forward: leaving later replaces
    // the entry the parent stepped onto instead of adding one
    const original = detail.originalEvent;
    const replace = original?.type === 'popstate' && !original.singleSpa;
    // single-spa's cancel writes the old address into the entry the link pushed: step back onto the page's
    // own entry, so Back after 'Continue editing' still leaves the page (and asks)
    if (original?.singleSpaTrigger === 'pushState') history.back();
    queueMicrotask(() => publish('navigation:held', { id: guard, url: to.pathname + to.search + to.hash, replace }));
  });
}
