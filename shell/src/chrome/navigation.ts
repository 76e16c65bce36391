import type { MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { matchRoute, type ModuleEntry } from '@shop/contracts/core';

/**
 * onClick of a plain <a href>: a same-origin left click without modifier keys becomes a single-spa
 * navigation (no reload); anything else (middle click, ctrl/cmd click, target=_blank, another origin)
 * is left to the browser. Answers whether it navigated.
 */
export function followLink(event: MouseEvent<HTMLAnchorElement>): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.currentTarget;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
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
