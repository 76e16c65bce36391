import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeData } from '@shop/contracts/access';
import { Stack, TextField } from '@shop/ui';
import { useVerifyCode } from '../hooks/use-verify-code';
import { SubmitButton } from '@shop/ui/toolkit';

interface CodeFormProps {
  /** A code from the link in the letter or SMS (?code=): checked at once. */
  initialCode?: string;
  /** The server checked initialCode for the first view and refused it: shown, not checked again. */
  initialRefusal?: { message?: string };
  onValid: (codeData: CodeData) => void;
  /** Called when the customer submits, so the next step's code can load meanwhile. */
  onSubmitStart?: () => void;
}

/**
 * The visitor's code field: verifies the code and hands its data to the login-or-register flow.
 * One field with one rule (required) and the server's verdict: plain React state, no form library, so the
 * front page's first load does not carry react-hook-form (the multi-field forms load it when they open).
 */
export function CodeForm({ initialCode, initialRefusal, onValid, onSubmitStart }: CodeFormProps) {
  const { t } = useTranslation('access');
  const [error, setError] = useState<string | undefined>(() => (initialRefusal ? (initialRefusal.message ?? t('addCode.invalid')) : undefined));
  const inputRef = useRef<HTMLInputElement>(null);
  const onInvalid = useCallback(
    (message: string | undefined) => {
      setError(message ?? t('addCode.invalid'));
      inputRef.current?.focus();
    },
    [t],
  );
  const { verify, loading } = useVerifyCode({ onValid, onInvalid });

  const submitCode = useCallback(
    (value: string) => {
      const trimmed = value.trim();
      if (!trimmed) {
        onInvalid(t('validation.required'));
        return;
      }
      setError(undefined);
      onSubmitStart?.();
      void verify(trimmed);
    },
    [onInvalid, onSubmitStart, t, verify],
  );

  const checkedInitial = useRef(Boolean(initialRefusal));
  useEffect(() => {
    if (!initialCode || checkedInitial.current) return;
    checkedInitial.current = true;
    submitCode(initialCode);
  }, [initialCode, submitCode]);

  // The field is uncontrolled: the server sends the form, and what a parent types before the page's
  // script has taken it over (a slow phone) stays in the field; a controlled value would be reset to ''
  // when React hydrates. The code is read from the form when it is sent.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitCode(String(new FormData(event.currentTarget).get('code') ?? ''));
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="4">
        <TextField
          ref={inputRef}
          label={t('front.codeLabel')}
          error={error ? { message: error } : undefined}
          name="code"
          defaultValue={initialCode ?? ''}
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
