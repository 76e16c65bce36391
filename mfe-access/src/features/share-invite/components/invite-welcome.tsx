import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, PageSpinner, Stack, Text, useDocumentTitle } from '@shop/ui';
import { FormAlert } from '@shop/ui/toolkit';
import { FormCard } from '../../../components/form-card';
import { PageHeading } from '../../../components/page-heading';
import { PlainSignIn, SignInForm } from '../../auth';
import { loadInvite } from '../api/invite';

// Registration brings the checkbox and the terms: loaded only when the visitor chooses it.
const RegisterStep = lazy(() => import('../../auth').then((m) => ({ default: m.RegisterStep })));

type Invite = Awaited<ReturnType<typeof loadInvite>>;
type State = { name: 'loading' } | { name: 'unusable'; reason: 'notFound' | 'used' | 'expired' } | { name: 'ready'; invite: Invite };

interface InviteWelcomeProps {
  token: string;
  focus?: boolean;
  /** The plain sign-in view, for a visitor who wants to use another account. */
  onOtherAccount: () => void;
}

/**
 * The sign-in page reached from a share invite's e-mail (/login?referrer=/my-account/picture-sets?invite=…):
 * who shared which pictures, then signing in with the invited address or creating a free account with
 * it — no picture code needed; the server adds the shared sets to the new account in the same step.
 */
export function InviteWelcome({ token, focus = false, onOtherAccount }: InviteWelcomeProps) {
  const [state, setState] = useState<State>({ name: 'loading' });
  const [registering, setRegistering] = useState(false);
  useEffect(() => {
    let live = true;
    loadInvite(token).then(
      (invite) => live && setState(invite.used || invite.expired ? { name: 'unusable', reason: invite.used ? 'used' : 'expired' } : { name: 'ready', invite }),
      () => live && setState({ name: 'unusable', reason: 'notFound' }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  if (state.name === 'loading') return <PageSpinner />;
  if (state.name === 'unusable') return <UnusableInvite reason={state.reason} focus={focus} />;
  const { invite } = state;
  if (registering) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <RegisterStep email={invite.recipient} invite={token} focus onBack={() => setRegistering(false)} />
      </Suspense>
    );
  }
  return <InviteSignIn invite={invite} focus={focus} onRegister={() => setRegistering(true)} onOtherAccount={onOtherAccount} />;
}

function InviteSignIn({ invite, focus, onRegister, onOtherAccount }: { invite: Invite; focus: boolean; onRegister: () => void; onOtherAccount: () => void }) {
  const { t } = useTranslation('access');
  const heading = t('invite.heading', { sender: invite.senderName });
  useDocumentTitle(heading);
  const names = invite.subjects.map((s) => s.name).join(', ');
  return (
    <Stack gap="6">
      <PageHeading focus={focus}>{heading}</PageHeading>
      <FormCard>
        <Text>{t('invite.intro', { names, email: invite.recipient })}</Text>
        <SignInForm fixedEmail={invite.recipient} />
      </FormCard>
      <FormCard>
        <Text>{t('invite.newHere', { email: invite.recipient })}</Text>
        <Button colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }} onClick={onRegister}>
          {t('invite.register')}
        </Button>
        <Button variant="outline" alignSelf={{ base: 'stretch', sm: 'flex-start' }} onClick={onOtherAccount}>
          {t('invite.otherAccount')}
        </Button>
      </FormCard>
    </Stack>
  );
}

/** A used, expired or unknown invite: said plainly, with the ordinary sign-in below. */
function UnusableInvite({ reason, focus }: { reason: 'notFound' | 'used' | 'expired'; focus: boolean }) {
  const { t } = useTranslation('access');
  return <PlainSignIn focus={focus} notice={<FormAlert status="info" message={t(`invite.${reason}`)} />} />;
}
