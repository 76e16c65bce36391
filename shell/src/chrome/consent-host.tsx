import { lazy, Suspense, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { subscribe } from '@shop/event-bus';
import { consentAtom } from '@shop/session';

// its own chunk: a returning visitor (a choice stored) never loads it
const ConsentBanner = lazy(() => import(/* webpackChunkName: "chrome-consent" */ './consent-banner'));

/**
 * The cookie consent banner's root, in the page's #shop-consent (decision 0065): shown on a first visit (no
 * choice stored) and when asked for ('consent:open', the menu's cookie settings). A root of its own, not a
 * portal of the header's: the shop server renders it into the HTML for a visitor without a choice (the shell's
 * server entry), and the browser hydrates that markup, so the banner is in the first paint.
 */
export function ConsentHost() {
  const consent = useAtomValue(consentAtom);
  const [requested, setRequested] = useState(false);
  useEffect(() => subscribe('consent:open', () => setRequested(true)), []);
  return consent === null || requested ? (
    <Suspense fallback={null}>
      <ConsentBanner requested={requested} onDone={() => setRequested(false)} />
    </Suspense>
  ) : null;
}
