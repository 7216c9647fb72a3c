import { PAYMENT_METHOD } from './finance';
import { enumSchema, type CodeOf, type LabelledEnum } from './labelled';

/**
 * Pricing (docs/pricing.md). A mark-up applies to one payment method or to any; a sale whose
 * payment method is not chosen yet gets only the mark-ups for any.
 */
export const MARKUP_PAYMENT_TYPE = [
  { code: 'ANY', en: 'Any payment method', ms: 'Sebarang kaedah pembayaran' },
  ...PAYMENT_METHOD,
] as const satisfies LabelledEnum<string>;
export type MarkupPaymentType = CodeOf<typeof MARKUP_PAYMENT_TYPE>;
export const markupPaymentTypeSchema = enumSchema(MARKUP_PAYMENT_TYPE);

/** The lines of a price breakdown, in the order the price engine adds them. */
export const PRICE_LINE_KIND = [
  { code: 'SUPPLIER_COST', en: 'Supplier cost', ms: 'Kos pembekal' },
  { code: 'MARKUP', en: 'Mark-up', ms: 'Tokokan harga' },
  { code: 'SERVICE_FEE', en: 'Service fee', ms: 'Yuran perkhidmatan' },
  { code: 'MAINTENANCE_FEE', en: 'Maintenance fee', ms: 'Yuran penyelenggaraan' },
  { code: 'SYSTEM_FEE', en: 'System fee', ms: 'Yuran sistem' },
  { code: 'SERVICE_TAX', en: 'Service tax (SST)', ms: 'Cukai perkhidmatan (SST)' },
  { code: 'TOURISM_TAX', en: 'Tourism tax', ms: 'Cukai pelancongan' },
] as const satisfies LabelledEnum<string>;
export type PriceLineKind = CodeOf<typeof PRICE_LINE_KIND>;
export const priceLineKindSchema = enumSchema(PRICE_LINE_KIND);

/** Remarks the price engine attaches to a breakdown. */
export const PRICE_NOTE = [
  {
    code: 'TOURISM_TAX_NOT_IN_CURRENCY',
    en: 'Tourism tax is charged in ringgit; it is not added to a price in another currency.',
    ms: 'Cukai pelancongan dikenakan dalam ringgit; ia tidak ditambah pada harga dalam mata wang lain.',
  },
  {
    code: 'NO_MARKUP',
    en: 'No mark-up of the buyer’s group applies to this sale.',
    ms: 'Tiada tokokan harga kumpulan pembeli yang terpakai untuk jualan ini.',
  },
] as const satisfies LabelledEnum<string>;
export type PriceNote = CodeOf<typeof PRICE_NOTE>;
export const priceNoteSchema = enumSchema(PRICE_NOTE);

/** How a mark-up version came about (GetMarkupHistoryListPage). */
export const MARKUP_CHANGE = [
  { code: 'CREATED', en: 'Created', ms: 'Dicipta' },
  { code: 'EDITED', en: 'Edited', ms: 'Disunting' },
] as const satisfies LabelledEnum<string>;
export type MarkupChange = CodeOf<typeof MARKUP_CHANGE>;
export const markupChangeSchema = enumSchema(MARKUP_CHANGE);
