/**
 * createServer: opens and migrates the database, loads the demo portals into an empty one, and
 * builds the Fastify app (API, static files, the HTML page). Closing the app closes the database.
 */
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { accessPlugin } from './access/plugin';
import { accountPlugin } from './account/plugin';
import { commercePlugin } from './commerce/plugin';
import { editorPlugin } from './editor/plugin';
import type { AppConfig } from './config';
import type { ResponseCheck, ShopContext } from './context';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { installJobs, JobRunner } from './jobs';
import { portalCount, seedDemo } from './demo/seed';
import { frameworkErrors, MAX_PARAM_LENGTH, registerErrorHandler, registerHostCheck } from './http/errors';
import { registerDrainingConnections } from './http/shutdown';
import { openApiPlugin } from './http/openapi/routes';
import { watchRoutes } from './http/registry';
import { operatorPlugin } from './operator/remote';
import { registerEmailJobs } from './outbox/worker';
import { registerDerivativeJobs } from './photojobs';
import { platformPlugin } from './platform/plugin';
import { SettingsCache } from './portals/cache';
import { portalsPlugin } from './portals/resolve';
import { sessionsPlugin } from './sessions/sessions';
import { type FileStorage, storageFromConfig } from './storage';
import { registerFallback } from './web/fallback';
import { securityHeadersPlugin } from './web/security';
import { registerStatic } from './web/static';
import { templatesPlugin } from './templates/plugin';
import { studioPlugin } from './studio/plugin';
import { registerFirstView } from './web/first-view';

export interface ServerOptions extends AppConfig {
  logger?: FastifyServerOptions['logger'];
  /** Check answers against the contract: default 'log' outside production, 'off' in it. */
  responseCheck?: ResponseCheck;
  /** Enables POST /api/operator/run for the operator CLI (loopback only, this token). */
  operatorToken?: string;
  /** An opened database to use instead of opening `database` (the server closes it). */
  databaseHandle?: Database;
  /** The storage to use instead of the one filesDir/filesUrl name (the server closes it). */
  storage?: FileStorage;
}

/** The advisory lock a starting instance installs the job queue and seeds under (any constant; migrate.ts has 7_370_001). */
export const STARTUP_LOCK_ID = 7_370_002;

export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const database = options.databaseHandle ?? (await openDatabase(options.database));
  const storage = options.storage ?? storageFromConfig(options);
  try {
    await migrate(database);
    // Instances starting at once take turns: the first installs the job queue and seeds an empty database,
    // the others then find both done. pg-boss's own lock covers its schema but not its queues' tables: two
    // instances creating them at once deadlocked (the cluster test).
    await database.withLock(STARTUP_LOCK_ID, async () => {
      await installJobs(database);
      if (options.seedDemo && (await portalCount(database.db)) === 0) await seedDemo(database.db, { storage, workDir: options.filesDir });
    });
  } catch (err) {
    await database.close();
    await storage.close();
    throw err;
  }

  const app = Fastify({
    logger: options.logger ?? false,
    // a request that comes on a kept-alive connection while the instance drains is served, not refused:
    // the load balancer sent it before it knew (http/shutdown.ts)
    return503OnClosing: false,
    trustProxy: trustProxyOption(options.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
  });
  const shop: ShopContext = {
    database,
    db: database.db,
    config: options,
    responseCheck: options.responseCheck ?? (options.production ? 'off' : 'log'),
    settingsCache: new SettingsCache(),
    storage,
    draining: false,
    jobs: new JobRunner(database, app.log, options.jobs),
  };
  app.decorate('shop', shop);
  // every route from here on is listed: openapi.test.ts compares the list with the document, fuzz.test.ts drives each one
  watchRoutes(app);
  app.addHook('onClose', async () => {
    // running jobs finish or are handed back while the database is still open
    await shop.jobs.stop();
    await database.close();
    await storage.close();
  });

  registerErrorHandler(app);
  registerDrainingConnections(app);
  registerHostCheck(app);
  registerBodyParsers(app);
  await app.register(cookie);
  await app.register(securityHeadersPlugin);
  // text only: JPEG/PNG are compressed already; brotli at a level cheap enough to do per request.
  // Answers only: no client of ours sends a compressed body, and unpacking them was a hook on every
  // request (decision 0063)
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  // the portal and the session of every request: fastify-plugin, so their decorators and hooks are the whole app's
  await app.register(portalsPlugin);
  await app.register(sessionsPlugin);
  // each domain is an encapsulated plugin: its routes, hooks and decorators stay in its own scope (decision 0082)
  await app.register(platformPlugin);
  await app.register(accessPlugin);
  await app.register(accountPlugin);
  await app.register(commercePlugin);
  await app.register(editorPlugin);
  await app.register(templatesPlugin);
  await app.register(studioPlugin);
  await app.register(openApiPlugin);
  if (options.operatorToken) await app.register(operatorPlugin, { token: options.operatorToken });
  await registerStatic(app);
  registerFirstView(app);
  registerFallback(app);
  registerEmailJobs(app);
  registerDerivativeJobs(app);
  // every domain has registered its handlers and schedules
  await shop.jobs.start();
  return app;
}

/**
 * Fastify trusts no hop count (a number is taken as 'trust nothing', since it cannot check the
 * immediate peer): N hops become a function trusting the socket peer and the N-1 proxies behind it.
 * Only for a server that can be reached through its proxies alone; else list the proxies' addresses.
 */
function trustProxyOption(trust: ServerOptions['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/**
 * JSON only. An empty body counts as no body (a POST without payload from a client that always
 * sets Content-Type); text/plain is dropped so any other type is a clear 415.
 */
function registerBodyParsers(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (request.routeOptions.config.rawBody) request.rawBody = text;
    if (text.trim() === '') return done(null, undefined);
    return json(request, text, done);
  });
}
