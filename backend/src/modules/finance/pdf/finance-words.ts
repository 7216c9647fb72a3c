import type { FinanceDocumentKind, Language } from '@bo/shared';
import { DOCUMENT_WORDS } from '../../../core/pdf/document-words';
import type { PdfWords } from '../../../core/pdf/pdf-layout';

/**
 * Every word the finance documents (invoice, tax invoice, credit and debit note, receipt) and the
 * statement of account print, in both interface languages. Labels of codes (sales types, payment
 * modes, document kinds) come from the shared enumerations; what the user typed (descriptions,
 * buyer, reason) is printed as given. TIN, BRN, SST and TTX are LHDN's and SSM's own abbreviations,
 * printed alike in both languages.
 */
export interface FinanceWords extends PdfWords {
  titles: Record<FinanceDocumentKind, string>;
  /** An invoice that charges service tax (Service Tax Regulations 2018, reg. 11). */
  taxInvoice: string;
  documentNo: string;
  draft: string;
  deactivated: string;
  phone: string;
  email: string;
  tin: string;
  brn: string;
  sst: string;
  ttx: string;
  billTo: string;
  receivedFrom: string;
  documentDate: string;
  dueDate: string;
  bookingReference: string;
  referenceNumber: string;
  handledBy: string;
  trip: string;
  tourCode: string;
  guest: string;
  market: string;
  checkIn: string;
  checkOut: string;
  lines: string;
  lineNo: string;
  description: string;
  salesType: string;
  pax: string;
  unitPrice: string;
  amount: string;
  tax: string;
  subtotal: string;
  serviceTax: string;
  tourismTax: string;
  /** 'Total (MYR)'. */
  total: (currencyCode: string) => string;
  correction: string;
  invoiceNo: string;
  reason: string;
  payment: string;
  amountReceived: string;
  paymentMode: string;
  allocations: string;
  allocated: string;
  unallocated: string;
  notes: string;
  descriptions: string;
  remark: string;
  eInvoice: string;
  uuid: string;
  validatedAt: string;
  validationLink: string;
  // The statement of account.
  statement: string;
  account: string;
  asOf: string;
  currency: string;
  date: string;
  type: string;
  debit: string;
  credit: string;
  balance: string;
  openingBalance: string;
  closingBalance: string;
  aging: string;
  days0to30: string;
  days31to60: string;
  days61to90: string;
  over90: string;
  totalDue: string;
  // The documents report (generatereport).
  documentsReport: string;
  period: string;
  buyer: string;
  status: string;
  outstanding: string;
  documents: (count: number) => string;
}

