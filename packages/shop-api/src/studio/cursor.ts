import { validationError } from '../http/errors';

// A keyset page's cursor in the studio's lists (orders, recordings): the last row's time in microseconds since
// 1970 (a JS Date's milliseconds would skip rows within the same millisecond) and its uuid, as one opaque text.
export const cursorOf = (micros: string, uuid: string) => Buffer.from(`${micros}_${uuid}`).toString('base64url');

/** The time and uuid of a cursor; anything else is a 400 naming query.before. */
export function parseCursor(cursor: string): { micros: string; uuid: string } {
  const [micros, uuid] = Buffer.from(cursor, 'base64url').toString().split('_');
  if (!micros || !/^\d{1,18}$/.test(micros) || !uuid || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(uuid))
    throw validationError([{ field: 'query.before', message: 'Invalid cursor' }]);
  return { micros, uuid };
}
