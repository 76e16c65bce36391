import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { Button, Stack, Text, useDocumentTitle, TextField } from '@shop/ui';
import { FormCard } from '../../../components/form-card';
import { PageHeading } from '../../../components/page-heading';
import { serverMessage } from '@shop/api-client';
import { userExistsByEmail } from '../api/user-exists';
import { emailSchema } from '../lib/validation';
import { SubmitButton } from '@shop/ui/toolkit';

interface ValidateEmailStepProps {
  subjectName: string;
  defaultEmail: string;
  focus: boolean;
  onChecked: (email: string, exists: boolean) => void;
  /** 'Go back' (spec 1): to the code entry. */
  onBack: () => void;
}

/** Step 1, 'Code validated': the e-mail decides between signing in and registering. */
export function ValidateEmailStep({ subjectName, defaultEmail, focus, onChecked, onBack }: ValidateEmailStepProps) {
  const { t } = useTranslation('access');
  useDocumentTitle(t('codeValidated.heading'));
  const schema = useMemo(() => emailSchema(t), [t]);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: valibotResolver(schema),
    defaultValues: { email: defaultEmail },
    mode: 'onTouched',
  });
  const submit = handleSubmit(async ({ email }) => {
    try {
      const answer = await userExistsByEmail(email);
      if ('error' in answer) setError('email', { type: 'server', message: answer.error }, { shouldFocus: true });
      else onChecked(email, answer.exists);
    } catch (error) {
      setError('email', { type: 'server', message: serverMessage(error) ?? t('common.failed') }, { shouldFocus: true });
    }
  });

  return (
    <Stack gap="6">
      <PageHeading focus={focus}>{t('codeValidated.heading')}</PageHeading>
      <FormCard>
        <Text>{subjectName ? t('codeValidated.intro', { name: subjectName }) : t('codeValidated.introNoName')}</Text>
        <form noValidate onSubmit={submit}>
          <Stack gap="4">
            <TextField
              label={t('common.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              error={formState.errors.email}
              registration={register('email')}
            />
            <SubmitButton loading={formState.isSubmitting}>{t('codeValidated.submit')}</SubmitButton>
            <Button type="button" variant="outline" onClick={onBack}>
              {t('common.goBack')}
            </Button>
          </Stack>
        </form>
      </FormCard>
    </Stack>
  );
}
