import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { Button, Stack, TextField } from '@shop/ui';
import { ForgotPasswordButton } from '../../forgot-password/components/forgot-password-button';
import { useSignIn } from '../hooks/use-sign-in';
import { signInSchema } from '../validation';
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
    defaultValues: { username: fixedEmail ?? '', password: '' },
    mode: 'onTouched',
  });
  const { signIn, error } = useSignIn();
  const { errors, isSubmitting } = formState;

  return (
    <Stack gap="4">
      <form noValidate onSubmit={handleSubmit(({ username, password }) => signIn(username, password))}>
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
          <SubmitButton loading={isSubmitting}>{t('signIn.submit')}</SubmitButton>
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
