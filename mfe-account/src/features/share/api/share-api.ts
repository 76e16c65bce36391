import { accountApi, type PictureSet } from '@shop/contracts/account';
import { call } from '@shop/api-client';
import { publish } from '@shop/event-bus';
import { useRead } from '../../../lib/use-read';

/** The signed-in user's picture sets that can be shared: those of photo jobs not archived. */
const shareableOf = ({ pictureSets }: { pictureSets: PictureSet[] }) => pictureSets.filter((set) => !set.job.isArchived);
export const useShareablePictureSets = () => useRead(accountApi.pictureSets, shareableOf, {}, { staleOn: ['pictureset:added'] });

export function sharePictureSets(emails: string[], subjectUuids: string[]) {
  return call(accountApi.share, { query: { 'email[]': emails, 'subjects[]': subjectUuids } });
}

const asIs = <T>(answer: T) => answer;
export const useInvite = (token: string) => useRead(accountApi.shareInvite, asIs, { params: { token } }, { staleTime: 0 });

/** Accepting adds the invitation's sets to the account: every list of sets in the shop is stale. */
export async function acceptInvite(token: string) {
  const answer = await call(accountApi.acceptShareInvite, { params: { token } });
  for (const uuid of answer.subjectUuids) publish('pictureset:added', { uuid });
  return answer;
}
