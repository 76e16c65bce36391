/**
 * What the server keeps per portal between requests (the portal rows, the price list): looked up once
 * and kept while the database's settings version (db/schema/portals.ts settingsVersion) stays the same. The
 * database raises that version in the same transaction as any change to those tables, whoever makes
 * it (the operator CLI in another process, another server instance, a migration), and every request
 * reads it in the query that reads its session (sessions.ts). So a change reaches the very next
 * request, with no query of its own and no notification that could get lost.
 *
 * A value is kept under the version that was read before it was loaded: data at least that new. A
 * request still holding an older version (it read it before a change another request already saw)
 * loads for itself and keeps nothing.
 */
import type { FastifyRequest } from 'fastify';

export class SettingsCache {
  #version = -1;
  #values = new Map<string, Promise<unknown>>();

  /** The value kept under `key` for `version`, loaded (once, however many requests ask at the same time) when there is none. */
  get<T>(version: number, key: string, load: () => Promise<T>): Promise<T> {
    if (version < this.#version) return (async () => load())();
    if (version > this.#version) {
      this.#version = version;
      this.#values = new Map();
    }
    const values = this.#values;
    let value = values.get(key) as Promise<T> | undefined;
    if (!value) {
      // a promise of our own: a query builder is a thenable that would run its query on every await
      const loading = (async () => load())();
      value = loading;
      values.set(key, loading);
      // a failed load is not kept: the next request tries again
      loading.catch(() => {
        if (values.get(key) === loading) values.delete(key);
      });
    }
    return value;
  }
}

/** A value of this request's portal kept between requests (see above); `load` must not depend on anything else of the request. */
export function portalCached<T>(request: FastifyRequest, name: string, load: () => Promise<T>): Promise<T> {
  return request.server.shop.settingsCache.get(request.settingsVersion, `${request.portal.key}\u0000${name}`, load);
}
