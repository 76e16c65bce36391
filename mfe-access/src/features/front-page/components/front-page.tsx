import { Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { signedInAtom } from '@shop/session';
import { PageSpinner } from '@shop/ui';
import { useFrontPageView } from '../hooks/use-front-page-view';
import { CodeEntryView } from './code-entry-view';
import { DarkBackground } from '../../../components/dark-background';
import { FrontPageInfo } from './front-page-info';
import { LoginOrRegisterFlow, SignedInView, SignInView } from './lazy-views';

/** '/', '/enter-code', '/add-picture-set' and '/login'. */
export function FrontPage() {
  const signedIn = useAtomValue(signedInAtom);
  return (
    <DarkBackground aside={<FrontPageInfo />}>
      {signedIn ? (
        <Suspense fallback={<PageSpinner />}>
          <SignedInView />
        </Suspense>
      ) : (
        <SignedOutViews />
      )}
    </DarkBackground>
  );
}

function SignedOutViews() {
  const { view, moved, initialCode, initialRefusal, showLogin, showCode, startFlow } = useFrontPageView();
  switch (view.name) {
    case 'code':
      return <CodeEntryView initialCode={initialCode} initialRefusal={initialRefusal} focus={moved} onValid={startFlow} onSignIn={showLogin} />;
    case 'login':
      return (
        <Suspense fallback={<PageSpinner />}>
          <SignInView focus={moved} onBack={showCode} />
        </Suspense>
      );
    case 'login-or-register':
      return (
        <Suspense fallback={<PageSpinner />}>
          <LoginOrRegisterFlow codeData={view.codeData} focus={moved} onExit={showCode} />
        </Suspense>
      );
  }
}
