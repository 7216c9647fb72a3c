import type { CatalogueEntry } from '../../errors/catalogue/types';
import { notFound } from '../../errors/refusal-wording';

/**
 * Theme parks and cable cars: the attractions context's products and ticket capacity
 * (docs/attractions.md), and the ticket bookings made of them (docs/bookings.md, "Theme parks and
 * cable cars").
 */
export const ERRORS = {
  ATTRACTION_NOT_FOUND: notFound('theme park or cable car', 'Taman tema atau kereta kabel'),
  // Input naming a ticket type the product does not sell (another product's): a field error.
  TICKET_TYPE_NOT_FOUND: {
    status: 400,
    en: 'This ticket type is not sold for the product.',
    ms: 'Jenis tiket ini tidak dijual untuk produk tersebut.',
  },
  TICKETS_NOT_AVAILABLE: {
    status: 409,
    en: 'Not enough tickets are left for {date}: {free} available.',
    ms: 'Tiket tidak mencukupi untuk {date}: {free} tersedia.',
  },
  TOO_MANY_TICKETS: {
    status: 400,
    en: 'At most {max} tickets in one booking.',
    ms: 'Paling banyak {max} tiket dalam satu tempahan.',
  },
  TOO_MANY_TICKET_HOLDERS: {
    status: 400,
    en: "At most {max} ticket holders' names: one for each ticket booked.",
    ms: 'Paling banyak {max} nama pemegang tiket: satu bagi setiap tiket yang ditempah.',
  },
  VISIT_DATE_IN_PAST: {
    status: 400,
    en: 'The visit date cannot be before today.',
    ms: 'Tarikh lawatan tidak boleh sebelum hari ini.',
  },
  TICKET_HOLD_NOT_FOUND: {
    status: 404,
    en: 'The tickets held for this booking were not found.',
    ms: 'Tiket yang ditahan untuk tempahan ini tidak dijumpai.',
  },
  TICKET_HOLD_RELEASED: {
    status: 409,
    en: 'The tickets are no longer held for this booking.',
    ms: 'Tiket tidak lagi ditahan untuk tempahan ini.',
  },
  NOT_A_TICKET_BOOKING: {
    status: 409,
    en: 'This booking is not for theme park or cable car tickets.',
    ms: 'Tempahan ini bukan untuk tiket taman tema atau kereta kabel.',
  },
  TICKET_VISIT_DATE_REACHED: {
    status: 409,
    en: 'These tickets are for {visitDate}: they can no longer be changed on or after that day.',
    ms: 'Tiket ini untuk {visitDate}: ia tidak lagi boleh diubah pada atau selepas hari itu.',
  },
  TICKET_CHANGE_COSTS_MORE: {
    status: 409,
    en: 'The tickets cost {newTotal} on the new date, more than the {total} booked: book that date instead.',
    ms: 'Tiket berharga {newTotal} pada tarikh baharu, lebih daripada {total} yang ditempah: tempah tarikh itu sebagai ganti.',
  },
  TICKET_NOT_READY: {
    status: 404,
    en: 'The ticket of this booking is not ready yet: it is made once the booking is issued.',
    ms: 'Tiket tempahan ini belum sedia: ia dibuat sebaik sahaja tempahan dikeluarkan.',
  },
} as const satisfies Record<string, CatalogueEntry>;
