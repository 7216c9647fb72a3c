import { enumSchema, type CodeOf, type LabelledEnum } from './labelled';

/** Payment methods (spec section 3); codes are ours, product names are not translated. */
export const PAYMENT_METHOD = [
  { code: 'BANK_TRANSFER', en: 'Bank Transfer', ms: 'Pindahan Bank' },
  { code: 'CASH', en: 'Cash', ms: 'Tunai' },
  { code: 'CREDIT', en: 'Credit', ms: 'Kredit' },
  { code: 'CHEQUE', en: 'Cheque', ms: 'Cek' },
  { code: 'CARD', en: 'Debit or Credit Card', ms: 'Kad Debit atau Kredit' },
  { code: 'EWALLET', en: 'E-wallet', ms: 'E-dompet' },
  { code: 'IPAY88_FPX', en: 'iPay88FPX', ms: 'iPay88FPX' },
  { code: 'PREBUY', en: 'PREBUY', ms: 'PREBUY' },
] as const satisfies LabelledEnum<string>;
export type PaymentMethod = CodeOf<typeof PAYMENT_METHOD>;
export const paymentMethodSchema = enumSchema(PAYMENT_METHOD);

/** Product categories of invoice lines (the short list). */
export const PRODUCT_CATEGORY = [
  { code: 'ADMIN_FEE', en: 'Admin Fee', ms: 'Yuran Pentadbiran' },
  { code: 'BUS_TICKET', en: 'Bus Ticket', ms: 'Tiket Bas' },
  { code: 'CABLE_CAR', en: 'Cable Car', ms: 'Kereta Kabel' },
  { code: 'CAR_RENTAL', en: 'Car Rental', ms: 'Sewa Kereta' },
  { code: 'CRUISE_PACKAGE', en: 'Cruise Package', ms: 'Pakej Pelayaran' },
  { code: 'FLIGHT', en: 'Flight', ms: 'Penerbangan' },
  { code: 'HOTEL', en: 'Hotel', ms: 'Hotel' },
  { code: 'INBOUND_TOUR', en: 'Inbound Tour', ms: 'Lawatan Masuk' },
  { code: 'LOGISTIC_SERVICE', en: 'Logistic Service', ms: 'Perkhidmatan Logistik' },
  { code: 'MEALS', en: 'Meals', ms: 'Makanan' },
  { code: 'MICE_PACKAGE', en: 'MICE Package', ms: 'Pakej MICE' },
  { code: 'OUTBOUND_TOUR', en: 'Outbound Tour', ms: 'Lawatan Keluar' },
  { code: 'THEME_PARK', en: 'Theme Park', ms: 'Taman Tema' },
  { code: 'TRAVEL_INSURANCE', en: 'Travel Insurance', ms: 'Insurans Perjalanan' },
  { code: 'VISA_APPLICATION', en: 'Visa Application', ms: 'Permohonan Visa' },
] as const satisfies LabelledEnum<string>;
export type ProductCategory = CodeOf<typeof PRODUCT_CATEGORY>;
export const productCategorySchema = enumSchema(PRODUCT_CATEGORY);

/**
 * The longer accounting list (credit/debit notes, receipts) adds adjustment reasons; their short
 * codes (CI, IR, ...) are the spec's own, so the UI may show "CI Cancel Invoice".
 */
export const ACCOUNTING_CATEGORY = [
  ...PRODUCT_CATEGORY,
  { code: 'CI', en: 'Cancel Invoice', ms: 'Batal Invois' },
  { code: 'IR', en: 'Invoice Rebate', ms: 'Rebat Invois' },
  { code: 'MISC', en: 'Miscellaneous', ms: 'Pelbagai' },
  { code: 'OR', en: 'Other Reason', ms: 'Sebab Lain' },
  { code: 'RC', en: 'UATP Rebate', ms: 'Rebat UATP' },
  { code: 'RO', en: 'Refund Overpayment', ms: 'Bayaran Balik Lebihan Bayaran' },
  { code: 'RV', en: 'Cancel Invoice (reverse all entries)', ms: 'Batal Invois (songsangkan semua catatan)' },
  { code: 'TR', en: 'Refund', ms: 'Bayaran Balik' },
] as const satisfies LabelledEnum<string>;
export type AccountingCategory = CodeOf<typeof ACCOUNTING_CATEGORY>;
export const accountingCategorySchema = enumSchema(ACCOUNTING_CATEGORY);

