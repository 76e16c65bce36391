import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { publish } from '@shop/event-bus';
import { currentPictureSetAtom, sessionStore } from '@shop/session';
import { goTo } from '@shop/ui/toolkit';
import { links } from '../../../lib/route-links';
import { SubjectConfirmationDialog } from './subject-confirmation-dialog';
import { pendingSetAtom, settlePendingSet } from '../api/pending-set';

/**
 * After a sign-in or registration whose code opens another account's picture set: the same subject
 * confirmation as adding a code signed in. OK adds the set and opens it; Cancel leaves the account as it was.
 */
export function PendingSetConfirmation() {
  const subject = useAtomValue(pendingSetAtom);
  const [busy, setBusy] = useState(false);
  if (!subject) return null;
  const answer = async (confirm: boolean) => {
    if (busy) return;
    setBusy(true);
    try {
      const added = await settlePendingSet(confirm);
      sessionStore.set(pendingSetAtom, null);
      if (added) {
        publish('pricelist:refresh', {});
        sessionStore.set(currentPictureSetAtom, added);
        goTo(links.newPictureSet());
      }
    } catch {
      // the server keeps the code pending; the dialog stays for another try
    } finally {
      setBusy(false);
    }
  };
  return <SubjectConfirmationDialog name={subject.name} onConfirm={() => void answer(true)} onCancel={() => void answer(false)} />;
}
