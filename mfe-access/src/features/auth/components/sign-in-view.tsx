import { useTranslation } from 'react-i18next';
import { Stack, useDocumentTitle } from '@shop/ui';
import { FormCard } from '../../../components/form-card';
import { PageHeading } from '../../../components/page-heading';
import { SignInForm } from './sign-in-form';

/** The plain 'Sign in' view of the front page (from 'Sign in', /login or #login). */
export function SignInView({ focus, onBack }: { focus?: boolean; onBack: () => void }) {
  const { t } = useTranslation('access');
  useDocumentTitle(t('signIn.heading'));
  return (
    <Stack gap="6">
      <PageHeading focus={focus}>{t('signIn.heading')}</PageHeading>
      <FormCard>
        <SignInForm onBack={onBack} />
      </FormCard>
    </Stack>
  );
}
