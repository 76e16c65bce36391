/**
 * What a database is, as lines of text to compare: tables and columns (type, default, null),
 * constraints (pg_get_constraintdef), indexes (pg_indexes), triggers and functions, of the current
 * schema. migrations.test.ts compares a database made by drizzle's migrations with one made by the
 * SQL files they replaced (migrations-legacy/).
 */
import type { RawSql } from './client';

export async function describeCatalog(raw: RawSql): Promise<string[]> {
  const columns = await raw.query<{ line: string }>(
    `SELECT format('column %s.%s %s default=%s null=%s', c.table_name, c.column_name, format_type(a.atttypid, a.atttypmod), coalesce(c.column_default, '-'), c.is_nullable) AS line
       FROM information_schema.columns c
       JOIN pg_attribute a ON a.attrelid = format('%I.%I', c.table_schema, c.table_name)::regclass AND a.attname = c.column_name
      WHERE c.table_schema = current_schema() AND c.table_name NOT IN ('schema_migrations', '__drizzle_migrations')`,
  );
  const constraints = await raw.query<{ line: string }>(
    `SELECT format('constraint %s %s %s', t.relname, k.conname, pg_get_constraintdef(k.oid)) AS line
       FROM pg_constraint k JOIN pg_class t ON t.oid = k.conrelid
      WHERE t.relnamespace = current_schema()::regnamespace AND t.relname NOT IN ('schema_migrations', '__drizzle_migrations')`,
  );
  const indexes = await raw.query<{ line: string }>(
    `SELECT format('index %s %s', indexname, regexp_replace(indexdef, ' ON [a-z_]+\\.', ' ON ')) AS line
       FROM pg_indexes WHERE schemaname = current_schema() AND tablename NOT IN ('schema_migrations', '__drizzle_migrations')`,
  );
  const triggers = await raw.query<{ line: string }>(
    `SELECT format('trigger %s %s', tgrelid::regclass, pg_get_triggerdef(oid)) AS line FROM pg_trigger WHERE NOT tgisinternal`,
  );
  const functions = await raw.query<{ line: string }>(
    `SELECT format('function %s', pg_get_functiondef(p.oid)) AS line FROM pg_proc p WHERE p.pronamespace = current_schema()::regnamespace`,
  );
  return [...columns, ...constraints, ...indexes, ...triggers, ...functions].map((r) => r.line).sort();
}
