import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSpinner, Stack, useDocumentTitle } from '@shop/ui';
import { FormCard } from '../../../components/form-card';
import { PageHeading } from '../../../components/page-heading';
import { inviteTokenFrom } from '../../share-invite/lib/invite-token';
import { SignInForm } from './sign-in-form';

const InviteWelcome = lazy(() => import('../../share-invite/components/invite-welcome').then((m) => ({ default: m.InviteWelcome })));

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

function PlainSignIn({ focus, onBack }: { focus?: boolean; onBack: () => void }) {
  const { t } = useTranslation('access');
  useDocumentTitle(t('signIn.heading'));
  return (
    <Stack gap="6">
      <PageHeading focus={focus}>{t('signIn.heading')}</PageHeading>
      <FormCard>
        <SignInForm onBack={onBack} />
      </FormCard>
    </Stack>
  );
}
