import { api } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors';
import { route } from '../http/route';

/** For load balancers and the start script: 200 only when the database answers. */
export function registerHealth(app: FastifyInstance): void {
  route(
    app,
    api.health,
    async (_input, request) => {
      try {
        await app.shop.db.execute(sql`SELECT 1`);
      } catch (err) {
        request.log.error({ err }, 'health: database check failed');
        throw new ApiError(503, 'unavailable', 'Database is not reachable');
      }
      return { status: 'ok' as const, database: app.shop.database.driver };
    },
    { errors: [503] },
  );
}
