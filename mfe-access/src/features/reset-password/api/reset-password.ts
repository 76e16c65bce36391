import { accessApi } from '@shop/contracts/access';
import { call } from '@shop/api-client';

/** GET reset-password/{code}: is the key from the e-mail still good? */
export async function checkResetCode(code: string): Promise<boolean> {
  const answer = await call(accessApi.checkResetCode, { params: { code } });
  return answer.valid;
}

/** POST reset-password/{code}: answers `error` when the server refuses the new password. */
export function saveNewPassword(code: string, password: string) {
  return call(accessApi.resetPassword, { params: { code }, body: { password } });
}
