// The shell's side of how a page starts, before any module's code is there: what the server's first view left in
// the page. Bundled into the shell's first chunk (not shared: it imports no React, no Chakra), where
// ../browser, a shared singleton that brings @shop/ui, would load them before the shell starts in steps (0074).
import type { BootData } from '@shop/contracts/core';
import { rememberServerFormattedMoney } from '@shop/i18n';

/**
 * The amounts the server formatted for the page's first view and chrome (BootData.money): the page formats them
 * without its first Intl.NumberFormat (ICU's number data: 20 ms of a phone's main thread) until it needs one (0071, 0075).
 */
export function adoptServerAmounts(boot: Pick<BootData, 'money'>): void {
  rememberServerFormattedMoney(boot.money);
}

/** The server's first view of the module whose slot this is (decision 0035), if the server rendered one: its module hydrates it. */
export function serverViewIn(slot: Element): HTMLElement | null {
  return slot.querySelector<HTMLElement>(':scope > [data-ssr]');
}

/**
 * The server's first views no module took over (another page by now, or their module failed to load): after the
 * first routing the page's module has hydrated its own, so any left is stale. Each goes with its slot.
 */
export function dropUnclaimedFirstViews(content: ParentNode = document): void {
  for (const view of content.querySelectorAll('#shop-content > [data-module-slot] > [data-ssr]')) view.parentElement!.remove();
}
