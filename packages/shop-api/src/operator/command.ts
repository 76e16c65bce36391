/**
 * An operator command: one file in commands/, listed in commands/index.ts. The same code runs in
 * the CLI process or, when a server holds the PGlite folder, inside that server (operator/remote.ts),
 * so a command only talks to `ctx` and never to the console or process.
 */
import type { Db } from '../db/client';
import type { FileStorage } from '../storage';

export interface OperatorContext {
  db: Db;
  repoRoot: string;
  /** Every file the shop writes or serves (the folder FILES_DIR, or S3 with FILES_URL). */
  storage: FileStorage;
  /** FILES_DIR: this machine's work folder for the import folders the demo seed draws. */
  filesDir: string;
  /** The operator's working directory (relative paths in arguments); the CLI sends it along to a server. */
  cwd?: string;
  /** The port the shop listens on, for links a command prints (PORT in the CLI, the server's own port remotely). */
  port?: number;
  out(line: string): void;
}

export interface OperatorCommand {
  name: string;
  /** Arguments, e.g. '<portal> <module> on|off'. */
  args: string;
  summary: string;
  run(args: string[], ctx: OperatorContext): Promise<void>;
}

/** Bad arguments: the CLI prints the message and the command's usage, exit code 1. */
export class UsageError extends Error {}
