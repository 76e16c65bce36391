import { atom } from 'jotai';
import type { EventPayload } from '@shop/contracts/core';
import { subscribe } from '@shop/event-bus';
import { sessionStore } from '@shop/session';

/**
 * What pages ask the chrome for on the bus: another module's dialog, a toast. The shell listens from its start
 * (bootstrap, before single-spa mounts anything), not from the chrome's first render: the chrome is a lazy chunk
 * that a page's module can overtake, and a request published before the chrome committed was lost (a parent's
 * tap on 'Add picture set' did nothing). The chrome reads these atoms and answers when it is there.
 */

/** null: never asked for (the dialog's code loads with the first request); then open or closed. */
export type DialogRequest = boolean | null;
export const pictureSetSelectorAtom = atom<DialogRequest>(null);
export const addPictureCodeAtom = atom<DialogRequest>(null);

export type ToastPayload = EventPayload<'toast'>;
/** Toasts not shown yet, oldest first; the toaster takes them out as it shows them. */
export const waitingToastsAtom = atom<readonly ToastPayload[]>([]);

/** Start listening; returns the function that stops it. */
export function listenForPageRequests(): () => void {
  const stops = [
    subscribe('pictureset:select-requested', () => sessionStore.set(pictureSetSelectorAtom, true)),
    subscribe('picturecode:add-requested', () => sessionStore.set(addPictureCodeAtom, true)),
    subscribe('toast', (payload) => sessionStore.set(waitingToastsAtom, (waiting) => [...waiting, payload])),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
