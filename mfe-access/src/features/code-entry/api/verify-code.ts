import { accessApi, type CodeData, type VerifyCodeAnswer } from '@shop/contracts/access';
import { call } from '@shop/api-client';

export type VerifyCodeResult =
  | { kind: 'valid'; codeData: CodeData }
  /** message: the server's errorMessage or error; without one the form says the code is not valid. */
  | { kind: 'invalid'; message?: string }
  | { kind: 'redirect'; url: string };

/** GET verify_subject_code (signed out): checks the code and remembers it in the session for sign-in. */
export async function verifyCode(code: string): Promise<VerifyCodeResult> {
  const answer = await call(accessApi.verifyCode, { query: { code } });
  return readVerifyCodeAnswer(answer);
}

/** One result per mode of the answer (the contract's VerifyCodeAnswer). */
export function readVerifyCodeAnswer(answer: VerifyCodeAnswer): VerifyCodeResult {
  if (answer.valid) return { kind: 'valid', codeData: answer.codeData };
  if ('data' in answer) return { kind: 'redirect', url: answer.data.redirect };
  return { kind: 'invalid', message: answer.errorMessage || answer.error || undefined };
}
