import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@shop/ui';
import { LazyDialog } from '../../../components/lazy-dialog';

const ForgotPasswordDialog = lazy(() => import('./forgot-password-dialog').then((m) => ({ default: m.ForgotPasswordDialog })));

/** 'Forgot your password?' of the sign-in views; the dialog starts with the e-mail typed so far. */
export function ForgotPasswordButton({ getEmail }: { getEmail: () => string }) {
  const { t } = useTranslation('access');
  const [email, setEmail] = useState<string | null>(null);
  return (
    <>
      <Button type="button" variant="plain" alignSelf="flex-start" p="0" h="auto" textDecoration="underline" onClick={() => setEmail(getEmail().trim())}>
        {t('forgotPassword.open')}
      </Button>
      <LazyDialog open={email !== null}>
        <ForgotPasswordDialog defaultEmail={email ?? ''} onClose={() => setEmail(null)} />
      </LazyDialog>
    </>
  );
}
