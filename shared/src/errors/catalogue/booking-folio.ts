import type { CatalogueEntry } from './types';

/** Refusals of a booking's folio update (`updateFolio`, docs/bookings.md "Guest details (folio)"). */
export const BOOKING_FOLIO_ERRORS = {
  TOO_MANY_TRAVELLERS: {
    status: 400,
    en: 'At most {max} guest names: one for each guest booked.',
    ms: 'Paling banyak {max} nama tetamu: satu bagi setiap tetamu yang ditempah.',
  },
} as const satisfies Record<string, CatalogueEntry>;
