import { accountApi } from '@shop/contracts/account';
import { call } from '@shop/api-client';

/** GET /api/webshop/share-invites/{token}: who shared which sets, with whom, and whether it can still be used. */
export function loadInvite(token: string) {
  return call(accountApi.shareInvite, { params: { token } });
}
