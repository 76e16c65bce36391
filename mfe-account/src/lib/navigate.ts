/**
 * Navigation to a route owned by another module (shop-wide URL). single-spa watches the history and
 * mounts the owner; react-router instances follow the URL. Within this module use react-router instead.
 */
export function goTo(url: string): void {
  window.history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
