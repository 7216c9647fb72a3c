import { type ErrorCode, ERROR_CATALOGUE } from '@bo/shared';

/**
 * The one exception type business code throws. It carries a catalogue code (message and status
 * come from the shared catalogue, in the caller's language) plus optional details for the client.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, unknown> = {},
    readonly details?: unknown,
  ) {
    super(code);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_CATALOGUE[this.code].status;
  }
}
