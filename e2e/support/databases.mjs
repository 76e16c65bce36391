// The test shops' databases on a PostgreSQL server (E2E_DATABASE_URL, which `npm test` sets when one is
// reachable; decision 0112). Without it each shop keeps its embedded PGlite folder, as on a machine with
// only Node. On PostgreSQL a shop's copy of the seeded template is `CREATE DATABASE … TEMPLATE`, a file copy
// in the server: no WebAssembly database to start in each shop, and queries run natively.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createDatabase, databasesNamed, databaseUrl, dropDatabase } from '../../scripts/databases.mjs';
import { STATIC_ROOT } from './paths.mjs';

/** The server the shops' databases are made on, or '' (PGlite). */
export const ADMIN_URL = process.env.E2E_DATABASE_URL || '';

// this checkout's shops only: another checkout's run on the same server (a CI clone beside a working copy)
// has other names
const PREFIX = `e2e_${createHash('sha256').update(STATIC_ROOT).digest('hex').slice(0, 8)}_`;

/** The database of the shop whose folder is `root` (each shop has one folder under STATIC_ROOT). */
export function databaseOf(root) {
  const name = `${PREFIX}${path
    .basename(root)
    .replace(/[^a-z0-9]/gi, '_')
    .toLowerCase()}`;
  return { name, url: databaseUrl(ADMIN_URL, name) };
}

/**
 * The database of the shop in `root`, empty or a copy of the template shop's, noted with its folder (so that
 * what a killed run leaves is found by the next one, dropOrphans).
 */
export const createShopDatabase = (root, template) =>
  createDatabase(ADMIN_URL, databaseOf(root).name, { template: template && databaseOf(template).name, comment: root });

export const dropShopDatabase = (root) => dropDatabase(ADMIN_URL, databaseOf(root).name);

/** Drops the test databases whose folder is gone (an earlier run's, a removed checkout's, a killed run's). */
export async function dropOrphans() {
  for (const { datname, comment } of await databasesNamed(ADMIN_URL, 'e2e_')) {
    if (!comment || !existsSync(comment)) await dropDatabase(ADMIN_URL, datname);
  }
}
