/** What the server shares with every route, and what it hangs on requests (typed for Fastify). */
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { Portal, SessionRow, UserRow } from './db/schema';
import type { JobRunner } from './jobs/runner';
import type { SettingsCache } from './portals/cache';
import type { SessionRead } from './sessions/session-query';
import type { FileStorage } from './storage';

export type ResponseCheck = 'off' | 'log' | 'throw';

export interface ShopContext {
  database: Database;
  db: Db;
  config: AppConfig;
  responseCheck: ResponseCheck;
  /** Portals and price lists between requests, while the database's settings version holds (portals/cache.ts). */
  settingsCache: SettingsCache;
  /** Every file the shop writes or serves (storage/: the folder FILES_DIR, or S3 with FILES_URL). */
  storage: FileStorage;
  /** Set when the instance is shutting down (SIGTERM, main.ts): GET /api/ready answers 503 so the load balancer stops sending. */
  draining: boolean;
  /** The job queue: domains register their handlers and schedules while the server is built (jobs/). */
  jobs: JobRunner;
}

declare module 'fastify' {
  interface FastifyInstance {
    shop: ShopContext;
  }
  interface FastifyRequest {
    /** The portal of the Host header (set for every path except the static ones). */
    portal: Portal;
    /** The visitor's session, when the cookie names a live one. */
    session: SessionRow | null;
    /** The signed-in user of that session. */
    user: UserRow | null;
    /** The database's settings version, read with the session (portals/cache.ts). */
    settingsVersion: number;
    /** What the route's SessionRead read with the session (readWithSession), when the session counts. */
    sessionRead: { read: SessionRead<unknown>; value: unknown } | null;
    /** The body's text as received, on a route that asked for it (a provider's signed webhook). */
    rawBody?: string;
  }
  interface FastifyContextConfig {
    /** Require the CSRF header on this route even for GET. */
    csrf?: boolean;
    /** Authenticated by other means than the cookie (operator token): CSRF does not apply. */
    csrfExempt?: boolean;
    /** Keep the body's text (request.rawBody): a signature is over the bytes, not the parsed JSON. */
    rawBody?: boolean;
    /** A studio call (/api/studio/): the staff session's CSRF token applies, not the customer's. */
    staff?: boolean;
    /** The role a studio call needs; none: the session calls (sign-in, sign-out, the session). */
    staffRole?: 'operator' | 'support';
    /** A read of the route's own sent with the session query, in one statement (sessions/session-query.ts, SessionRead). */
    sessionRead?: SessionRead<unknown>;
  }
}
