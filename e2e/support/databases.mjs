// The test shops' databases on a PostgreSQL server (E2E_DATABASE_URL, which `npm test` sets when one is
// reachable; decision 0112). Without it each shop keeps its embedded PGlite folder, as on a machine with
// only Node. On PostgreSQL a shop's copy of the seeded template is `CREATE DATABASE … TEMPLATE`, a file copy
// in the server: no WebAssembly database to start in each shop, and queries run natively.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO, STATIC_ROOT } from './paths.mjs';

const postgres = createRequire(path.join(REPO, 'packages/shop-api/package.json'))('postgres');

/** The server the shops' databases are made on, or '' (PGlite). */
export const ADMIN_URL = process.env.E2E_DATABASE_URL || '';

// this checkout's shops only: another checkout's run on the same server (a CI clone beside a working copy)
// has other names
const checkout = createHash('sha256').update(STATIC_ROOT).digest('hex').slice(0, 8);

/** The database of the shop whose folder is `root` (each shop has one folder under STATIC_ROOT). */
export function databaseOf(root) {
  const name = `e2e_${checkout}_${path
    .basename(root)
    .replace(/[^a-z0-9]/gi, '_')
    .toLowerCase()}`;
  return { name, url: Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString() };
}

async function withAdmin(work, adminUrl = ADMIN_URL) {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    return await work(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * A new database `name`, empty or a copy of `template`, noted with the folder it belongs to (so a run that was
 * killed leaves nothing the next run cannot find). Two shops copying the template at the same moment can meet
 * "is being accessed by other users": the copy is tried again.
 */
export async function createDatabase({ name, template, folder, adminUrl = ADMIN_URL }) {
  await withAdmin(async (sql) => {
    await sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    for (let attempt = 1; ; attempt++) {
      try {
        await sql.unsafe(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
        break;
      } catch (err) {
        if (err?.code !== '55006' || attempt === 20) throw err;
        await new Promise((r) => setTimeout(r, 100 * attempt));
      }
    }
    // COMMENT takes no parameters: the folder is quoted as a literal
    await sql.unsafe(`COMMENT ON DATABASE ${name} IS '${folder.replaceAll("'", "''")}'`);
  }, adminUrl);
}

export async function dropDatabase(name, adminUrl = ADMIN_URL) {
  await withAdmin((sql) => sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`), adminUrl);
}

/** Drops the test databases whose folder is gone (an earlier run's, a removed checkout's, a killed run's). */
export async function dropOrphans() {
  await withAdmin(async (sql) => {
    const rows = await sql`SELECT datname, shobj_description(oid, 'pg_database') AS folder FROM pg_database WHERE datname LIKE 'e2e\\_%'`;
    for (const { datname, folder } of rows) {
      if (!folder || !existsSync(folder)) await sql.unsafe(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  });
}
