import { enumSchema, type CodeOf, type LabelledEnum } from './labelled';

/** Top-up / bank-in request status (spec section 4): PEND, then VERIFY (approved, can be undone) or REJECT (or CANCEL). */
export const TOP_UP_STATUS = [
  { code: 'PEND', en: 'Pending', ms: 'Belum Selesai' },
  { code: 'VERIFY', en: 'Approved', ms: 'Diluluskan' },
  { code: 'REJECT', en: 'Rejected', ms: 'Ditolak' },
  /** Ours: withdrawn by the requester while pending (credit-history action 'cancelled payment'). */
  { code: 'CANCEL', en: 'Cancelled', ms: 'Dibatalkan' },
] as const satisfies LabelledEnum<string>;
export type TopUpStatus = CodeOf<typeof TOP_UP_STATUS>;
export const topUpStatusSchema = enumSchema(TOP_UP_STATUS);

export const TOP_UP_PAYMENT_TYPE = [
  { code: 'AC', en: 'Agent Credit', ms: 'Kredit Ejen' },
  { code: 'BNK', en: 'Bank-In', ms: 'Deposit Bank' },
] as const satisfies LabelledEnum<string>;
export type TopUpPaymentType = CodeOf<typeof TOP_UP_PAYMENT_TYPE>;
export const topUpPaymentTypeSchema = enumSchema(TOP_UP_PAYMENT_TYPE);

/** Transaction types of the credit ledger; the spec gives labels only, the codes are ours. */
export const TRANSACTION_TYPE = [
  { code: 'HOTEL_BOOKING', en: 'Hotel booking', ms: 'Tempahan hotel' },
  { code: 'FLIGHT_BOOKING', en: 'Flight booking', ms: 'Tempahan penerbangan' },
  { code: 'THEME_PARK_BOOKING', en: 'Theme park booking', ms: 'Tempahan taman tema' },
  { code: 'CABLE_CAR_BOOKING', en: 'Cable car booking', ms: 'Tempahan kereta kabel' },
  { code: 'TOP_UP', en: 'Top Up', ms: 'Tambah Nilai' },
  { code: 'TOP_UP_REJECTED', en: 'Top Up Rejected', ms: 'Tambah Nilai Ditolak' },
] as const satisfies LabelledEnum<string>;
export type TransactionType = CodeOf<typeof TRANSACTION_TYPE>;
export const transactionTypeSchema = enumSchema(TRANSACTION_TYPE);

/**
 * Credit-history action codes. The spec names nine actions without codes; these short upper-case
 * codes are ours and must stay stable because they are stored in events and history rows:
 *
 *   ADJUST_CREDIT_LIMIT    adjust credit limit
 *   PAYMENT_CANCELLED      cancelled payment
 *   PAYMENT_ENTRY          payment entry
 *   PAYMENT_REJECTED       payment rejected
 *   PAYMENT_VERIFIED       payment verification
 *   CREDIT_REFUND          refund or return of agent credit
 *   CREDIT_SPEND           spend of agent credit for booking
 *   SYSTEM_BALANCE_UPDATE  system update of balance
 *   PAYMENT_UNDO           undo of an approved payment
 */
export const CREDIT_HISTORY_ACTION = [
  { code: 'ADJUST_CREDIT_LIMIT', en: 'Adjust credit limit', ms: 'Pelarasan had kredit' },
  { code: 'PAYMENT_CANCELLED', en: 'Cancelled payment', ms: 'Pembayaran dibatalkan' },
  { code: 'PAYMENT_ENTRY', en: 'Payment entry', ms: 'Kemasukan pembayaran' },
  { code: 'PAYMENT_REJECTED', en: 'Payment rejected', ms: 'Pembayaran ditolak' },
  { code: 'PAYMENT_VERIFIED', en: 'Payment verification', ms: 'Pengesahan pembayaran' },
  { code: 'CREDIT_REFUND', en: 'Refund or return of agent credit', ms: 'Bayaran balik atau pemulangan kredit ejen' },
  { code: 'CREDIT_SPEND', en: 'Spend of agent credit for booking', ms: 'Penggunaan kredit ejen untuk tempahan' },
  { code: 'SYSTEM_BALANCE_UPDATE', en: 'System update of balance', ms: 'Kemas kini baki oleh sistem' },
  { code: 'PAYMENT_UNDO', en: 'Undo of an approved payment', ms: 'Pembatalan pembayaran yang telah diluluskan' },
] as const satisfies LabelledEnum<string>;
export type CreditHistoryAction = CodeOf<typeof CREDIT_HISTORY_ACTION>;
export const creditHistoryActionSchema = enumSchema(CREDIT_HISTORY_ACTION);

/**
 * Remarks the server itself writes in a credit history (not a person's words): kept as a code
 * (`remarkCode`) and written in the reader's language on the screen and in the export.
 */
export const CREDIT_REMARK = [
  { code: 'BOOKING_CANCELLED', en: 'Booking cancelled', ms: 'Tempahan dibatalkan' },
] as const satisfies LabelledEnum<string>;
export type CreditRemarkCode = CodeOf<typeof CREDIT_REMARK>;
export const creditRemarkSchema = enumSchema(CREDIT_REMARK);

/**
 * The code of a remark the server wrote as English text before it kept codes ('Booking cancelled'
 * of a refund on cancellation), so entries stored then read in the reader's language too.
 */
export function legacyCreditRemarkCode(remark: string | null | undefined): CreditRemarkCode | null {
  return CREDIT_REMARK.find((option) => option.en === remark)?.code ?? null;
}

/** System fee types of the provider's fee settings (/bo/SystemOrganizationCredit); the spec names none, these are ours. */
export const SYSTEM_FEE_TYPE = [
  { code: 'TOP_UP_FEE', en: 'Top-up fee', ms: 'Yuran tambah nilai' },
  { code: 'BOOKING_FEE', en: 'Booking fee', ms: 'Yuran tempahan' },
  { code: 'PAYMENT_GATEWAY_FEE', en: 'Payment gateway fee', ms: 'Yuran gerbang pembayaran' },
  { code: 'TRANSACTION_FEE', en: 'Transaction fee', ms: 'Yuran transaksi' },
] as const satisfies LabelledEnum<string>;
export type SystemFeeType = CodeOf<typeof SYSTEM_FEE_TYPE>;
export const systemFeeTypeSchema = enumSchema(SYSTEM_FEE_TYPE);

/**
 * Event types of a credit account stream (the ledger's own definitions are in the backend's credit
 * domain): the web app refreshes balances, histories and top-up lists on any of them.
 */
export const CREDIT_EVENT_TYPES = [
  'CreditAccountOpened',
  'CreditLimitAdjusted',
  'TopUpRequested',
  'TopUpApproved',
  'TopUpRejected',
  'TopUpCancelled',
  'ApprovedPaymentUndone',
  'BalanceAdjusted',
  'CreditSpent',
  'CreditRefunded',
  'HoldPlaced',
  'HoldCaptured',
  'HoldReleased',
  'HoldExpired',
] as const;
export type CreditEventTypeName = (typeof CREDIT_EVENT_TYPES)[number];
