import { useAtomValue } from 'jotai';
import { currentPictureSetAtom, signedInAtom, userAtom } from '@shop/session';

/** Who is browsing: null while the session loads; the current picture set (the session's, chosen in the account selector). */
export function useBrowsing() {
  const user = useAtomValue(userAtom);
  const signedIn = useAtomValue(signedInAtom);
  const currentSet = useAtomValue(currentPictureSetAtom);
  return { loaded: user !== null, signedIn, currentSet };
}