/** The four finance documents. */
export const FINANCE_DOCUMENT_KIND = [
  { code: 'INVOICE', en: 'Invoice', ms: 'Invois' },
  { code: 'CREDIT_NOTE', en: 'Credit note', ms: 'Nota kredit' },
  { code: 'DEBIT_NOTE', en: 'Debit note', ms: 'Nota debit' },
  { code: 'RECEIPT', en: 'Receipt', ms: 'Resit' },
] as const satisfies LabelledEnum<string>;
export type FinanceDocumentKind = CodeOf<typeof FINANCE_DOCUMENT_KIND>;
export const financeDocumentKindSchema = enumSchema(FINANCE_DOCUMENT_KIND);
/** What starts a kind's numbers: INV-2026-000001. */
export const FINANCE_DOCUMENT_PREFIX: Record<FinanceDocumentKind, string> = {
  INVOICE: 'INV',
  CREDIT_NOTE: 'CN',
  DEBIT_NOTE: 'DN',
  RECEIPT: 'RCT',
};

/** Draft (editable, no number) -> issued (numbered, read-only) -> deactivated (void, with a reason; kept). */
export const FINANCE_DOCUMENT_STATUS = [
  { code: 'DRAFT', en: 'Draft', ms: 'Draf' },
  { code: 'ISSUED', en: 'Issued', ms: 'Dikeluarkan' },
  { code: 'DEACTIVATED', en: 'Deactivated', ms: 'Dinyahaktifkan' },
] as const satisfies LabelledEnum<string>;
export type FinanceDocumentStatus = CodeOf<typeof FINANCE_DOCUMENT_STATUS>;
export const financeDocumentStatusSchema = enumSchema(FINANCE_DOCUMENT_STATUS);

/**
 * The tax of a revenue line, with its MyInvois tax type: service tax 8% (02), tourism tax RM10 per
 * room-night for foreign guests (03), none (06 not applicable) or exempt (E).
 */
export const FINANCE_TAX_TYPE = [
  { code: 'SERVICE_TAX', en: 'Service tax 8%', ms: 'Cukai perkhidmatan 8%' },
  { code: 'TOURISM_TAX', en: 'Tourism tax (RM10 per room-night)', ms: 'Cukai pelancongan (RM10 semalam sebilik)' },
  { code: 'NONE', en: 'Not applicable', ms: 'Tidak berkenaan' },
  { code: 'EXEMPT', en: 'Exempt', ms: 'Dikecualikan' },
] as const satisfies LabelledEnum<string>;
export type FinanceTaxType = CodeOf<typeof FINANCE_TAX_TYPE>;
export const financeTaxTypeSchema = enumSchema(FINANCE_TAX_TYPE);
/** The MyInvois tax type code of each. */
export const MYINVOIS_TAX_TYPE: Record<FinanceTaxType, string> = {
  SERVICE_TAX: '02',
  TOURISM_TAX: '03',
  NONE: '06',
  EXEMPT: 'E',
};

/** An invoice's money state: receipts allocated and credit notes against what it (and its debit notes) charged. */
export const INVOICE_PAYMENT_STATUS = [
  { code: 'NOT_PAID', en: 'Not paid', ms: 'Belum dibayar' },
  { code: 'PARTLY_PAID', en: 'Partly paid', ms: 'Dibayar sebahagian' },
  { code: 'PAID', en: 'Paid', ms: 'Dibayar' },
  { code: 'REVERSED', en: 'Reversed', ms: 'Diterbalikkan' },
] as const satisfies LabelledEnum<string>;
export type InvoicePaymentStatus = CodeOf<typeof INVOICE_PAYMENT_STATUS>;
export const invoicePaymentStatusSchema = enumSchema(INVOICE_PAYMENT_STATUS);
