import { accessApi } from '@shop/contracts/access';
import { call } from '@shop/api-client';

/** Sign in; when a code was verified first, the server adds its picture set and names it (subjectUuid). */
export function login(username: string, password: string) {
  return call(accessApi.login, { body: { username, password } });
}
