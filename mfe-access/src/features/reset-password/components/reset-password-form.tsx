import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '@shop/contracts/core';
import { Stack, TextField } from '@shop/ui';
import { showAlert } from '../../../lib/browser';
import { serverMessage } from '@shop/api-client';
import { saveNewPassword } from '../api/reset-password';
import { resetPasswordSchema } from '../lib/validation';
import { FormAlert, SubmitButton } from '@shop/ui/toolkit';

/** 'New password' and 'Retype password'; the button waits until both are valid. */
export function ResetPasswordForm({ resetCode }: { resetCode: string }) {
  const { t } = useTranslation('access');
  const navigate = useNavigate();
  const schema = useMemo(() => resetPasswordSchema(t), [t]);
  const { register, handleSubmit, formState, trigger } = useForm({
    resolver: valibotResolver(schema),
    defaultValues: { password: '', retype: '' },
    mode: 'onTouched',
  });
  const [formError, setFormError] = useState<string>();
  const { errors, isValid, isSubmitting, touchedFields } = formState;

  // Once the retype field has been left, a change of the new password re-checks the match.
  const recheckRetype = () => {
    if (touchedFields.retype) void trigger('retype');
  };

  const submit = handleSubmit(async ({ password }) => {
    setFormError(undefined);
    let answer: Awaited<ReturnType<typeof saveNewPassword>>;
    try {
      // `password` is the schema's output: already without its first space, trimmed
      answer = await saveNewPassword(resetCode, password);
    } catch (error) {
      setFormError(serverMessage(error) ?? t('reset.failed'));
      return;
    }
    if ('error' in answer) {
      setFormError(answer.error);
      return;
    }
    showAlert(t('reset.success'));
    navigate(href('home'));
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="4">
        <TextField
          label={t('reset.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.password}
          registration={register('password', { onChange: recheckRetype })}
        />
        <TextField label={t('reset.retype')} type="password" autoComplete="new-password" required error={errors.retype} registration={register('retype')} />
        {formError && <FormAlert message={formError} />}
        <SubmitButton disabled={!isValid || isSubmitting} loading={isSubmitting}>
          {t('reset.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
