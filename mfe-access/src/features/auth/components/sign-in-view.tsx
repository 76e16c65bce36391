import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { PageSpinner } from '@shop/ui';
import { inviteTokenFrom } from '../../share-invite';
import { PlainSignIn } from './plain-sign-in';

const InviteWelcome = lazy(() => import('../../share-invite').then((m) => ({ default: m.InviteWelcome })));

/**
 * The plain 'Sign in' view of the front page (from 'Sign in', /login or #login). Reached from a share
 * invite's link (the referrer is My picture sets with ?invite=), it greets the invited person instead.
 */
export function SignInView({ focus, onBack }: { focus?: boolean; onBack: () => void }) {
  const { search } = useLocation();
  const [inviteToken, setInviteToken] = useState(() => inviteTokenFrom(search));
  if (inviteToken) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <InviteWelcome token={inviteToken} focus={focus} onOtherAccount={() => setInviteToken(null)} />
      </Suspense>
    );
  }
  return <PlainSignIn focus={focus} onBack={onBack} />;
}
