/**
 * The database, described once: `pnpm --filter @shop/shop-api db:generate` writes the SQL migration
 * for a change of these files into migrations/ (docs/decisions/0010). One file per domain
 * (docs/decisions/0082); this index is what the server imports (`from '../db/schema'`) and what
 * drizzle-kit reads. Constraints carry the names PostgreSQL gave them under the SQL files before
 * drizzle-kit (migrations-legacy/), so databases made then and now stay alike
 * (src/db/migrations.test.ts).
 */
export * from './portals';
export * from './users';
export * from './platform';
export * from './photojobs';
export * from './account';
export * from './access';
export * from './commerce';
export * from './checkout';
export * from './templates';
export * from './studio';
