/**
 * A tap on a server-rendered view before its script has taken it over (decisions 0068, 0073). Part of the page's
 * one inline script (page-start.ts). Without this, the page looks ready from its first paint but a tap on a
 * button does nothing until the module's code has come over a slow network and hydrated: the tap is lost. This
 * script, inline at the top of the page, holds such a tap and keeps its target; the module plays it again once
 * the part tapped is live (releaseHeldTaps in @shop/ui).
 *
 * - data-ssr, data-hydrating: the view is not live yet; every tap in it is held.
 * - data-settling: the view's root has committed, but a part of it may still wait for its code (a lazy part React
 *   hydrates later, and until then stops a click on it at the root). A tap is held only when its target has not
 *   been hydrated: React keeps an element's props on it (`__reactProps$…`) from the moment it hydrates it. An
 *   element under one whose markup React set as HTML (dangerouslySetInnerHTML) is never its own, and goes through.
 *   Each held tap is announced ('shop:held-tap' on the document), so the module takes it at once.
 *
 * Links are let through: a link works without script (the next page is served whole). Taps the module plays
 * (`playing` set on the array while it dispatches them) go through. The queue is the array in
 * window.__shopHeldTaps, kept in place (the release takes out what it plays).
 */
export const HELD_TAPS_SCRIPT =
  '(function(){var held=window.__shopHeldTaps=[];' +
  "function live(target){for(var el=target;el;el=el.parentElement){var key=Object.keys(el).filter(function(k){return k.indexOf('__reactProps$')===0})[0];" +
  'if(key)return el===target||!!(el[key]&&el[key].dangerouslySetInnerHTML)}return false}' +
  "document.addEventListener('click',function(event){var target=event.target;" +
  "if(held.playing||!(target instanceof Element)||target.closest('a[href]'))return;" +
  "var view=target.closest('[data-ssr],[data-hydrating],[data-settling]');" +
  "if(!view||view.hasAttribute('data-settling')&&live(target))return;" +
  "event.preventDefault();event.stopImmediatePropagation();held.push(target);document.dispatchEvent(new Event('shop:held-tap'))},true)})();";
