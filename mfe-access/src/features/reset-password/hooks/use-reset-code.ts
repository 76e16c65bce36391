import { useEffect, useState } from 'react';
import { checkResetCode } from '../api/reset-password';

export type ResetCodeStatus = 'validating' | 'valid' | 'invalid';

/** Validates the reset key once; a missing key, a refused key or a failed check all count as invalid. */
export function useResetCode(code: string | null): ResetCodeStatus {
  const [status, setStatus] = useState<ResetCodeStatus>(code ? 'validating' : 'invalid');
  useEffect(() => {
    if (!code) return setStatus('invalid');
    let current = true;
    setStatus('validating');
    checkResetCode(code).then(
      (valid) => current && setStatus(valid ? 'valid' : 'invalid'),
      () => current && setStatus('invalid'),
    );
    return () => {
      current = false;
    };
  }, [code]);
  return status;
}
