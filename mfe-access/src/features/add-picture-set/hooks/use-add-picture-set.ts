import { useCallback, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { publish } from '@shop/event-bus';
import { currentPictureSetAtom, sessionStore, userAtom } from '@shop/session';
import { askConfirmation, assignLocation } from '../../../lib/browser';
import { links } from '../../../lib/route-links';
import { serverMessage } from '@shop/api-client';
import { addPictureSetByCode } from '../api/add-picture-set-by-code';
import { goTo } from '@shop/ui/toolkit';

export type AddSetState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'warning'; code: string; subject: { uuid: string; name: string } }
  | { status: 'redirect' }
  | { status: 'success' };

/**
 * Adding a picture set by code when signed in. A simulated user confirms first; a warning waits for
 * the customer to confirm the subject (then the call is repeated with confirm=1); success refreshes the
 * price list and opens the new picture set.
 */
export function useAddPictureSet() {
  const { t } = useTranslation('access');
  const user = useAtomValue(userAtom);
  const [state, setState] = useState<AddSetState>({ status: 'idle' });

  const add = useCallback(
    async (code: string, confirmed = false) => {
      if (!confirmed && user?.isSimulated && !askConfirmation(t('addCode.simulatedConfirm', { code, name: user.name }))) return;
      setState({ status: 'loading' });
      let result: Awaited<ReturnType<typeof addPictureSetByCode>>;
      try {
        result = await addPictureSetByCode(code, confirmed);
      } catch (error) {
        // A network failure just stops loading; a refusal with a reason is shown.
        const message = serverMessage(error);
        setState(message ? { status: 'error', message } : { status: 'idle' });
        return;
      }
      switch (result.kind) {
        case 'invalid':
          setState({ status: 'error', message: result.message ?? t('addCode.invalid') });
          return;
        case 'warning':
          setState({ status: 'warning', code, subject: result.subject });
          return;
        case 'redirect':
          setState({ status: 'redirect' });
          assignLocation(result.url);
          return;
        case 'added':
          publish('pricelist:refresh', {});
          sessionStore.set(currentPictureSetAtom, result.subjectUuid);
          // The account's cached list of picture sets is stale now.
          publish('pictureset:added', { uuid: result.subjectUuid });
          setState({ status: 'success' });
          goTo(links.newPictureSet());
      }
    },
    [user, t],
  );

  const confirmWarning = useCallback(() => {
    if (state.status === 'warning') void add(state.code, true);
  }, [add, state]);
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  const busy = state.status === 'loading' || state.status === 'redirect' || state.status === 'success';

  return { state, busy, add, confirmWarning, reset };
}
