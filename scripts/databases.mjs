// Databases of their own on a PostgreSQL server, for the scripts and the browser tests: made empty or as a copy
// of a template, named by a URL, dropped afterwards. Through the shop's own driver (postgres, in shop-api).
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './lib.mjs';

export const postgres = createRequire(path.join(ROOT, 'packages/shop-api/package.json'))('postgres');

/** The URL of database `name` on the server of `serverUrl` (any database of that server). */
export const databaseUrl = (serverUrl, name) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

async function withAdmin(adminUrl, work) {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    return await work(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * A new database `name` (one left by an earlier run is dropped first), empty or a copy of `template`, with
 * `comment` on it. Two copies of one template made at the same moment can meet "is being accessed by other
 * users": the copy is tried again.
 */
export async function createDatabase(adminUrl, name, { template, comment } = {}) {
  await withAdmin(adminUrl, async (sql) => {
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
    // COMMENT takes no parameters: the text is quoted as a literal
    if (comment !== undefined) await sql.unsafe(`COMMENT ON DATABASE ${name} IS '${comment.replaceAll("'", "''")}'`);
  });
  return databaseUrl(adminUrl, name);
}

export async function dropDatabase(adminUrl, name) {
  await withAdmin(adminUrl, (sql) => sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** The databases whose names start with `prefix`, with their comments. */
export async function databasesNamed(adminUrl, prefix) {
  return withAdmin(
    adminUrl,
    (sql) => sql`SELECT datname, shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE starts_with(datname, ${prefix})`,
  );
}
