// A row written only while a condition holds, through Drizzle's typed insert:
// `db.insert(table).select((qb) => qb.select(rowSelection(table, row)).from(guard).where(…))`.
// SQLite has no `INSERT … VALUES … WHERE`, so the guarded writes of a batch (a reply only to an
// open conversation, a booking only for an open quote) insert from a SELECT over the guard's
// row. Drizzle's insert-select takes every column of the table, in order; this builds that list
// from schema.ts, so no second column list is written by hand.
import { Column, getTableColumns, is, sql, SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';

/** A row to insert: each column a value (as `.values()` takes it), a column of the guard's tables, or SQL. */
export type RowValues<T extends SQLiteTable> = { [K in keyof T['$inferInsert']]?: T['$inferInsert'][K] | SQLiteColumn | SQL };

/** The select list for a row of `table`: one SQL expression or column per column. */
export type RowSelection<T extends SQLiteTable> = { [K in keyof T['$inferInsert']]-?: SQL | SQLiteColumn };

/** Every column of `table`, in order: the value given in `row`, else the column's default (as Drizzle's `.values()` fills it). */
export function rowSelection<T extends SQLiteTable>(table: T, row: RowValues<T>): RowSelection<T> {
  const selection: Record<string, SQL | SQLiteColumn> = {};
  const values = row as Record<string, unknown>;
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = values[key];
    if (is(value, SQL) || is(value, Column)) selection[key] = value as SQL | SQLiteColumn;
    else if (value !== undefined) selection[key] = sql`${sql.param(value, column)}`;
    else selection[key] = defaultOf(column);
  }
  return selection as RowSelection<T>;
}

function defaultOf(column: Column): SQL {
  if (column.default !== null && column.default !== undefined) return is(column.default, SQL) ? column.default : sql`${sql.param(column.default, column)}`;
  if (column.defaultFn !== undefined) {
    const value = column.defaultFn();
    return is(value, SQL) ? value : sql`${sql.param(value, column)}`;
  }
  return sql`null`;
}
