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
