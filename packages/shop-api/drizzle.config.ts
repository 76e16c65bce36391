/**
 * drizzle-kit: src/db/schema/ (index.ts) is the one description of the database; `pnpm db:generate` writes
 * the SQL migration for a change of it into migrations/ (docs/decisions/0010).
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: process.env.DRIZZLE_OUT ?? './migrations',
});
