import type { CatalogueEntry } from '../../errors/catalogue/types';

/** Finance documents (invoices, notes, receipts), their numbering, the period lock and receivables. */
export const ERRORS = {
  FINANCE_DOCUMENT_NOT_FOUND: {
    status: 404,
    en: 'No such document, or it is not yours to see.',
    ms: 'Tiada dokumen sedemikian, atau ia bukan milik anda untuk dilihat.',
  },
  DOCUMENT_ISSUED_READ_ONLY: {
    status: 409,
    en: 'Document {documentNo} is issued and can no longer change. Correct it with a credit or debit note.',
    ms: 'Dokumen {documentNo} telah dikeluarkan dan tidak boleh diubah lagi. Betulkannya dengan nota kredit atau nota debit.',
  },
  DOCUMENT_DEACTIVATED_READ_ONLY: {
    status: 409,
    en: 'This document is deactivated and can no longer change.',
    ms: 'Dokumen ini telah dinyahaktifkan dan tidak boleh diubah lagi.',
  },
  DOCUMENT_ALREADY_ISSUED: {
    status: 409,
    en: 'This document is already issued as {documentNo}.',
    ms: 'Dokumen ini telah pun dikeluarkan sebagai {documentNo}.',
  },
  DOCUMENT_KIND_MISMATCH: {
    status: 404,
    en: 'No such document of this kind.',
    ms: 'Tiada dokumen sedemikian bagi jenis ini.',
  },
  DEACTIVATION_REASON_REQUIRED: {
    status: 400,
    en: 'Please give the reason for deactivating this document.',
    ms: 'Sila nyatakan sebab menyahaktifkan dokumen ini.',
  },
  PERIOD_LOCKED: {
    status: 409,
    en: 'The period up to {lockedThrough} is closed: no document may be dated {documentDate} or changed in it.',
    ms: 'Tempoh sehingga {lockedThrough} telah ditutup: tiada dokumen boleh bertarikh {documentDate} atau diubah di dalamnya.',
  },
  DOCUMENT_LINES_REQUIRED: {
    status: 400,
    en: 'Add at least one revenue line.',
    ms: 'Tambah sekurang-kurangnya satu baris hasil.',
  },
  FINANCE_LINES_TOO_MANY: {
    status: 400,
    en: 'A document has at most 100 lines of each kind.',
    ms: 'Satu dokumen mempunyai paling banyak 100 baris bagi setiap jenis.',
  },
  DOCUMENT_TOTAL_TOO_LARGE: {
    status: 400,
    en: 'The document total cannot exceed {max} minor units.',
    ms: 'Jumlah dokumen tidak boleh melebihi {max} unit kecil.',
  },
  TOURISM_TAX_MYR_ONLY: {
    status: 400,
    en: 'Tourism tax is charged in MYR only: this document is in {currencyCode}.',
    ms: 'Cukai pelancongan dikenakan dalam MYR sahaja: dokumen ini dalam {currencyCode}.',
  },
  TOURISM_TAX_NEEDS_ROOM_NIGHTS: {
    status: 400,
    en: 'A line with tourism tax needs its number of room-nights.',
    ms: 'Baris dengan cukai pelancongan memerlukan bilangan malam bilik.',
  },
  CHECK_OUT_BEFORE_CHECK_IN: {
    status: 400,
    en: 'The check-out date must be after the check-in date.',
    ms: 'Tarikh daftar keluar mestilah selepas tarikh daftar masuk.',
  },
  NOTE_INVOICE_NOT_ISSUED: {
    status: 409,
    en: 'A note must name an issued invoice: {invoiceNo} is not one.',
    ms: 'Nota mesti menamakan invois yang telah dikeluarkan: {invoiceNo} bukan invois sedemikian.',
  },
  NOTE_CURRENCY_MISMATCH: {
    status: 409,
    en: 'The note must be in the currency of its invoice ({currencyCode}).',
    ms: 'Nota mestilah dalam mata wang invoisnya ({currencyCode}).',
  },
  CREDIT_NOTE_EXCEEDS_INVOICE: {
    status: 409,
    en: 'The credit notes of invoice {invoiceNo} would exceed what it charged: at most {creditable} can still be credited.',
    ms: 'Nota kredit bagi invois {invoiceNo} akan melebihi caj invois itu: paling banyak {creditable} masih boleh dikreditkan.',
  },
  RECEIPT_ALLOCATION_EXCEEDS_RECEIPT: {
    status: 400,
    en: 'The allocations ({allocated}) exceed the amount received ({amount}).',
    ms: 'Peruntukan ({allocated}) melebihi jumlah yang diterima ({amount}).',
  },
  RECEIPT_ALLOCATION_EXCEEDS_OUTSTANDING: {
    status: 409,
    en: 'Invoice {invoiceNo} has only {outstanding} outstanding: the receipt allocates {allocated} to it.',
    ms: 'Invois {invoiceNo} hanya mempunyai baki tertunggak {outstanding}: resit memperuntukkan {allocated} kepadanya.',
  },
  RECEIPT_ALLOCATION_WRONG_BUYER: {
    status: 409,
    en: 'Invoice {invoiceNo} belongs to another customer or is in another currency.',
    ms: 'Invois {invoiceNo} milik pelanggan lain atau dalam mata wang lain.',
  },
  INVOICE_HAS_ACTIVE_DOCUMENTS: {
    status: 409,
    en: 'Invoice {invoiceNo} has issued notes or receipts allocated to it: deactivate those first.',
    ms: 'Invois {invoiceNo} mempunyai nota atau resit yang diperuntukkan kepadanya: nyahaktifkan yang itu dahulu.',
  },
  FINANCE_CATEGORY_INACTIVE: {
    status: 409,
    en: 'The category {category} is deactivated and cannot be used on new documents.',
    ms: 'Kategori {category} telah dinyahaktifkan dan tidak boleh digunakan pada dokumen baharu.',
  },
  DOCUMENT_PDF_NOT_READY: {
    status: 409,
    en: 'The PDF of this document is still being prepared. Try again in a moment.',
    ms: 'PDF dokumen ini masih sedang disediakan. Cuba lagi sebentar lagi.',
  },
  DOCUMENT_NOT_ISSUED: {
    status: 409,
    en: 'Only an issued document has a PDF to download or send.',
    ms: 'Hanya dokumen yang telah dikeluarkan mempunyai PDF untuk dimuat turun atau dihantar.',
  },
  // --- e-invoices (MyInvois; docs/finance-einvoice-flow.md)
  EINVOICE_NOT_FOUND: {
    status: 404,
    en: 'No such e-invoice.',
    ms: 'Tiada e-invois sedemikian.',
  },
  EINVOICE_NOT_REQUIRED: {
    status: 409,
    en: 'Document {documentNo} needs no e-invoice of its own (a receipt, or a sale in the monthly consolidated e-invoice).',
    ms: 'Dokumen {documentNo} tidak memerlukan e-invois sendiri (resit, atau jualan dalam e-invois disatukan bulanan).',
  },
  EINVOICE_ALREADY_SUBMITTED: {
    status: 409,
    en: 'The e-invoice of {documentNo} is already {state} at MyInvois: it is never submitted twice.',
    ms: 'E-invois bagi {documentNo} sudah {state} di MyInvois: ia tidak sekali-kali dihantar dua kali.',
  },
  EINVOICE_NOT_RETRYABLE: {
    status: 409,
    en: 'Only an e-invoice that is Invalid or was not submitted can be sent again.',
    ms: 'Hanya e-invois yang Tidak Sah atau belum dihantar boleh dihantar semula.',
  },
  EINVOICE_NOT_VALID: {
    status: 409,
    en: 'Only a Valid e-invoice can be cancelled or rejected.',
    ms: 'Hanya e-invois yang Sah boleh dibatalkan atau ditolak.',
  },
  EINVOICE_CANCEL_PERIOD_OVER: {
    status: 409,
    en: 'An e-invoice can only be cancelled within 72 hours of its validation. Issue a credit note to correct it instead.',
    ms: 'E-invois hanya boleh dibatalkan dalam tempoh 72 jam selepas ia disahkan. Keluarkan nota kredit untuk membetulkannya.',
  },
  EINVOICE_HAS_ACTIVE_NOTES: {
    status: 409,
    en: 'A Valid credit or debit note refers to this e-invoice: cancel that note first.',
    ms: 'Nota kredit atau debit yang Sah merujuk e-invois ini: batalkan nota itu dahulu.',
  },
  EINVOICE_SUBMISSION_OFF: {
    status: 409,
    en: 'E-invoices are not sent to MyInvois on this installation (MYINVOIS_URL is not set); they stay Prepared.',
    ms: 'E-invois tidak dihantar ke MyInvois pada pemasangan ini (MYINVOIS_URL tidak ditetapkan); ia kekal Disediakan.',
  },
  EINVOICE_MYINVOIS_UNAVAILABLE: {
    status: 503,
    en: 'MyInvois did not answer ({reason}). Please try again later.',
    ms: 'MyInvois tidak menjawab ({reason}). Sila cuba lagi kemudian.',
  },
  EINVOICE_MYINVOIS_REFUSED: {
    status: 409,
    en: 'MyInvois refused: {reason}',
    ms: 'MyInvois menolak: {reason}',
  },
  // e-billing contacts (the buyers of e-invoices; docs/finance-ebilling.md)
  EBILLING_CONTACT_NOT_FOUND: {
    status: 404,
    en: 'No such e-billing contact, or it has been removed.',
    ms: 'Tiada kenalan e-pengebilan sedemikian, atau ia telah dialih keluar.',
  },
  EBILLING_CONTACT_DOCUMENT_TAKEN: {
    status: 409,
    en: 'An e-billing contact with {idType} {documentNumber} already exists.',
    ms: 'Kenalan e-pengebilan dengan {idType} {documentNumber} sudah wujud.',
  },
  EBILLING_TIN_FORMAT: {
    status: 400,
    en: 'Enter the tax identification number (TIN) as LHDN gives it: letters and digits only, e.g. IG12345678901 or C25845632020.',
    ms: 'Masukkan nombor pengenalan cukai (TIN) seperti yang diberikan oleh LHDN: huruf dan digit sahaja, cth. IG12345678901 atau C25845632020.',
  },
  EBILLING_NRIC_FORMAT: {
    status: 400,
    en: 'An NRIC number has 12 digits, without dashes, e.g. 900101145678.',
    ms: 'Nombor MyKad mempunyai 12 digit, tanpa sengkang, cth. 900101145678.',
  },
  EBILLING_DOCUMENT_NUMBER_FORMAT: {
    status: 400,
    en: 'Enter the document number with letters, digits and dashes only (at most 20).',
    ms: 'Masukkan nombor dokumen dengan huruf, digit dan sengkang sahaja (paling banyak 20).',
  },
  EBILLING_SST_FORMAT: {
    status: 400,
    en: 'Enter the SST registration number (up to two, separated by ;) or NA.',
    ms: 'Masukkan nombor pendaftaran SST (sehingga dua, dipisahkan dengan ;) atau NA.',
  },
  EBILLING_PHONE_E164: {
    status: 400,
    en: 'Enter the phone number in international form: + and 8 to 15 digits, e.g. +60123456789.',
    ms: 'Masukkan nombor telefon dalam bentuk antarabangsa: + dan 8 hingga 15 digit, cth. +60123456789.',
  },
  EBILLING_COUNTRY_CODE: {
    status: 400,
    en: 'Enter the country as its three-letter ISO code, e.g. MYS.',
    ms: 'Masukkan negara sebagai kod ISO tiga hurufnya, cth. MYS.',
  },
  EBILLING_STATE_FOREIGN_ONLY: {
    status: 400,
    en: 'State "Not Applicable" is only for an address outside Malaysia; an address outside Malaysia takes only it.',
    ms: 'Negeri "Tidak Berkenaan" hanya untuk alamat di luar Malaysia; alamat di luar Malaysia hanya mengambilnya.',
  },
} as const satisfies Record<string, CatalogueEntry>;
