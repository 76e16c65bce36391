import { atom } from 'jotai';
import { accessApi } from '@shop/contracts/access';
import { call } from '@shop/api-client';

/**
 * The subject of a code verified before signing in whose picture set is in another account: the
 * server added nothing and waits for the customer's confirmation (OK adds it, Cancel forgets it).
 */
export const pendingSetAtom = atom<{ uuid: string; name: string } | null>(null);

/** POST the answer to the confirmation; OK answers the added set's subject uuid. */
export async function settlePendingSet(confirm: boolean): Promise<string | undefined> {
  return (await call(accessApi.confirmPendingSet, { body: { confirm } })).subjectUuid;
}
