import { HEADERS, laterLogPosition } from '@bo/shared';

/**
 * Read your own writes (docs/api-conventions.md): the latest X-Log-Position this tab was answered
 * (module state, so one per tab, gone on reload), sent back as X-Read-After on every later call,
 * so a list refetched after a mutation waits until the server's read side shows that mutation.
 * Answers may arrive out of order: the later position is kept.
 */
let latest: string | undefined;

/** Keeps `position` (an answer's X-Log-Position, if any) when it is later than the one kept. */
export function rememberLogPosition(position: string | null | undefined): void {
  latest = laterLogPosition(latest, position);
}

/** The X-Read-After header to send (none before this tab's first write). */
export function readAfterHeaders(): Record<string, string> {
  return latest ? { [HEADERS.readAfter]: latest } : {};
}
