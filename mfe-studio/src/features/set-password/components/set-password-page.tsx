import { Box, Card, Heading, Link, Stack, Text, TextField, useDocumentTitle } from '@shop/ui';
import { FormAlert, Loading, SubmitButton } from '@shop/ui/toolkit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import * as v from 'valibot';
import { call } from '@shop/api-client';
import { PASSWORD_RULES } from '@shop/contracts/access';
import { href } from '@shop/contracts/core';
import { studioApi } from '@shop/contracts/studio';
import { useCall } from '@shop/data';
import { errorMessage } from '../../../lib/errors';
import { showServerProblems, useStudioForm } from '../../../lib/form';

const Form = v.pipe(
  v.object({
    password: v.pipe(v.string(), v.minLength(PASSWORD_RULES.resetMin), v.maxLength(PASSWORD_RULES.max)),
    repeat: v.string(),
  }),
  v.forward(
    v.check((f) => f.password === f.repeat),
    ['repeat'],
  ),
);

/**
 * The one-time link `pnpm operator staff add` prints (/studio/set-password?key=…): a new staff member chooses a
 * password, then signs in. A used or expired link says so.
 */
export function SetPasswordPage() {
  const { t } = useTranslation('studio');
  useDocumentTitle(t('setPassword.title'));
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const keyOk = v.is(studioApi.staffPasswordKey.params!, { key });
  const check = useCall(studioApi.staffPasswordKey, { params: { key } }, { enabled: keyOk, staleTime: 0 });
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useStudioForm(Form, { password: '', repeat: '' });
  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await call(studioApi.staffSetPassword, { params: { key }, body: { password } });
      setDone(true);
    } catch (error) {
      // a password the server refuses (too common): said on its field
      if (!showServerProblems(form, error, t, (path) => (path === 'password' ? 'password' : null))) setFailure(errorMessage(error, t));
    }
  });
  const valid = keyOk && check.data?.valid === true;
  return (
    <Box minH="100vh" bg="bg.subtle" display="flex" alignItems={{ base: 'flex-start', sm: 'center' }} justifyContent="center" p="4">
      <Card.Root w="full" maxW="md" bg="surface.raised">
        <Card.Body>
          <Stack gap="5">
            <Heading as="h1" size="xl">
              {t('setPassword.title')}
            </Heading>
            {keyOk && check.isPending ? (
              <Loading label={t('frame.loading')} />
            ) : done ? (
              <Stack gap="3">
                <FormAlert status="success" message={t('setPassword.done')} />
                <Link asChild color="brand.fg" textDecoration="underline">
                  <RouterLink to={href('studio.sign-in')}>{t('signIn.title')}</RouterLink>
                </Link>
              </Stack>
            ) : !valid ? (
              <Text>{t('setPassword.invalid')}</Text>
            ) : (
              <form onSubmit={submit} noValidate>
                <Stack gap="4">
                  <Text>{t('setPassword.intro', { email: check.data?.email ?? '' })}</Text>
                  {failure ? <FormAlert message={failure} /> : null}
                  <TextField
                    label={t('setPassword.password')}
                    helper={t('setPassword.help', { min: PASSWORD_RULES.resetMin })}
                    type="password"
                    autoComplete="new-password"
                    required
                    error={form.formState.errors.password}
                    registration={form.register('password')}
                  />
                  <TextField
                    label={t('setPassword.repeat')}
                    type="password"
                    autoComplete="new-password"
                    required
                    error={form.formState.errors.repeat}
                    registration={form.register('repeat')}
                  />
                  <SubmitButton loading={form.formState.isSubmitting}>{t('setPassword.submit')}</SubmitButton>
                </Stack>
              </form>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
