/**
 * A tap on a server-rendered view before its script has taken it over (decision 0068). Part of the page's
 * one inline script (page-start.ts). Without this, the
 * page looks ready from its first paint but a tap on a button does nothing until the module's code has come
 * over a slow network and hydrated: the tap is lost. This script, inline at the top of the page, holds such a
 * tap (a click in an element marked data-ssr or data-hydrating) and keeps its target; the module plays it
 * again once its view has committed (releaseHeldTaps in @shop/ui).
 *
 * Links are let through: a link works without script (the next page is served whole). The queue is the
 * array in window.__shopHeldTaps, kept in place (the release takes out what it plays).
 */
export const HELD_TAPS_SCRIPT =
  "(function(){var held=window.__shopHeldTaps=[];document.addEventListener('click',function(event){var target=event.target;" +
  "if(!(target instanceof Element)||target.closest('a[href]')||!target.closest('[data-ssr],[data-hydrating]'))return;" +
  'event.preventDefault();event.stopImmediatePropagation();held.push(target)},true)})();';
