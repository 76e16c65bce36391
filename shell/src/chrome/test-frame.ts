import { sessionStore } from '@shop/session';
import { addPictureCodeAtom, listenForPageRequests, pictureSetSelectorAtom, waitingToastsAtom } from './page-requests';

/**
 * For component tests: what the shell's start provides (the bus listener for pages' requests, bootstrap.ts)
 * and the page frame the server sends (shell/index.html) – banner, header, promo bar,
 * content, consent and overlay slots – so the chrome's portals and roots land where they do in the browser.
 */
export interface ShellFrame {
  banner: HTMLElement;
  header: HTMLElement;
  promo: HTMLElement;
  content: HTMLElement;
  /** The consent banner's root (consent-host.tsx). */
  consent: HTMLElement;
  overlays: HTMLElement;
  remove: () => void;
}

export function installShellFrame(): ShellFrame {
  const make = (tag: string, id: string, className?: string) => {
    const element = document.createElement(tag);
    element.id = id;
    if (className) element.className = className;
    document.body.append(element);
    return element;
  };
  document.body.dataset.promo = 'on';
  const banner = make('div', 'shop-banner', 'shop-banner-slot');
  const header = make('header', 'shop-header', 'shop-header');
  const promo = make('div', 'shop-promo', 'shop-promo');
  const content = make('main', 'shop-content');
  content.tabIndex = -1;
  const consent = make('div', 'shop-consent');
  const overlays = make('div', 'shop-overlays');
  const stopListening = listenForPageRequests();
  return {
    banner,
    header,
    promo,
    content,
    consent,
    overlays,
    remove: () => {
      for (const element of [banner, header, promo, content, consent, overlays]) element.remove();
      delete document.body.dataset.promo;
      stopListening();
      sessionStore.set(pictureSetSelectorAtom, null);
      sessionStore.set(addPictureCodeAtom, null);
      sessionStore.set(waitingToastsAtom, []);
    },
  };
}
