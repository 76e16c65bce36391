import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { CodeData } from '@shop/contracts/access';
import { Stack } from '@shop/ui';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { requiredText } from '../../../lib/validation';
import { useVerifyCode } from '../hooks/use-verify-code';

interface CodeFormProps {
  /** A code from the link in the letter or SMS (?code=): checked at once. */
  initialCode?: string;
  onValid: (codeData: CodeData) => void;
  /** Called when the customer submits, so the next step's code can load meanwhile. */
  onSubmitStart?: () => void;
}

/** The visitor's code field: verifies the code and hands its data to the login-or-register flow. */
export function CodeForm({ initialCode, onValid, onSubmitStart }: CodeFormProps) {
  const { t } = useTranslation('access');
  const schema = useMemo(() => v.object({ code: requiredText(t) }), [t]);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: valibotResolver(schema),
    defaultValues: { code: initialCode ?? '' },
    mode: 'onSubmit',
  });
  const onInvalid = useCallback(
    (message: string | undefined) => setError('code', { type: 'server', message: message ?? t('addCode.invalid') }, { shouldFocus: true }),
    [setError, t],
  );
  const { verify, loading } = useVerifyCode({ onValid, onInvalid });
  const submit = handleSubmit(({ code }) => {
    onSubmitStart?.();
    return verify(code);
  });

  const checkedInitial = useRef(false);
  useEffect(() => {
    if (!initialCode || checkedInitial.current) return;
    checkedInitial.current = true;
    void submit();
  }, [initialCode, submit]);

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="4">
        <TextField
          label={t('front.codeLabel')}
          error={formState.errors.code}
          registration={register('code')}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <SubmitButton loading={loading}>{t('front.codeSubmit')}</SubmitButton>
      </Stack>
    </form>
  );
}
