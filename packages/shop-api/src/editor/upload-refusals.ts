/**
 * The test-only refusal of uploads (decision 0061): with `refuseFirstUploads` set, the first uploads of
 * each customer whose e-mail contains the given part are answered 503, so a browser journey sees a server
 * that refuses twice and then takes the picture. Counted per customer, in this process: every e2e worker
 * has a server of its own. A production server never refuses, whatever its configuration says.
 */
import type { RefuseFirstUploads } from '../config';
import type { UserRow } from '../db/schema';

/** Whether this upload of `user` is to be refused (counting it when the setting applies to them). */
export function uploadRefusals(setting: RefuseFirstUploads | undefined, production: boolean): (user: UserRow) => boolean {
  if (!setting || production) return () => false;
  const seen = new Map<string, number>();
  return (user) => {
    if (!user.email.toLowerCase().includes(setting.email)) return false;
    const n = (seen.get(user.uuid) ?? 0) + 1;
    seen.set(user.uuid, n);
    return n <= setting.count;
  };
}
