import { useCallback, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { matchRoute } from '@shop/contracts/core';
import type { CodeData } from '@shop/contracts/access';
import { useLoginHash } from './use-login-hash';

export type FrontPageView = { name: 'code' } | { name: 'login' } | { name: 'login-or-register'; codeData: CodeData };

/**
 * The visitor's views: code entry, sign-in, and the login-or-register flow after a valid code.
 * /login (where the route guard sends visitors) and '#login' open the sign-in view.
 * `moved` tells the views that the customer changed view, so focus follows.
 */
export function useFrontPageView() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [view, setView] = useState<FrontPageView>(() => (matchRoute(pathname)?.name === 'login' ? { name: 'login' } : { name: 'code' }));
  const [moved, setMoved] = useState(false);
  // The letter's or SMS's link (?code=) is checked on arrival, and again when a new code arrives in the
  // URL while the page is open (the 'Add picture code' dialog sends visitors here with their code).
  const codeParam = params.get('code') ?? undefined;
  const [initialCode, setInitialCode] = useState(codeParam);
  const [seenCodeParam, setSeenCodeParam] = useState(codeParam);
  if (codeParam !== seenCodeParam) {
    setSeenCodeParam(codeParam);
    if (codeParam) {
      setView({ name: 'code' });
      setInitialCode(codeParam);
    }
  }

  const go = useCallback((next: FrontPageView) => {
    setView(next);
    setMoved(true);
    setInitialCode(undefined);
  }, []);
  const showLogin = useCallback(() => go({ name: 'login' }), [go]);
  const showCode = useCallback(() => go({ name: 'code' }), [go]);
  const startFlow = useCallback((codeData: CodeData) => go({ name: 'login-or-register', codeData }), [go]);
  useLoginHash(showLogin);

  return { view, moved, initialCode, showLogin, showCode, startFlow };
}
