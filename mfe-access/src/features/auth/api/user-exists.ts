import { accessApi } from '@shop/contracts/access';
import { call } from '@shop/api-client';

export function userExistsByEmail(email: string) {
  return call(accessApi.userExistsByEmail, { query: { email } });
}
