import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { Button, Stack, Text, TextField } from '@shop/ui';
import { SimpleDialog } from '../../../components/simple-dialog';
import { emailAddress } from '../../../lib/validation';
import { sendPasswordReminder } from '../api/send-password-reminder';
import { FormAlert, SubmitButton } from '@shop/ui/toolkit';

type Outcome = { status: 'sent'; message: string } | { status: 'error'; message: string };

/** 'Forgot your password?': sends the reset instructions and shows what the server said. */
export function ForgotPasswordDialog({ defaultEmail, onClose }: { defaultEmail: string; onClose: () => void }) {
  const { t } = useTranslation('access');
  const formId = useId();
  const schema = useMemo(() => v.object({ email: emailAddress(t) }), [t]);
  const { register, handleSubmit, formState } = useForm({
    resolver: valibotResolver(schema),
    defaultValues: { email: defaultEmail },
    mode: 'onTouched',
  });
  const [outcome, setOutcome] = useState<Outcome>();

  const submit = handleSubmit(async ({ email }) => {
    setOutcome(undefined);
    try {
      const answer = await sendPasswordReminder(email);
      if ('error' in answer) setOutcome({ status: 'error', message: answer.error });
      else setOutcome({ status: 'sent', message: answer.message || t('forgotPassword.sent') });
    } catch {
      setOutcome({ status: 'error', message: t('forgotPassword.failed') });
    }
  });

  return (
    <SimpleDialog
      title={t('forgotPassword.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common.close')}
          </Button>
          <SubmitButton form={formId} loading={formState.isSubmitting}>
            {t('forgotPassword.submit')}
          </SubmitButton>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <Stack gap="4">
          <Text>{t('forgotPassword.intro')}</Text>
          <TextField
            label={t('common.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            error={formState.errors.email}
            registration={register('email')}
          />
          {outcome && <FormAlert status={outcome.status === 'sent' ? 'success' : 'error'} message={outcome.message} />}
        </Stack>
      </form>
    </SimpleDialog>
  );
}
