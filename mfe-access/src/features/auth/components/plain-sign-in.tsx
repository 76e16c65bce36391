import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack, useDocumentTitle } from '@shop/ui';
import { FormCard } from '../../../components/form-card';
import { PageHeading } from '../../../components/page-heading';
import { SignInForm } from './sign-in-form';

/** 'Sign in' with e-mail and password; `notice` above the form says why the visitor is here (an unusable invite). */
export function PlainSignIn({ focus, onBack, notice }: { focus?: boolean; onBack?: () => void; notice?: ReactNode }) {
  const { t } = useTranslation('access');
  useDocumentTitle(t('signIn.heading'));
  return (
    <Stack gap="6">
      <PageHeading focus={focus}>{t('signIn.heading')}</PageHeading>
      <FormCard>
        {notice}
        <SignInForm onBack={onBack} />
      </FormCard>
    </Stack>
  );
}
