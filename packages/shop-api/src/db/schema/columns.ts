/** Column and constraint helpers shared by the schema's files. */
import { getTableName } from 'drizzle-orm';
import { foreignKey, timestamp, type PgColumn, type UpdateDeleteAction } from 'drizzle-orm/pg-core';

/**
 * A foreign key named as PostgreSQL names its own (`<table>_<column>_fkey`): the SQL migrations
 * before drizzle-kit let PostgreSQL name them, and a later migration that drops or changes one must
 * find the same name in databases made then and now.
 */
export function fk(column: PgColumn, foreign: PgColumn, actions: { onDelete?: UpdateDeleteAction; onUpdate?: UpdateDeleteAction } = {}) {
  const key = foreignKey({ name: `${getTableName(column.table)}_${column.name}_fkey`, columns: [column], foreignColumns: [foreign] });
  if (actions.onDelete) key.onDelete(actions.onDelete);
  if (actions.onUpdate) key.onUpdate(actions.onUpdate);
  return key;
}

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
