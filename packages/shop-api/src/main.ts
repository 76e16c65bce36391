/**
 * Starts the server: PORT (8080), HOST (0.0.0.0); JSON logs; on SIGTERM/SIGINT drains and stops
 * (http/shutdown.ts). With embedded PGlite it holds the data folder's lock (see db/lock.ts).
 */
import { randomBytes } from 'node:crypto';
import { hashNiceFromEnv, setHashThreadNice } from './access';
import { configFromEnv } from './config';
import { acquireLock, DataDirLockedError, type DataDirLock } from './db/lock';
import { loggerOptions } from './logging';
import { createServer } from './server';
import { shutdownDelayFromEnv, shutdownOnSignal } from './http/shutdown';

async function main(): Promise<void> {
  const config = configFromEnv();
  setHashThreadNice(hashNiceFromEnv(process.env.PASSWORD_HASH_NICE));
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '0.0.0.0';
  const dataDir = config.database.url ? null : config.database.dataDir!;

  let lock: DataDirLock | null = null;
  const operatorToken = randomBytes(32).toString('base64url');
  if (dataDir && dataDir !== ':memory:') {
    try {
      lock = acquireLock(dataDir, { kind: 'server', token: operatorToken });
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        process.stderr.write(`${err.message}: ${dataDir}\nStop it first, or give this server another DATA_DIR.\n`);
        process.exit(1);
      }
      throw err;
    }
  }

  const app = await createServer({
    ...config,
    logger: loggerOptions(process.env.LOG_LEVEL),
    // only needed where the CLI cannot open the database itself
    operatorToken: lock ? operatorToken : undefined,
  });

  const shutdown = shutdownOnSignal(app, {
    delayMs: shutdownDelayFromEnv(process.env.SHUTDOWN_DELAY_MS),
    done: (code) => {
      lock?.release();
      process.exit(code);
    },
  });
  // Ctrl-C at a terminal: no load balancer to wait for
  process.on('SIGINT', () => shutdown('SIGINT', 0));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  try {
    await app.listen({ port, host });
  } catch (err) {
    app.log.error({ err }, 'cannot listen');
    await app.close();
    lock?.release();
    process.exit(1);
  }
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  lock?.update({ url: `http://127.0.0.1:${actualPort}` });
  app.log.info({ database: app.shop.database.driver, repoRoot: config.repoRoot }, 'shop ready');
}

main().catch((err: Error) => {
  process.stderr.write(`${err.stack ?? err}\n`);
  process.exit(1);
});
