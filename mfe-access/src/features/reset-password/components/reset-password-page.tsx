import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HStack, Spinner, Stack, Text, useDocumentTitle } from '@shop/ui';
import { FormCard } from '../../../components/form-card';
import { PageHeading } from '../../../components/page-heading';
import { DarkBackground } from '../../../components/dark-background';
import { useResetCode } from '../hooks/use-reset-code';
import { ResetPasswordForm } from './reset-password-form';

/** /reset-password?resetcode=…: validating, then the form or 'no account connected to this key'. */
export function ResetPasswordPage() {
  const { t } = useTranslation('access');
  useDocumentTitle(t('reset.title'));
  const [params] = useSearchParams();
  const resetCode = params.get('resetcode');
  const status = useResetCode(resetCode);
  return (
    <DarkBackground>
      <Stack gap="6">
        <PageHeading>{t('reset.title')}</PageHeading>
        <FormCard>
          {status === 'validating' && (
            <HStack role="status" gap="3">
              <Spinner size="sm" aria-hidden />
              <Text>{t('reset.validating')}</Text>
            </HStack>
          )}
          {status === 'invalid' && <Text role="alert">{t('reset.invalid')}</Text>}
          {status === 'valid' && resetCode && <ResetPasswordForm resetCode={resetCode} />}
        </FormCard>
      </Stack>
    </DarkBackground>
  );
}
