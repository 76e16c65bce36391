import { matchRoute, href } from '@shop/contracts/core';
import { navigateToUrl } from 'single-spa';
import { sessionStore, signedInAtom } from '@shop/session';
import { subscribe } from '@shop/event-bus';

/**
 * Protected routes need a signed-in customer: a visitor is sent to sign in, with the page to come back to.
 * Checked before single-spa mounts anything, so a protected module never renders for a visitor.
 */
export function guardRedirect(pathname: string, search: string, signedIn: boolean): string | null {
  const route = matchRoute(pathname);
  if (!route?.protected || signedIn) return null;
  return href('login', {}, { referrer: pathname + search });
}

export function installRouteGuard(): void {
  const check = () => {
    const target = guardRedirect(location.pathname, location.search, sessionStore.get(signedInAtom));
    if (target) navigateToUrl(target);
  };
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const detail = (event as CustomEvent<{ newUrl: string; cancelNavigation?: () => void }>).detail;
    const url = new URL(detail.newUrl);
    const target = guardRedirect(url.pathname, url.search, sessionStore.get(signedInAtom));
    if (target && detail.cancelNavigation) {
      detail.cancelNavigation();
      queueMicrotask(() => navigateToUrl(target));
    }
  });
  // Signing out on a protected page leaves it.
  subscribe('session:changed', check);
  check();
}
