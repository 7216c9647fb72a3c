/**
 * `VALUES` rows for a multi-row INSERT: `($1, $2), ($3, $4)` and the flat parameter list, so one
 * statement writes a batch. PostgreSQL types each column from the target table.
 */
export function valuesList(rows: readonly (readonly unknown[])[]): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const sql = rows.map((row) => `(${row.map((value) => `$${params.push(value)}`).join(', ')})`).join(', ');
  return { sql, params };
}
