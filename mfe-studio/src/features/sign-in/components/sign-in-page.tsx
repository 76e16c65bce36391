import { Box, Card, Heading, Stack, Text, TextField } from '@shop/ui';
import { FormAlert, Loading, SubmitButton } from '@shop/ui/toolkit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import * as v from 'valibot';
import { ApiError, call } from '@shop/api-client';
import { href } from '@shop/contracts/core';
import { SecondFactorCode, studioApi } from '@shop/contracts/studio';
import { useDocumentTitle } from '@shop/ui';
import { useStudioForm } from '../../../lib/form';
import { setStaff, useStaffSession } from '../../../lib/staff';

// the sign-in call's own rules, without the code (asked for in a second step when enrolled)
const { email, password } = studioApi.staffSignIn.body!.entries;
const Credentials = v.object({ email, password });
type Credentials = v.InferOutput<typeof Credentials>;
const CodeForm = v.object({ code: SecondFactorCode });

/** Only the studio's own pages are a place to go after signing in (no open redirect). */
function nextPage(raw: string | null): string {
  return raw && /^\/studio(\/|$)/.test(raw) && !raw.startsWith('/studio/sign-in') ? raw : href('studio');
}

/**
 * Staff sign in with e-mail and password and, when enrolled, the six digits of their authenticator app (or a
 * recovery code). The answers are neutral: a wrong e-mail and a wrong password read the same.
 */
export function SignInPage() {
  const { t } = useTranslation('studio');
  useDocumentTitle(t('signIn.title'));
  const session = useStaffSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const next = nextPage(params.get('next'));

  if (session.isPending) return <Loading label={t('frame.loading')} />;
  if (session.data?.staff) return <Navigate to={next} replace />;

  const signedIn = (answer: Awaited<ReturnType<typeof call<typeof studioApi.staffSignIn>>>) => {
    if (answer.status === 'signed-in') {
      setStaff(answer.staff);
      navigate(next, { replace: true });
    }
  };

  return (
    <Box minH="100vh" bg="bg.subtle" display="flex" alignItems={{ base: 'flex-start', sm: 'center' }} justifyContent="center" p="4">
      <Card.Root w="full" maxW="md" bg="surface.raised">
        <Card.Body>
          <Stack gap="5">
            <Stack gap="1">
              <Text fontSize="sm" color="fg.muted">
                {t('frame.title')}
              </Text>
              <Heading as="h1" size="xl">
                {t('signIn.title')}
              </Heading>
            </Stack>
            {credentials ? (
              <CodeStep credentials={credentials} onSignedIn={signedIn} onBack={() => setCredentials(null)} />
            ) : (
              <CredentialsStep onSecondFactor={setCredentials} onSignedIn={signedIn} />
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

type SignInAnswer = Awaited<ReturnType<typeof call<typeof studioApi.staffSignIn>>>;

function refusal(error: unknown, t: (key: string) => string, wrong: string): string {
  if (error instanceof ApiError && error.status === 401) return wrong;
  if (error instanceof ApiError && error.status === 429) return t('signIn.tooMany');
  if (error instanceof ApiError && error.isNetworkError) return t('errors.network');
  return t('errors.generic');
}

function CredentialsStep({ onSecondFactor, onSignedIn }: { onSecondFactor: (c: Credentials) => void; onSignedIn: (a: SignInAnswer) => void }) {
  const { t } = useTranslation('studio');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useStudioForm(Credentials, { email: '', password: '' });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await call(studioApi.staffSignIn, { body: values });
      if (answer.status === 'second-factor') onSecondFactor(values);
      else onSignedIn(answer);
    } catch (error) {
      setFailure(refusal(error, t, t('signIn.wrong')));
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        {failure ? <FormAlert message={failure} /> : null}
        <TextField label={t('signIn.email')} type="email" autoComplete="username" required error={errors.email} registration={form.register('email')} />
        <TextField
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
          registration={form.register('password')}
        />
        <SubmitButton loading={isSubmitting}>{t('signIn.submit')}</SubmitButton>
      </Stack>
    </form>
  );
}

function CodeStep({ credentials, onSignedIn, onBack }: { credentials: Credentials; onSignedIn: (a: SignInAnswer) => void; onBack: () => void }) {
  const { t } = useTranslation('studio');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useStudioForm(CodeForm, { code: '' });
  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      onSignedIn(await call(studioApi.staffSignIn, { body: { ...credentials, code } }));
    } catch (error) {
      setFailure(refusal(error, t, t('signIn.wrongCode')));
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Text>{t('signIn.codeIntro')}</Text>
        {failure ? <FormAlert message={failure} /> : null}
        <TextField
          label={t('signIn.code')}
          helper={t('signIn.codeHelp')}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          required
          error={errors.code}
          registration={form.register('code')}
        />
        <SubmitButton loading={isSubmitting}>{t('signIn.submit')}</SubmitButton>
        <Box>
          <button type="button" onClick={onBack} style={{ textDecoration: 'underline', background: 'none', border: 0, padding: 0, cursor: 'pointer' }}>
            {t('signIn.back')}
          </button>
        </Box>
      </Stack>
    </form>
  );
}
