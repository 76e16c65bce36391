import type { MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { matchRoute, type ModuleEntry } from '@shop/contracts/core';
import { isPlainLeftClick } from '@shop/ui';

/**
 * onClick of the chrome's plain <a href>: what the one link-click guard lets through (a same-origin left
 * click without modifier keys) becomes a single-spa navigation (no reload); anything else is left to the
 * browser. Answers whether it navigated.
 */
export function followLink(event: MouseEvent<HTMLAnchorElement>): boolean {
  if (!isPlainLeftClick(event)) return false;
  const url = new URL(event.currentTarget.href, window.location.href);
  event.preventDefault();
  navigateToUrl(url.pathname + url.search + url.hash);
  return true;
}

/**
 * Whether the module that owns a path is switched on for this portal. Paths the route table does not
 * know and the shell's own routes count as available (the shell answers them).
 */
export function isPathAvailable(target: string, modules: ModuleEntry[]): boolean {
  let pathname: string;
  try {
    pathname = new URL(target, 'http://shop.invalid').pathname;
  } catch {
    return true;
  }
  const owner = matchRoute(pathname)?.owner;
  if (!owner || owner === 'shell') return true;
  return modules.some((m) => m.name === owner && m.enabled);
}

/** Where overlays (drawer, dialogs, toasts, consent) render: the page's #shop-overlays, else body (tests). */
export const overlaysRef = {
  get current(): HTMLElement | null {
    return typeof document === 'undefined' ? null : (document.getElementById('shop-overlays') ?? document.body);
  },
};
