/**
 * `VALUES` rows for a multi-row INSERT: `($1, $2), ($3, $4)` and the flat parameter list, so one
 * statement writes a batch. PostgreSQL types each column from the target table.
 */
export function valuesList(rows: readonly (readonly unknown[])[]): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const sql = rows.map((row) => `(${row.map((value) => `$${params.push(value)}`).join(', ')})`).join(', ');
  return { sql, params };
}

/**
 * One row to INSERT or UPDATE from a `{ column: value }` map, so each column is named once, beside
 * its value: the column list, the placeholders (numbered from `first`) and the parameters, in the
 * same order.
 *
 *   const r = rowValues({ code: h.code, star_rating: h.starRating });
 *   INSERT INTO hotels.hotels (${r.columns}) VALUES (${r.placeholders})             -- r.params
 *   const u = rowValues({ ... }, 2);
 *   UPDATE hotels.hotels SET (${u.columns}, updated_at) = (${u.placeholders}, now()) WHERE id = $1   -- [id, ...u.params]
 *
 * Column names come from the code, never from a caller.
 */
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
