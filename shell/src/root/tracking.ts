import { subscribe } from '@shop/event-bus';
import { consentAtom, sessionStore } from '@shop/session';
import { readConsent } from './consent-cookie';

declare global {
  interface Window {
    /** Where an analytics integration (tag manager) picks events up. */
    dataLayer?: Array<Record<string, unknown>>;
  }
}

/** Modules publish 'track'; the shell forwards to the analytics data layer only with consent. */
export function installTracking(): void {
  sessionStore.set(consentAtom, readConsent());
  subscribe('track', ({ event, data }) => {
    if (sessionStore.get(consentAtom) !== 'allow') return;
    window.dataLayer ??= [];
    window.dataLayer.push({ event, ...data });
  });
}
