import { enumSchema, type CodeOf, type LabelledEnum } from './labelled';

/**
 * A call to an outside supplier (docs/bookings.md, "eLeisure (RWT) payloads"): what it asked, and
 * how it ended. Every call is stored with both payloads, so staff can see why a booking needs
 * attention.
 */
export const SUPPLIER_EXCHANGE_KIND = [
  { code: 'RESERVE', en: 'Reservation', ms: 'Tempahan' },
  { code: 'CANCEL', en: 'Cancellation', ms: 'Pembatalan' },
] as const satisfies LabelledEnum<string>;
export type SupplierExchangeKind = CodeOf<typeof SUPPLIER_EXCHANGE_KIND>;
export const supplierExchangeKindSchema = enumSchema(SUPPLIER_EXCHANGE_KIND);

/** SUCCEEDED: the supplier did it; REFUSED: it answered no; FAILED: no usable answer (unreachable, timeout, error, not set up). */
export const SUPPLIER_EXCHANGE_OUTCOME = [
  { code: 'SUCCEEDED', en: 'Succeeded', ms: 'Berjaya' },
  { code: 'REFUSED', en: 'Refused', ms: 'Ditolak' },
  { code: 'FAILED', en: 'Failed', ms: 'Gagal' },
] as const satisfies LabelledEnum<string>;
export type SupplierExchangeOutcome = CodeOf<typeof SUPPLIER_EXCHANGE_OUTCOME>;
export const supplierExchangeOutcomeSchema = enumSchema(SUPPLIER_EXCHANGE_OUTCOME);

/** The two payloads of an exchange, as `downloadPayload` names them. */
export const SUPPLIER_PAYLOAD_PART = [
  { code: 'request', en: 'Request', ms: 'Permintaan' },
  { code: 'response', en: 'Response', ms: 'Respons' },
] as const satisfies LabelledEnum<string>;
export type SupplierPayloadPart = CodeOf<typeof SUPPLIER_PAYLOAD_PART>;
export const supplierPayloadPartSchema = enumSchema(SUPPLIER_PAYLOAD_PART);
