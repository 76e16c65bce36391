/**
 * The few browser side effects of this module, in one place: leaving the page, moving to another
 * module's route, and the native alert and confirm boxes the spec asks for.
 */

/** A route of another module: single-spa and every react-router instance follow pushState + popstate. */
export function goTo(url: string): void {
  window.history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** Leave the shop for an address the server gave (a code that belongs elsewhere). */
export function assignLocation(url: string): void {
  window.location.assign(url);
}

export function showAlert(message: string): void {
  window.alert(message);
}

export function askConfirmation(message: string): boolean {
  return window.confirm(message);
}
