import { subscribe } from '@shop/event-bus';
import { isSignedIn, refreshCartSummary, sessionStore, userAtom } from '@shop/session';

/**
 * The badge shows the cart of whoever is signed in: when the customer changes (sign-in, sign-out,
 * a simulated user), the cart summary is read again. The first load reads it at boot.
 */
export function installCartFollowsSession(): void {
  const current = () => {
    const user = sessionStore.get(userAtom);
    return isSignedIn(user) ? user!.uuid : null;
  };
  let last = current();
  subscribe('session:changed', () => {
    const now = current();
    if (now === last) return;
    last = now;
    refreshCartSummary().catch(() => undefined);
  });
}