export const FINANCE_WORDS: Record<Language, FinanceWords> = {
  en: {
    ...DOCUMENT_WORDS.en,
    reference: 'Document no.',
    issuedTo: 'Bill to',
    qrCaption: 'Scan to verify with LHDN MyInvois',
    footer: 'This document is computer generated; no signature is required.',
    titles: { INVOICE: 'Invoice', CREDIT_NOTE: 'Credit Note', DEBIT_NOTE: 'Debit Note', RECEIPT: 'Receipt' },
    taxInvoice: 'Tax Invoice',
    documentNo: 'No.',
    draft: 'DRAFT',
    deactivated: 'DEACTIVATED',
    phone: 'Tel',
    email: 'E-mail',
    tin: 'TIN',
    brn: 'BRN',
    sst: 'SST',
    ttx: 'TTX',
    billTo: 'Bill to',
    receivedFrom: 'Received from',
    documentDate: 'Date',
    dueDate: 'Due date',
    bookingReference: 'Booking reference',
    referenceNumber: 'Reference no.',
    handledBy: 'Handled by',
    trip: 'Trip',
    tourCode: 'Tour code',
    guest: 'Guest',
    market: 'Market',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    lines: 'Details',
    lineNo: '#',
    description: 'Description',
    salesType: 'Sales type',
    pax: 'Pax',
    unitPrice: 'Unit price',
    amount: 'Amount',
    tax: 'Tax',
    subtotal: 'Subtotal',
    serviceTax: 'Service tax 8%',
    tourismTax: 'Tourism tax',
    total: (currencyCode) => `Total (${currencyCode})`,
    correction: 'Invoice corrected',
    invoiceNo: 'Invoice no.',
    reason: 'Reason',
    payment: 'Payment',
    amountReceived: 'Amount received',
    paymentMode: 'Payment mode',
    allocations: 'Applied to invoices',
    allocated: 'Applied',
    unallocated: 'Unallocated',
    notes: 'Notes',
    descriptions: 'Description',
    remark: 'Remark',
    eInvoice: 'e-Invoice (LHDN MyInvois)',
    uuid: 'UUID',
    validatedAt: 'Validated',
    validationLink: 'Validation link',
    statement: 'Statement of Account',
    account: 'Account',
    asOf: 'As of',
    currency: 'Currency',
    date: 'Date',
    type: 'Type',
    debit: 'Debit',
    credit: 'Credit',
    balance: 'Balance',
    openingBalance: 'Opening balance',
    closingBalance: 'Closing balance',
    aging: 'Aging',
    days0to30: '0-30 days',
    days31to60: '31-60 days',
    days61to90: '61-90 days',
    over90: 'Over 90 days',
    totalDue: 'Total due',
    documentsReport: 'Documents report',
    period: 'Period',
    buyer: 'Buyer',
    status: 'Status',
    outstanding: 'Outstanding',
    documents: (count) => `${count} document${count === 1 ? '' : 's'}`,
  },
  ms: {
    ...DOCUMENT_WORDS.ms,
    reference: 'No. dokumen',
    issuedTo: 'Dibilkan kepada',
    qrCaption: 'Imbas untuk mengesahkan dengan LHDN MyInvois',
    footer: 'Dokumen ini dijana oleh komputer; tandatangan tidak diperlukan.',
    titles: { INVOICE: 'Invois', CREDIT_NOTE: 'Nota Kredit', DEBIT_NOTE: 'Nota Debit', RECEIPT: 'Resit' },
    taxInvoice: 'Invois Cukai',
    documentNo: 'No.',
    draft: 'DRAF',
    deactivated: 'DINYAHAKTIFKAN',
    phone: 'Tel',
    email: 'E-mel',
    tin: 'TIN',
    brn: 'BRN',
    sst: 'SST',
    ttx: 'TTX',
    billTo: 'Dibilkan kepada',
    receivedFrom: 'Diterima daripada',
    documentDate: 'Tarikh',
    dueDate: 'Tarikh akhir bayaran',
    bookingReference: 'Rujukan tempahan',
    referenceNumber: 'No. rujukan',
    handledBy: 'Dikendalikan oleh',
    trip: 'Perjalanan',
    tourCode: 'Kod lawatan',
    guest: 'Tetamu',
    market: 'Pasaran',
    checkIn: 'Daftar masuk',
    checkOut: 'Daftar keluar',
    lines: 'Butiran',
    lineNo: '#',
    description: 'Keterangan',
    salesType: 'Jenis jualan',
    pax: 'Pax',
    unitPrice: 'Harga seunit',
    amount: 'Amaun',
    tax: 'Cukai',
    subtotal: 'Jumlah kecil',
    serviceTax: 'Cukai perkhidmatan 8%',
    tourismTax: 'Cukai pelancongan',
    total: (currencyCode) => `Jumlah (${currencyCode})`,
    correction: 'Invois yang dibetulkan',
    invoiceNo: 'No. invois',
    reason: 'Sebab',
    payment: 'Bayaran',
    amountReceived: 'Amaun diterima',
    paymentMode: 'Cara bayaran',
    allocations: 'Diperuntukkan kepada invois',
    allocated: 'Diperuntukkan',
    unallocated: 'Belum diperuntukkan',
    notes: 'Catatan',
    descriptions: 'Keterangan',
    remark: 'Ulasan',
    eInvoice: 'e-Invois (LHDN MyInvois)',
    uuid: 'UUID',
    validatedAt: 'Disahkan',
    validationLink: 'Pautan pengesahan',
    statement: 'Penyata Akaun',
    account: 'Akaun',
    asOf: 'Setakat',
    currency: 'Mata wang',
    date: 'Tarikh',
    type: 'Jenis',
    debit: 'Debit',
    credit: 'Kredit',
    balance: 'Baki',
    openingBalance: 'Baki awal',
    closingBalance: 'Baki akhir',
    aging: 'Umur hutang',
    days0to30: '0-30 hari',
    days31to60: '31-60 hari',
    days61to90: '61-90 hari',
    over90: 'Lebih 90 hari',
    totalDue: 'Jumlah tertunggak',
    documentsReport: 'Laporan dokumen',
    period: 'Tempoh',
    buyer: 'Pembeli',
    status: 'Status',
    outstanding: 'Tertunggak',
    documents: (count) => `${count} dokumen`,
  },
};
