import { accountApi } from '@shop/contracts/account';
import { useCall } from '@shop/data';
import { useBrowsing } from './session';

/** The customer's picture sets (the current one's name for the change dialog, the packages page and the previews). */
export function usePictureSets(enabled: boolean) {
  return useCall(accountApi.pictureSets, {}, { enabled, staleOn: ['pictureset:added'] });
}

/**
 * The picture set the catalogue shows: the session's current one, else the customer's first (newest) set,
 * so a parent who just signed in sees their own pictures in the previews without choosing a set first.
 * Null for a visitor, while the sets load, and for a customer without sets.
 */
export function useShownSet(): { uuid: string; name: string } | null {
  const { signedIn, currentSet } = useBrowsing();
  const sets = usePictureSets(signedIn);
  if (!signedIn) return null;
  const list = sets.data?.pictureSets ?? [];
  const shown = list.find((s) => s.uuid === currentSet) ?? list[0];
  return shown ? { uuid: shown.uuid, name: shown.subject.name } : null;
}

/**
 * The portraits package cards without an image of their own show: the shown set's own pictures once the
 * customer's set is known, the portal's sample portraits until then (a visitor, a customer without sets;
 * decision 0104).
 */
export function useCardPortraits(samples: string[]): string[] {
  const { signedIn, currentSet } = useBrowsing();
  const sets = usePictureSets(signedIn);
  const list = signedIn ? (sets.data?.pictureSets ?? []) : [];
  const shown = list.find((s) => s.uuid === currentSet) ?? list[0];
  const own = (shown?.pictures ?? []).filter((p) => !p.groupPicture).map((p) => p.images.w640);
  return own.length ? own : samples;
}
