import { api } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors';
import { route } from '../http/route';

/** How long the readiness check waits for the database or the storage before calling it unreachable. */
export const READY_TIMEOUT_MS = 3000;

/**
 * GET /api/health (liveness): answers while the process lives, without touching the database, so a
 * supervisor restarts a hung process and not one whose database is briefly away. GET /api/ready
 * (readiness): 200 only while the database and the storage answer and the instance is not shutting
 * down (app.shop.draining, main.ts), so a load balancer sends requests only where they can be served.
 */
export function registerHealth(app: FastifyInstance): void {
  route(app, api.health, async () => ({ status: 'ok' as const, database: app.shop.database.driver }));

  route(
    app,
    api.ready,
    async (_input, request) => {
      if (app.shop.draining) throw new ApiError(503, 'draining', 'This instance is shutting down');
      const [database, storage] = await Promise.allSettled([
        within(app.shop.db.execute(sql`SELECT 1`), 'database'),
        within(app.shop.storage.check(READY_TIMEOUT_MS), 'storage'),
      ]);
      const failed = [database.status === 'rejected' ? 'database' : null, storage.status === 'rejected' ? 'storage' : null].filter(Boolean);
      if (failed.length > 0) {
        for (const r of [database, storage]) if (r.status === 'rejected') request.log.error({ err: r.reason }, 'ready: a check failed');
        throw new ApiError(503, 'unavailable', `Not reachable: ${failed.join(', ')}`);
      }
      return { status: 'ready' as const, database: app.shop.database.driver, storage: app.shop.storage.kind };
    },
    { errors: [503] },
  );
}

/** Rejects when `work` takes longer than READY_TIMEOUT_MS (a database behind a dead network never answers). */
function within<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
