import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { Card, Stack, TextField } from '@shop/ui';
import { updatePassword } from '../api/profile-api';
import { serverMessage } from '@shop/api-client';
import { changePasswordSchema } from '../lib/validation';
import { AccountPage } from './account-page';
import { FormAlert, SubmitButton } from '@shop/ui/toolkit';

/** /my-account/change-password: 'New password' and its retype; the button waits until both are valid. */
export function ChangePasswordPage() {
  const { t } = useTranslation('account-profile');
  const schema = useMemo(() => changePasswordSchema(t), [t]);
  const { register, handleSubmit, formState, trigger, reset } = useForm({
    resolver: valibotResolver(schema),
    defaultValues: { password: '', retype: '' },
    mode: 'onTouched',
  });
  const { errors, isValid, isSubmitting, touchedFields } = formState;
  const [result, setResult] = useState<{ status: 'success' | 'error'; message: string }>();

  const recheckRetype = () => {
    if (touchedFields.retype) void trigger('retype');
  };

  const submit = handleSubmit(async ({ password, retype }) => {
    setResult(undefined);
    let answer: Awaited<ReturnType<typeof updatePassword>>;
    try {
      answer = await updatePassword(password, retype);
    } catch (error) {
      setResult({ status: 'error', message: serverMessage(error) ?? t('password.failed') });
      return;
    }
    if ('error' in answer) {
      setResult({ status: 'error', message: answer.error || t('password.failed') });
      return;
    }
    reset();
    setResult({ status: 'success', message: t('password.success') });
  });

  return (
    <AccountPage title={t('password.heading')}>
      <Card.Root bg="surface.raised" color="fg">
        <Card.Body>
          <form noValidate onSubmit={submit}>
            <Stack gap="4">
              <TextField
                label={t('password.newPassword')}
                type="password"
                autoComplete="new-password"
                required
                helper={t('password.hint', { count: 5 })}
                error={errors.password}
                registration={register('password', { onChange: recheckRetype })}
              />
              <TextField
                label={t('password.retype')}
                type="password"
                autoComplete="new-password"
                required
                error={errors.retype}
                registration={register('retype')}
              />
              {result && <FormAlert status={result.status} message={result.message} />}
              <SubmitButton alignSelf={{ base: 'stretch', sm: 'flex-start' }} disabled={!isValid || isSubmitting} loading={isSubmitting}>
                {t('password.submit')}
              </SubmitButton>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </AccountPage>
  );
}
