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

/**
 * The new page may still be loading its chunks or its data: wait for its h1, and follow it while the page
 * settles (a loading view's heading replaced by the loaded one), until the next navigation, until the
 * customer or the module moves focus elsewhere, or `waitMs`.
 */
function focusHeadingWhenShown(content: HTMLElement, page: string, waitMs: number): void {
  // What had focus and which heading was shown when the link was followed: the old page's, not the new one's.
  const before = document.activeElement;
  const oldHeading = content.querySelector('h1');
  const oldTitle = oldHeading?.textContent;
  let focused: HTMLElement | null = null;
  let observer: MutationObserver | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    observer?.disconnect();
    clearTimeout(timer);
  };
  const settle = (evenTheOldHeading = false) => {
    if (location.pathname + location.search !== page) return stop();
    const active = document.activeElement;
    if (active && active !== before && active !== content && active !== focused && content.contains(active)) return stop();
    if (focused?.isConnected) return; // still on the page's heading (or the customer clicked somewhere)
    const heading = content.querySelector<HTMLElement>('h1');
    if (!heading || (!evenTheOldHeading && heading === oldHeading && heading.textContent === oldTitle)) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    focused = heading;
  };
  // After the modules' own render of this navigation.
  requestAnimationFrame(() => {
    settle();
    observer = new MutationObserver(() => settle());
    observer.observe(content, { childList: true, subtree: true, characterData: true });
    // A page whose heading did not change (a step with the same title) gets focus on it at the end.
    timer = setTimeout(() => {
      stop();
      settle(true);
    }, waitMs);
  });
}
