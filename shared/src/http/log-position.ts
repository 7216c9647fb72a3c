/**
 * A place in the event log as the API hands it out in `X-Log-Position` and takes it back in
 * `X-Read-After` (docs/api-conventions.md, "Reading your own writes"): `<transaction id>.<position>`,
 * two decimal numbers. Clients keep it as it is; the only thing they do with two of them is keep
 * the later one (`laterLogPosition`), because writes may answer out of order.
 */
export const LOG_POSITION_PATTERN = /^(0|[1-9]\d{0,19})\.(0|[1-9]\d{0,19})$/;

/** `{ txId, position }` of a well-formed value, else null. */
export function parseLogPosition(value: string | null | undefined): { txId: string; position: string } | null {
  const match = value ? LOG_POSITION_PATTERN.exec(value) : null;
  return match ? { txId: match[1], position: match[2] } : null;
}

export function formatLogPosition(p: { txId: string; position: string }): string {
  return `${p.txId}.${p.position}`;
}

/** The later of two positions in log order (transaction id, then position); a malformed or missing one loses. */
export function laterLogPosition(a: string | null | undefined, b: string | null | undefined): string | undefined {
  const [pa, pb] = [parseLogPosition(a), parseLogPosition(b)];
  if (!pa) return pb ? b! : undefined;
  if (!pb) return a!;
  const [ta, tb] = [BigInt(pa.txId), BigInt(pb.txId)];
  const later = ta !== tb ? ta > tb : BigInt(pa.position) >= BigInt(pb.position);
  return later ? a! : b!;
}
