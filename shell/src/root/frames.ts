import { isStudioPath, type ModuleEntry } from '@shop/contracts/core';

/**
 * Which frame a page has: the shop's chrome (header, cart badge, menu, promo bar, consent, tracking) or the
 * studio's staff frame, which the studio draws around its own pages (decision 0084). Decided once per page load
 * from its path: the two are separate worlds with separate sessions, so moving from one to the other loads
 * the page afresh instead of mounting one world's code into the other.
 */
export type Frame = 'shop' | 'staff';

export const frameOf = (pathname: string): Frame => (isStudioPath(pathname) ? 'staff' : 'shop');

/** The studio's module entry when it is deployed (the server lists it on every portal, whatever the switches). */
export const studioModule = (modules: ModuleEntry[]): ModuleEntry | undefined => modules.find((m) => m.name === 'studio' && m.enabled);

/** A navigation into the other world (a link from the studio to the shop, or back) loads that page afresh. */
export function installFrameBoundary(started: Frame): void {
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const detail = (event as CustomEvent<{ newUrl: string; cancelNavigation?: () => void }>).detail;
    const url = new URL(detail.newUrl);
    if (frameOf(url.pathname) === started) return;
    detail.cancelNavigation?.();
    location.assign(url.href);
  });
}
