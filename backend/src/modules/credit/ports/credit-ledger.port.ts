import type { CreditRemarkCode } from '@bo/shared';
import type { CreditCommand } from '../domain/credit-account';
import type { CreditAccountRef, LedgerOptions, LedgerResult } from '../services/credit-ledger.service';

/** What a sale is recorded as in the credit history (HOTEL_BOOKING when not given). */
export type CreditTransactionType = Extract<CreditCommand, { type: 'Spend' }>['transactionType'];

/**
 * The agent credit ledger other contexts call (bookings: hold the price at `book`, capture it at
 * issue, release or refund it), in the caller's transaction when `o.manager` is given.
 * Implemented by CreditLedgerService; provided and exported by CreditModule and CreditWorkerModule.
 */
export abstract class CreditLedger {
  abstract placeHold(
    account: CreditAccountRef,
    c: { bookingRef: string; amount: number; expiresAt: Date; transactionType?: CreditTransactionType },
    o?: LedgerOptions,
  ): Promise<LedgerResult>;
  abstract captureHold(
    account: CreditAccountRef,
    c: { bookingRef: string; amount?: number },
    o?: LedgerOptions,
  ): Promise<LedgerResult>;
  abstract releaseHold(account: CreditAccountRef, c: { bookingRef: string }, o?: LedgerOptions): Promise<LedgerResult>;
  /** `reason`: a person's words; `reasonCode`: the server's own remark (shared CREDIT_REMARK). */
  abstract refund(
    account: CreditAccountRef,
    c: { bookingRef: string; amount: number; reason?: string | null; reasonCode?: CreditRemarkCode | null },
    o?: LedgerOptions,
  ): Promise<LedgerResult>;
}
