import { accessApi } from '@shop/contracts/access';
import { call } from '@shop/api-client';

/** Answers `message` (instructions sent) or `error` (a text to show as given). */
export function sendPasswordReminder(email: string) {
  return call(accessApi.sendPasswordReminder, { query: { json: '1', email } });
}
