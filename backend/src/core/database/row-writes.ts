import type { Queryable } from '../read-side/paged-list';

/**
 * Writes of one row from a `{ column: value }` map, so a repository names each column once, beside
 * its value, instead of keeping lists of columns, values and `$n` in step. Table and column names
 * come from the code, never from a caller.
 */

/** The column list, the placeholders (numbered from `first`) and the parameters of `row`, in one order. */
export function rowValues(
  row: Readonly<Record<string, unknown>>,
  first = 1,
): { columns: string; placeholders: string; params: unknown[] } {
  const columns = Object.keys(row);
  return {
    columns: columns.join(', '),
    placeholders: columns.map((_, i) => `$${first + i}`).join(', '),
    params: Object.values(row),
  };
}

/** `INSERT INTO <table> (<columns>) VALUES (...) RETURNING id`; answers the new row's id. */
export async function insertRow(db: Queryable, table: string, row: Readonly<Record<string, unknown>>): Promise<string> {
  const r = rowValues(row);
  const [{ id }] = (await db.query(`INSERT INTO ${table} (${r.columns}) VALUES (${r.placeholders}) RETURNING id`, r.params)) as {
    id: string;
  }[];
  return id;
}

/** `UPDATE <table> SET (<columns>, updated_at) = (..., now()) WHERE id = $1`. */
export async function updateRow(db: Queryable, table: string, id: string, row: Readonly<Record<string, unknown>>): Promise<void> {
  const r = rowValues(row, 2);
  await db.query(`UPDATE ${table} SET (${r.columns}, updated_at) = (${r.placeholders}, now()) WHERE id = $1`, [id, ...r.params]);
}
