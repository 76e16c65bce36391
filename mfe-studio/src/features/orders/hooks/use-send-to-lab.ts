import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@shop/api-client';
import { type LabSendAnswer, studioApi } from '@shop/contracts/studio';
import { invalidateCall, queryClient } from '@shop/data';
import { errorMessage } from '../../../lib/errors';

/** Starts the browser's download of a link (the zip: a GET with the staff cookie, streamed to disk). */
function download(url: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = '';
  document.body.append(a);
  a.click();
  a.remove();
}

/**
 * "Send to lab": the orders move to 'in production' on the server, then the zip of their lab export
 * downloads. A refusal (print files not ready, an order cancelled) is the server's own sentence.
 */
export function useSendToLab() {
  const { t } = useTranslation('studio');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<LabSendAnswer | null>(null);
  const send = async (portalKey: string, orders: string[]): Promise<boolean> => {
    setBusy(true);
    setFailure(null);
    setSent(null);
    try {
      const answer = await call(studioApi.sendToLab, { params: { portalKey }, body: { orders } });
      setSent(answer);
      download(answer.download);
      return true;
    } catch (error) {
      setFailure(errorMessage(error, t));
      return false;
    } finally {
      setBusy(false);
      // the list and the orders' pages show the new status (or what did not change)
      await queryClient.invalidateQueries({ queryKey: ['studio-orders'] });
      await invalidateCall(studioApi.studioOrder);
    }
  };
  return { send, busy, failure, sent };
}
