import { useCallback, useState } from 'react';
import { assignLocation } from '../../../lib/browser';
import { serverMessage } from '@shop/api-client';
import { verifyCode } from '../api/verify-code';
import type { CodeData } from '@shop/contracts/access';

interface Handlers {
  onValid: (codeData: CodeData) => void;
  /** message undefined: the caller shows its own 'not valid' text. */
  onInvalid: (message: string | undefined) => void;
}

/**
 * Code submission of a visitor: a loading flag; an invalid code reports the server's text; a redirect
 * leaves for the given address; a network failure just stops loading.
 */
export function useVerifyCode({ onValid, onInvalid }: Handlers) {
  const [loading, setLoading] = useState(false);
  const verify = useCallback(
    async (code: string) => {
      setLoading(true);
      try {
        const result = await verifyCode(code);
        if (result.kind === 'redirect') {
          assignLocation(result.url);
          return; // the page is leaving: keep the button busy
        }
        setLoading(false);
        if (result.kind === 'valid') onValid(result.codeData);
        else onInvalid(result.message);
      } catch (error) {
        setLoading(false);
        // A refusal with a reason (too many attempts, a malformed code) is shown; a lost connection is not.
        const message = serverMessage(error);
        if (message) onInvalid(message);
      }
    },
    [onValid, onInvalid],
  );
  return { verify, loading };
}
