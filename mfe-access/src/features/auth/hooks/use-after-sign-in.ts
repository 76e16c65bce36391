import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { User } from '@shop/contracts/core';
import { publish } from '@shop/event-bus';
import { currentPictureSetAtom, refreshUser, sessionStore, userAtom } from '@shop/session';
import { isAccessPath, links } from '../../../lib/route-links';
import { safeReferrer } from '../../../lib/safe-referrer';
import { pendingSetAtom } from '../../add-picture-set';
import { goTo } from '@shop/ui/toolkit';

export type AuthEvent = 'login' | 'sign_up';

interface AuthResult {
  user?: User;
  /** The picture set a code added while signing in or registering. */
  subjectUuid?: string;
  /** The code's set is in another account: nothing was added, the customer confirms the subject first. */
  warning?: { subject: { uuid: string; name: string } };
  /** Registered through a share invite: the picture sets it added. */
  sharedSubjectUuids?: string[];
}

/**
 * What follows a sign-in or a registration: the session learns the user (the shell greets them),
 * analytics and the price list hear of it, and the customer moves on: to the new picture set when a
 * code was used, to My picture sets when a share invite added sets, else back where the route guard
 * sent them from, else to the packages. A code whose
 * set is in another account waits on the signed-in front page for the subject confirmation.
 */
export function useAfterSignIn() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    async (event: AuthEvent, result: AuthResult) => {
      try {
        await refreshUser();
      } catch {
        // The answer already carries the user: the session must not stay signed out.
        if (result.user) {
          sessionStore.set(userAtom, result.user);
          publish('session:changed', { user: result.user });
        }
      }
      publish('track', { event });
      publish('pricelist:refresh', {});
      let target: string;
      if (result.warning) {
        sessionStore.set(pendingSetAtom, result.warning.subject);
        target = links.home();
      } else if (result.subjectUuid) {
        sessionStore.set(currentPictureSetAtom, result.subjectUuid);
        target = links.newPictureSet();
      } else if (result.sharedSubjectUuids?.length) {
        for (const uuid of result.sharedSubjectUuids) publish('pictureset:added', { uuid });
        target = links.myPictureSets();
      } else {
        target = safeReferrer(search) ?? links.packages();
      }
      if (isAccessPath(target)) navigate(target);
      else goTo(target);
    },
    [navigate, search],
  );
}
