import { accountApi, type PictureSet } from '@shop/contracts/account';
import { call } from '@shop/api-client';

/** The signed-in user's picture sets that can be shared: those of photo jobs not archived. */
export async function fetchShareablePictureSets(signal?: AbortSignal): Promise<PictureSet[]> {
  const { pictureSets } = await call(accountApi.pictureSets, { signal });
  return pictureSets.filter((set) => !set.job.isArchived);
}

export function sharePictureSets(emails: string[], subjectUuids: string[]) {
  return call(accountApi.share, { query: { 'email[]': emails, 'subjects[]': subjectUuids } });
}

export function fetchInvite(token: string, signal?: AbortSignal) {
  return call(accountApi.shareInvite, { params: { token }, signal });
}

export function acceptInvite(token: string) {
  return call(accountApi.acceptShareInvite, { params: { token } });
}
