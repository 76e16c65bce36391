/**
 * The few browser side effects of this module, in one place: leaving the page and the native alert and
 * confirm boxes the spec asks for. (Moving to another module's route: goTo of @shop/ui/toolkit.)
 */

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
