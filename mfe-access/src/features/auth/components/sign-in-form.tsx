import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { Button, Stack, TextField } from '@shop/ui';
import { ForgotPasswordButton } from '../../forgot-password';
import { useSignIn } from '../hooks/use-sign-in';
import { useHydrated } from '../../../lib/use-hydrated';
import { signInSchema } from '../lib/validation';
import { FormAlert, SubmitButton } from '@shop/ui/toolkit';

interface SignInFormProps {
  /** 'Welcome back': the e-mail is known, only the password is asked for. */
  fixedEmail?: string;
  onBack?: () => void;
}

/** E-mail (trimmed) and password (at least 3 characters), 'Forgot your password?' next to it. */
export function SignInForm({ fixedEmail, onBack }: SignInFormProps) {
  const { t } = useTranslation('access');
  const schema = useMemo(() => signInSchema(t), [t]);
  const { register, handleSubmit, getValues, formState } = useForm({
    resolver: valibotResolver(schema),
    // no default for a field the server's HTML shows: the form then adopts what was typed before the
    // page's script took it over, instead of resetting it to ''
    defaultValues: fixedEmail ? { username: fixedEmail } : {},
    mode: 'onTouched',
  });
  const { signIn, error } = useSignIn();
  const { errors, isSubmitting } = formState;
  const hydrated = useHydrated();

  return (
    <Stack gap="4">
      {/* method post: even a plain submit of the server's form never puts the password into the address */}
      <form method="post" noValidate onSubmit={handleSubmit(({ username, password }) => signIn(username, password))}>
        <Stack gap="4">
          {!fixedEmail && (
            <TextField
              label={t('common.email')}
              type="email"
              autoComplete="username"
              inputMode="email"
              required
              error={errors.username}
              registration={register('username')}
            />
          )}
          <TextField
            label={t('common.password')}
            type="password"
            autoComplete="current-password"
            required
            error={errors.password}
            registration={register('password')}
          />
          {error && <FormAlert message={error} />}
          <SubmitButton disabled={!hydrated} loading={isSubmitting}>
            {t('signIn.submit')}
          </SubmitButton>
          {onBack && (
            <Button type="button" variant="outline" onClick={onBack}>
              {t('common.goBack')}
            </Button>
          )}
        </Stack>
      </form>
      <ForgotPasswordButton getEmail={() => getValues('username')} />
    </Stack>
  );
}
