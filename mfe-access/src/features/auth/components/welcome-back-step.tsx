import { useTranslation } from 'react-i18next';
import { Stack, Text, useDocumentTitle } from '@shop/ui';
import { FormCard } from '../../../components/form-card';
import { PageHeading } from '../../../components/page-heading';
import { SignInForm } from './sign-in-form';

/** Step 2, 'Welcome back': a customer with an account signs in with the e-mail from step 1. */
export function WelcomeBackStep({ email, focus, onBack }: { email: string; focus: boolean; onBack: () => void }) {
  const { t } = useTranslation('access');
  useDocumentTitle(t('welcomeBack.heading'));
  return (
    <Stack gap="6">
      <PageHeading focus={focus}>{t('welcomeBack.heading')}</PageHeading>
      <FormCard>
        <Text>{t('welcomeBack.intro', { email })}</Text>
        <SignInForm fixedEmail={email} onBack={onBack} />
      </FormCard>
    </Stack>
  );
}
