import type { CatalogueEntry } from './types';

/** The supplier payloads of `/bo/Eleisure` (docs/bookings.md, "eLeisure (RWT) payloads"). */
export const SUPPLIER_PAYLOAD_ERRORS = {
  SUPPLIER_EXCHANGE_NOT_FOUND: {
    status: 404,
    en: 'The supplier exchange was not found.',
    ms: 'Pertukaran dengan pembekal tidak dijumpai.',
  },
  SUPPLIER_PAYLOAD_EMPTY: {
    status: 404,
    en: 'The supplier sent no response to this request: there is nothing to download.',
    ms: 'Pembekal tidak menghantar respons kepada permintaan ini: tiada apa-apa untuk dimuat turun.',
  },
} as const satisfies Record<string, CatalogueEntry>;
