import { lazy, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import type { CodeData } from '@shop/contracts/access';
import { shopSettingsAtom } from '@shop/session';
import { Button, Stack, useDocumentTitle, TextField } from '@shop/ui';
import { FormCard } from '../../../components/form-card';
import { LazyDialog } from '../../../components/lazy-dialog';
import { PageHeading } from '../../../components/page-heading';
import { serverFieldErrors, serverMessage } from '@shop/api-client';
import { register as createUser } from '../api/register';
import { useAfterSignIn } from '../hooks/use-after-sign-in';
import { registrationSchema } from '../lib/validation';
import { AcceptMailCheckbox } from './accept-mail-checkbox';
import { TermsLink } from './terms-link';
import { FormAlert, SubmitButton } from '@shop/ui/toolkit';

const TermsDialog = lazy(() => import('./terms-dialog').then((m) => ({ default: m.TermsDialog })));

interface RegisterStepProps {
  email: string;
  /** The verified picture code the account is created with (the code flow). */
  codeData?: CodeData;
  /** A share invite's token (registering through an invite: no code, the shared sets join the account). */
  invite?: string;
  focus: boolean;
  onBack: () => void;
}

type FormField = 'mobile' | 'password';
/** Payload names the server may list as failed, and the field that shows it. */
const FIELD_OF: Record<string, FormField | 'email'> = { email: 'email', mobile: 'mobile', password: 'password', confirm_password: 'password' };

/** Step 3, 'Create a free user account' (after a code, or from a share invite). */
export function RegisterStep({ email, codeData, invite, focus, onBack }: RegisterStepProps) {
  const { t } = useTranslation('access');
  useDocumentTitle(t('register.heading'));
  const shop = useAtomValue(shopSettingsAtom);
  const hideAcceptMail = shop?.options.disableAcceptMailOptionWhenRegisteringUser ?? false;
  const schema = useMemo(() => registrationSchema(t), [t]);
  const { register, handleSubmit, setError, control, formState } = useForm({
    resolver: valibotResolver(schema),
    defaultValues: { mobile: '', password: '', acceptmail: codeData?.options.acceptMailDefaultOn ?? false },
    mode: 'onTouched',
  });
  const { errors, isValid, isSubmitting } = formState;
  const afterSignIn = useAfterSignIn();
  const [formError, setFormError] = useState<string>();
  const [emailInvalid, setEmailInvalid] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);

  const markInvalid = (fields: Record<string, string | undefined>) => {
    for (const [name, message] of Object.entries(fields)) {
      const field = FIELD_OF[name];
      if (field === 'email') setEmailInvalid(true);
      else if (field) setError(field, { type: 'server', message });
    }
  };

  const submit = handleSubmit(async ({ mobile, password, acceptmail }) => {
    setFormError(undefined);
    setEmailInvalid(false);
    let answer: Awaited<ReturnType<typeof createUser>>;
    try {
      answer = await createUser({
        email,
        code: codeData?.code ?? '',
        invite,
        mobile,
        password,
        confirm_password: password,
        acceptmail: hideAcceptMail ? null : acceptmail,
        termsofservice: true,
      });
    } catch (error) {
      markInvalid(serverFieldErrors(error));
      setFormError(serverMessage(error) ?? t('register.failed'));
      return;
    }
    if ('error' in answer) {
      markInvalid(Object.fromEntries((answer.data ?? []).map((name) => [name, undefined])));
      setFormError(answer.error || t('register.failed'));
      return;
    }
    await afterSignIn('sign_up', answer);
  });

  return (
    <Stack gap="6">
      <PageHeading focus={focus}>{t('register.heading')}</PageHeading>
      <FormCard>
        <form noValidate onSubmit={submit}>
          <Stack gap="4">
            <TextField label={t('common.email')} type="email" value={email} disabled readOnly error={emailInvalid ? {} : undefined} />
            <TextField
              label={t('register.mobile')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              error={errors.mobile}
              registration={register('mobile')}
            />
            <TextField
              label={t('register.password')}
              type="password"
              autoComplete="new-password"
              required
              error={errors.password}
              registration={register('password')}
            />
            {!hideAcceptMail && <AcceptMailCheckbox control={control} />}
            <TermsLink onOpen={() => setTermsOpen(true)} />
            {formError && <FormAlert message={formError} />}
            <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="space-between">
              <Button type="button" variant="outline" onClick={onBack}>
                {t('common.goBack')}
              </Button>
              <SubmitButton disabled={!isValid || isSubmitting} loading={isSubmitting}>
                {t('register.submit')}
              </SubmitButton>
            </Stack>
          </Stack>
        </form>
      </FormCard>
      <LazyDialog open={termsOpen}>
        <TermsDialog onClose={() => setTermsOpen(false)} />
      </LazyDialog>
    </Stack>
  );
}
