import { useCallback, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { matchRoute } from '@shop/contracts/core';
import { initialAnswer } from '@shop/first-view/answers';
import { accessApi, type CodeData } from '@shop/contracts/access';
import { readVerifyCodeAnswer, type VerifyCodeResult } from '../../code-entry';
import { useLoginHash } from './use-login-hash';

export type FrontPageView = { name: 'code' } | { name: 'login' } | { name: 'login-or-register'; codeData: CodeData };

/**
 * The server's check of the link's code, made for the first view (decision 0067): the page arrives at its
 * final step (sign in or register for the valid code, or the field with the refusal) instead of the field
 * first and the step a moment later, which moved the page. Undefined when the server did not check it.
 */
function checkedOnServer(code: string | undefined): VerifyCodeResult | undefined {
  const answer = code ? initialAnswer(accessApi.verifyCode, { query: { code } }) : undefined;
  return answer ? readVerifyCodeAnswer(answer) : undefined;
}

/**
 * The visitor's views: code entry, sign-in, and the login-or-register flow after a valid code.
 * /login (where the route guard sends visitors) and '#login' open the sign-in view.
 * `moved` tells the views that the customer changed view, so focus follows.
 */
export function useFrontPageView() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const isLogin = matchRoute(pathname)?.name === 'login';
  // The letter's or SMS's link (?code=) is checked on arrival, and again when a new code arrives in the
  // URL while the page is open (the 'Add picture code' dialog sends visitors here with their code).
  const codeParam = params.get('code') ?? undefined;
  const [serverCheck, setServerCheck] = useState(() => (isLogin ? undefined : checkedOnServer(codeParam)));
  const [view, setView] = useState<FrontPageView>(() =>
    serverCheck?.kind === 'valid' ? { name: 'login-or-register', codeData: serverCheck.codeData } : isLogin ? { name: 'login' } : { name: 'code' },
  );
  const [moved, setMoved] = useState(false);
  const [initialCode, setInitialCode] = useState(serverCheck?.kind === 'valid' ? undefined : codeParam);
  const [seenCodeParam, setSeenCodeParam] = useState(codeParam);
  if (codeParam !== seenCodeParam) {
    setSeenCodeParam(codeParam);
    if (codeParam) {
      setView({ name: 'code' });
      setInitialCode(codeParam);
      setServerCheck(undefined);
    }
  }

  const go = useCallback((next: FrontPageView) => {
    setView(next);
    setMoved(true);
    setInitialCode(undefined);
    setServerCheck(undefined);
  }, []);
  const showLogin = useCallback(() => go({ name: 'login' }), [go]);
  const showCode = useCallback(() => go({ name: 'code' }), [go]);
  const startFlow = useCallback((codeData: CodeData) => go({ name: 'login-or-register', codeData }), [go]);
  useLoginHash(showLogin);

  // a refusal the server's check gave: shown with the code, not asked again (a redirect is left to the browser)
  const initialRefusal = serverCheck?.kind === 'invalid' ? { message: serverCheck.message } : undefined;
  return { view, moved, initialCode, initialRefusal, showLogin, showCode, startFlow };
}
