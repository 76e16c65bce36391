import { useEffect, useMemo, useState } from 'react';
import * as v from 'valibot';
import { accessApi } from '@shop/contracts/access';
import { initialAnswer } from '@shop/first-view/answers';
import { checkResetCode } from '../api/reset-password';

export type ResetCodeStatus = 'validating' | 'valid' | 'invalid';

/**
 * Validates the reset key once; a missing or malformed key, a refused key or a failed check all count as invalid. The
 * server's first view checks it already (decision 0036): then the page starts with the form or the refusal
 * instead of 'checking', and the browser does not ask again.
 */
export function useResetCode(link: string | null): ResetCodeStatus {
  // a key the contract refuses (too short, other characters) is invalid without asking: the server and the
  // browser agree on it from the first render
  const code = link !== null && v.is(accessApi.checkResetCode.params!, { code: link }) ? link : null;
  const checked = useMemo(() => (code ? initialAnswer(accessApi.checkResetCode, { params: { code } }) : undefined), [code]);
  const [status, setStatus] = useState<ResetCodeStatus>(() => (checked ? (checked.valid ? 'valid' : 'invalid') : code ? 'validating' : 'invalid'));
  useEffect(() => {
    if (!code) return setStatus('invalid');
    if (checked) return setStatus(checked.valid ? 'valid' : 'invalid');
    let current = true;
    setStatus('validating');
    checkResetCode(code).then(
      (valid) => current && setStatus(valid ? 'valid' : 'invalid'),
      () => current && setStatus('invalid'),
    );
    return () => {
      current = false;
    };
  }, [code, checked]);
  return status;
}
