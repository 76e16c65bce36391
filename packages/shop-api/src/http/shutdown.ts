/**
 * How an instance stops (SIGTERM from a deploy or a scale-down; issue 33, decision 0081):
 *
 * 1. At once it is no longer ready (GET /api/ready answers 503) and every answer closes its connection, so
 *    a load balancer stops sending new requests here. For SHUTDOWN_DELAY_MS (default 0) it still serves
 *    what arrives, the time the balancer needs to notice (its check interval times its threshold).
 * 2. It stops accepting connections; requests under way finish, for at most 10 s, then their connections
 *    are cut.
 * 3. Fastify's onClose hooks run: the job workers hand their running jobs back, the database closes.
 * 4. The process exits 0 (1 when a step failed or the whole took too long).
 */
import type { FastifyInstance } from 'fastify';

/** How long requests under way may take to finish once the instance stops accepting. */
export const DRAIN_MS = 10_000;
/** Beyond delay + drain, what the onClose hooks (jobs, database) may take before the process is ended. */
const CLOSE_MS = 15_000;

/** SHUTDOWN_DELAY_MS: unset 0; a number of milliseconds up to 60 s. */
export function shutdownDelayFromEnv(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (text === '') return 0;
  if (!/^\d{1,5}$/.test(text) || Number(text) > 60_000) throw new Error(`SHUTDOWN_DELAY_MS: milliseconds from 0 to 60000, not ${JSON.stringify(text)}`);
  return Number(text);
}

/**
 * While the instance drains, every answer says `Connection: close`: a balancer's kept-alive connection
 * is not reused for a request that would arrive after the listener closed. Registered by createServer.
 */
export function registerDrainingConnections(app: FastifyInstance): void {
  // when the answer is sent, not when the request came: a request under way at SIGTERM closes its connection too
  app.addHook('onSend', async (_request, reply, payload) => {
    if (app.shop.draining) reply.header('connection', 'close');
    return payload;
  });
}

export interface ShutdownOptions {
  /** Milliseconds between 'not ready' and 'not accepting'. */
  delayMs: number;
  /** Called once at the end with the exit code. */
  done: (code: number) => void;
}

/** The signal handler: the first signal starts the stop, later ones are ignored. `delayMs` overrides the option (SIGINT: 0). */
export function shutdownOnSignal(app: FastifyInstance, options: ShutdownOptions): (signal: string, delayMs?: number) => void {
  let stopping = false;
  return (signal, delayMs = options.delayMs) => {
    if (stopping) return;
    stopping = true;
    app.shop.draining = true;
    app.log.info({ signal, delayMs }, 'shutting down: not ready from now');
    const force = setTimeout(
      () => {
        app.log.error('shutdown took too long; exiting');
        options.done(1);
      },
      delayMs + DRAIN_MS + CLOSE_MS,
    );
    force.unref();
    const stop = async () => {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      app.log.info('shutting down: no new connections; finishing the requests under way');
      const cut = setTimeout(() => {
        app.log.warn(`requests still running after ${DRAIN_MS} ms: their connections are closed`);
        app.server.closeAllConnections();
      }, DRAIN_MS);
      cut.unref();
      try {
        // stops listening, waits for the requests under way, then runs the onClose hooks (jobs, database)
        await app.close();
      } finally {
        clearTimeout(cut);
      }
    };
    stop().then(
      () => {
        clearTimeout(force);
        app.log.info('shut down');
        options.done(0);
      },
      (err) => {
        clearTimeout(force);
        app.log.error({ err }, 'error while shutting down');
        options.done(1);
      },
    );
  };
}
