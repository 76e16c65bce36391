/**
 * A new page opens at its top, and focus moves to its main heading, so a screen reader announces the
 * page it arrived on (issue 16). Only for navigations the shop makes (a link, a step of a flow:
 * single-spa's pushState); not on the first load, not on back/forward (the browser restores the place),
 * not for a replaced URL (a removed parameter) or a changed hash. A module that put focus somewhere on
 * the new page itself (an error, a field) keeps it.
 */
export function installPageArrival(content: HTMLElement, waitMs = 5000): void {
  let lastPage = location.pathname + location.search;
  window.addEventListener('single-spa:routing-event', (event) => {
    const trigger = (event as CustomEvent<{ originalEvent?: { singleSpaTrigger?: string } }>).detail?.originalEvent?.singleSpaTrigger;
    const page = location.pathname + location.search;
    if (trigger !== 'pushState' || page === lastPage) {
      lastPage = page;
      return;
    }
    lastPage = page;
    window.scrollTo(0, 0);
    focusHeadingWhenShown(content, page, waitMs);
  });
}

/** The new page may still be loading its chunks: wait for its h1 (until the next navigation or `waitMs`). */
function focusHeadingWhenShown(content: HTMLElement, page: string, waitMs: number): void {
  const stillHere = () => location.pathname + location.search === page;
  const tryFocus = (): boolean => {
    if (!stillHere()) return true;
    const heading = content.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (content.contains(document.activeElement) && document.activeElement !== content) return true;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    return true;
  };
  // After the modules' own render of this navigation.
  requestAnimationFrame(() => {
    if (tryFocus()) return;
    const observer = new MutationObserver(() => tryFocus() && stop());
    const timer = setTimeout(() => stop(), waitMs);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(content, { childList: true, subtree: true });
  });
}
