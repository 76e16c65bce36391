/**
 * Vitest global setup: a run id for the PostgreSQL databases this run creates (see harness.ts), and
 * a teardown that drops those left behind (the per-worker templates; files that crashed). Other
 * runs against the same server (other developers, CI) are never touched.
 */
import { randomBytes } from 'node:crypto';
import { writePageStart } from '@shop/first-view/build';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    shopTestRun: string;
  }
}

export default async function setup(project: TestProject) {
  // the page's inline script as the build makes it: the server inlines dist/page-start.js and hashes it for the CSP
  await writePageStart();
  const run = randomBytes(4).toString('hex');
  project.provide('shopTestRun', run);
  return async () => {
    const url = process.env.DATABASE_URL;
    if (!url) return;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const rows = await admin<
        { datname: string }[]
      >`SELECT datname FROM pg_database WHERE datname LIKE ${`shoptest\\_${run}\\_%`} OR datname LIKE ${`shoptpl\\_${run}\\_%`}`;
      for (const { datname } of rows) await admin.unsafe(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
