/**
 * The operator CLI: `pnpm operator <command>` from the repository root. Uses DATABASE_URL /
 * DATA_DIR like the server. When a running server holds the PGlite folder, the command runs inside
 * that server (the folder cannot be opened twice); otherwise it opens the database itself.
 */
import { configFromEnv } from '../config';
import { openDatabase } from '../db/client';
import { acquireLock, DataDirLockedError, readLiveLock, type DataDirLock } from '../db/lock';
import { migrate } from '../db/migrate';
import { installJobs } from '../jobs';
import { storageFromConfig } from '../storage';
import { OPERATOR_PATH, OPERATOR_TOKEN_HEADER } from './remote';
import { findCommand, runCommandLine, usage } from './run';

const print = (line: string) => process.stdout.write(`${line}\n`);

/** Where the operator typed the command (pnpm runs scripts in the package folder and keeps this in INIT_CWD). */
const operatorCwd = () => process.env.INIT_CWD || process.cwd();

async function viaServer(url: string, token: string, argv: string[]): Promise<number> {
  const res = await fetch(new URL(OPERATOR_PATH, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [OPERATOR_TOKEN_HEADER]: token },
    body: JSON.stringify({ argv, cwd: operatorCwd() }),
  });
  const body = (await res.json()) as { code?: number; output?: string[]; message?: string };
  if (!res.ok) {
    print(`The running server refused the command: ${body.message ?? res.status}`);
    return 1;
  }
  body.output?.forEach(print);
  return body.code ?? 1;
}

async function main(argv: string[]): Promise<number> {
  if (argv[0] === 'help' || argv[0] === '--help' || argv[0] === '-h') {
    print(usage());
    return 0;
  }
  if (!findCommand(argv[0])) {
    if (argv[0]) print(`Unknown command '${argv[0]}'.\n`);
    print(usage());
    return 1;
  }
  const config = configFromEnv();
  const dataDir = config.database.url ? null : config.database.dataDir!;
  let lock: DataDirLock | null = null;
  if (dataDir && dataDir !== ':memory:') {
    const holder = readLiveLock(dataDir);
    if (holder?.kind === 'server') {
      if (!holder.url || !holder.token) {
        print('The server is starting; try again in a moment.');
        return 1;
      }
      return viaServer(holder.url, holder.token, argv);
    }
    try {
      lock = acquireLock(dataDir, { kind: 'cli' });
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        print(err.message);
        return 1;
      }
      throw err;
    }
  }
  try {
    const database = await openDatabase(config.database);
    const storage = storageFromConfig(config);
    try {
      await migrate(database);
      await installJobs(database);
      return await runCommandLine(argv, {
        db: database.db,
        repoRoot: config.repoRoot,
        storage,
        filesDir: config.filesDir,
        cwd: operatorCwd(),
        port: Number(process.env.PORT) || 8080,
        out: print,
      });
    } finally {
      await database.close();
      await storage.close();
    }
  } finally {
    lock?.release();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: Error) => {
    process.stderr.write(`${err.stack ?? err}\n`);
    process.exit(1);
  },
);
