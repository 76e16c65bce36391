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
  return readVerifyCodeAnswer(answer, code);
}

export function readVerifyCodeAnswer(answer: VerifyCodeAnswer, code: string): VerifyCodeResult {
  if (answer.error) return { kind: 'invalid', message: answer.errorMessage || answer.error };
  if (answer.data?.redirect) return { kind: 'redirect', url: answer.data.redirect };
  if (!answer.valid) return { kind: 'invalid', message: answer.errorMessage || undefined };
  return { kind: 'valid', codeData: answer.codeData ?? minimalCodeData(code) };
}

/** A valid answer without code data (an older back end): the flow still works, just without the subject's name. */
function minimalCodeData(code: string): CodeData {
  return {
    accessCode: code,
    code,
    name: '',
    options: { acceptMailDefaultOn: false, disableAcceptMailWhenLoggingIn: false },
    contactInfo: { email: '' },
  };
}
