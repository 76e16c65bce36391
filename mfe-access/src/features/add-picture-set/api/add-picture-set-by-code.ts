import { accessApi, type AddSetAnswer } from '@shop/contracts/access';
import { call } from '@shop/api-client';

export type AddSetResult =
  | { kind: 'added'; subjectUuid: string }
  /** message: the server's error; without one the form says 'The code is not valid'. */
  | { kind: 'invalid'; message?: string }
  | { kind: 'warning'; subject: { uuid: string; name: string } }
  | { kind: 'redirect'; url: string };

/** GET add_picture_set_by_code (signed in); confirm=1 after the customer confirmed the subject. */
export async function addPictureSetByCode(code: string, confirmed: boolean): Promise<AddSetResult> {
  const answer = await call(accessApi.addPictureSetByCode, { query: { code, ...(confirmed ? { confirm: '1' as const } : {}) } });
  return readAddSetAnswer(answer);
}

/** One result per mode of the answer (the contract's AddSetAnswer). */
export function readAddSetAnswer(answer: AddSetAnswer): AddSetResult {
  if ('error' in answer) return { kind: 'invalid', message: answer.error || undefined };
  if ('redirect' in answer) return { kind: 'redirect', url: answer.redirect };
  if ('warning' in answer) return { kind: 'warning', subject: answer.warning.subject };
  return { kind: 'added', subjectUuid: answer.subjectUuid };
}
