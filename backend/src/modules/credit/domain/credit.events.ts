import {
  type CreditEventTypeName,
  type CreditHistoryAction,
  type CreditRemarkCode,
  type TopUpPaymentType,
  type TransactionType,
} from '@bo/shared';

/**
 * Events of a credit account, stream `credit-<organizationId>-<CURRENCY>` (stream type
 * `CreditAccount`). Amounts are integer minor units (sen for MYR). An event caused by a command the
 * caller keyed (Idempotency-Key, or a command id from another context) carries that `commandId`, so
 * the same command re-sent appends nothing, even after the HTTP idempotency record is purged. Every
 * event that touches the money carries the balances it leaves (`balanceAfter`), so each history row
 * shows its running balance without replaying anything.
 */
export const CREDIT_STREAM_TYPE = 'CreditAccount';
export const CREDIT_EVENT_VERSION = 1;
/** The provider's own (system) credit uses the same ledger under this organization id. */
export const SYSTEM_ORGANIZATION_ID = '00000000-0000-0000-0000-000000000000';
export const creditStreamId = (organizationId: string, currency: string) => `credit-${organizationId}-${currency}`;

export interface Balances {
  creditLimit: number;
  posted: number;
  held: number;
}

interface Base {
  commandId?: string;
  balanceAfter: Balances;
}

export interface CreditAccountOpened {
  commandId?: string;
  organizationId: string;
  currency: string;
}
export interface CreditLimitAdjusted extends Base {
  previousLimit: number;
  newLimit: number;
  remark: string | null;
}
export interface TopUpRequested extends Base {
  topUpId: string;
  amount: number;
  paymentType: TopUpPaymentType;
  paymentMethod: string;
  bankId: string | null;
  bankName: string | null;
  bankInReference: string;
  bankInAt: string;
  slip: { fileId: string; fileName: string; contentType: string } | null;
  remark: string | null;
  requestedBy: string | null;
}
export interface TopUpApproved extends Base {
  topUpId: string;
  amount: number;
}
export interface TopUpRejected extends Base {
  topUpId: string;
  amount: number;
  reason: string;
}
export interface TopUpCancelled extends Base {
  topUpId: string;
  amount: number;
}
/** The correction of an approval: a new entry referencing the approval, never an edit of it. */
export interface ApprovedPaymentUndone extends Base {
  topUpId: string;
  amount: number;
  reason: string | null;
  originalEventId: string | null;
}
/** Credit note (+) or debit note (-) or a system correction, signed. */
export interface BalanceAdjusted extends Base {
  kind: 'CREDIT_NOTE' | 'DEBIT_NOTE';
  amount: number;
  reference: string | null;
  remark: string | null;
}
export interface CreditSpent extends Base {
  bookingRef: string;
  amount: number;
  transactionType: TransactionType;
}
export interface CreditRefunded extends Base {
  bookingRef: string;
  amount: number;
  /** A person's words (RefundCredit); null when the server refunds with `reasonCode`. */
  reason: string | null;
  /** The server's own remark (shared CREDIT_REMARK), shown in the reader's language; absent on events before it. */
  reasonCode?: CreditRemarkCode | null;
}
export interface HoldPlaced extends Base {
  bookingRef: string;
  amount: number;
  expiresAt: string;
  transactionType: TransactionType;
}
/** Captured (spent) `amount`; whatever was held beyond it is released in the same event. */
export interface HoldCaptured extends Base {
  bookingRef: string;
  amount: number;
  released: number;
  transactionType: TransactionType;
  originalEventId: string | null;
}
export interface HoldReleased extends Base {
  bookingRef: string;
  amount: number;
  originalEventId: string | null;
}
export interface HoldExpired extends Base {
  bookingRef: string;
  amount: number;
  originalEventId: string | null;
}

export type CreditEvent =
  | { type: 'CreditAccountOpened'; data: CreditAccountOpened }
  | { type: 'CreditLimitAdjusted'; data: CreditLimitAdjusted }
  | { type: 'TopUpRequested'; data: TopUpRequested }
  | { type: 'TopUpApproved'; data: TopUpApproved }
  | { type: 'TopUpRejected'; data: TopUpRejected }
  | { type: 'TopUpCancelled'; data: TopUpCancelled }
  | { type: 'ApprovedPaymentUndone'; data: ApprovedPaymentUndone }
  | { type: 'BalanceAdjusted'; data: BalanceAdjusted }
  | { type: 'CreditSpent'; data: CreditSpent }
  | { type: 'CreditRefunded'; data: CreditRefunded }
  | { type: 'HoldPlaced'; data: HoldPlaced }
  | { type: 'HoldCaptured'; data: HoldCaptured }
  | { type: 'HoldReleased'; data: HoldReleased }
  | { type: 'HoldExpired'; data: HoldExpired };
export type CreditEventType = CreditEvent['type'];
/** The union's types are listed once, as shared CREDIT_EVENT_TYPES (projections, pushes, web app); checked both ways here. */
type _Exhaustive = [CreditEventType] extends [CreditEventTypeName]
  ? [CreditEventTypeName] extends [CreditEventType]
    ? true
    : never
  : never;
const _exhaustive: _Exhaustive = true;
void _exhaustive;

/**
 * Which credit-history action each event is (spec section 3's nine actions). Holds placed,
 * released or expired move no money: they change `available`, not the posted balance, and are not
 * history rows; a capture is a spend.
 */
export const HISTORY_ACTION: Partial<Record<CreditEventType, CreditHistoryAction>> = {
  CreditLimitAdjusted: 'ADJUST_CREDIT_LIMIT',
  TopUpCancelled: 'PAYMENT_CANCELLED',
  TopUpRequested: 'PAYMENT_ENTRY',
  TopUpRejected: 'PAYMENT_REJECTED',
  TopUpApproved: 'PAYMENT_VERIFIED',
  CreditRefunded: 'CREDIT_REFUND',
  CreditSpent: 'CREDIT_SPEND',
  HoldCaptured: 'CREDIT_SPEND',
  BalanceAdjusted: 'SYSTEM_BALANCE_UPDATE',
  ApprovedPaymentUndone: 'PAYMENT_UNDO',
};
