/** Request headers with a meaning in this product (spec section 6 and 7). */
export const HEADERS = {
  /** Current page path of the web app, segments joined by hyphens (e.g. `credit-histories-42`). */
  pagePath: 'x-page-path',
  xsrf: 'x-xsrf-token',
  idempotencyKey: 'idempotency-key',
  correlationId: 'x-correlation-id',
  /** Answer of a write that appended events: where they are in the log (see log-position.ts). */
  logPosition: 'x-log-position',
  /** Sent back on later calls: the call waits (bounded) until the read side has applied that position. */
  readAfter: 'x-read-after',
} as const;
export const XSRF_COOKIE = 'XSRF-TOKEN';

/** `/credit/histories/42` -> `credit-histories-42` (spec section 6). */
export function pagePathHeaderValue(pathname: string): string {
  return pathname.split('/').filter(Boolean).join('-');
}
