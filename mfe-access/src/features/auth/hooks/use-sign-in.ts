import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@shop/api-client';
import { login } from '../api/login';
import { useAfterSignIn } from './use-after-sign-in';

/** Signs in and moves on; a refusal keeps the server's reason for the form to show. */
export function useSignIn() {
  const { t } = useTranslation('access');
  const afterSignIn = useAfterSignIn();
  const [error, setError] = useState<string>();
  const signIn = useCallback(
    async (username: string, password: string) => {
      setError(undefined);
      let answer: Awaited<ReturnType<typeof login>>;
      try {
        answer = await login(username, password);
      } catch (failure) {
        setError(serverMessage(failure) ?? t('signIn.failed'));
        return;
      }
      await afterSignIn('login', answer);
    },
    [afterSignIn, t],
  );
  return { signIn, error };
}
