import type { LocalizedText } from '../../errors/catalogue/types';
import { done } from '../../errors/success-wording';

/** The success toasts of the context's writes (`actionResult(code)` answers them). */
export const SUCCESS_MESSAGES = {
  HOTEL_CREATED: done('created', 'Hotel', 'Hotel'),
  HOTEL_UPDATED: done('updated', 'Hotel', 'Hotel'),
  HOTEL_DELETED: done('deleted', 'Hotel', 'Hotel'),
  HOTEL_FACILITY_ADDED: { en: 'Facility added to the hotel.', ms: 'Kemudahan berjaya ditambah ke hotel.' },
  HOTEL_FACILITY_UPDATED: done('updated', 'Hotel facility', 'Kemudahan hotel'),
  HOTEL_FACILITY_REMOVED: { en: 'Facility removed from the hotel.', ms: 'Kemudahan berjaya dikeluarkan dari hotel.' },
  HOTEL_PHOTO_UPLOADED: { en: 'Photo uploaded.', ms: 'Foto dimuat naik.' },
  HOTEL_PHOTO_DELETED: done('deleted', 'Photo', 'Foto'),
  HOTEL_PHOTOS_REORDERED: { en: 'Photo order saved.', ms: 'Susunan foto disimpan.' },
  HOTEL_COVER_PHOTO_SET: { en: 'Cover photo chosen.', ms: 'Foto muka depan dipilih.' },
  FACILITY_CREATED: done('created', 'Facility', 'Kemudahan'),
  FACILITY_UPDATED: done('updated', 'Facility', 'Kemudahan'),
  FACILITY_DELETED: done('deleted', 'Facility', 'Kemudahan'),
  BED_TYPE_CREATED: done('created', 'Bed type', 'Jenis katil'),
  BED_TYPE_DELETED: done('deleted', 'Bed type', 'Jenis katil'),
  BED_COMBINATION_CREATED: done('created', 'Bed combination', 'Gabungan katil'),
  BED_COMBINATION_UPDATED: done('updated', 'Bed combination', 'Gabungan katil'),
  ROOM_CREATED: done('created', 'Room type', 'Jenis bilik'),
  ROOM_UPDATED: done('updated', 'Room type', 'Jenis bilik'),
  ROOM_DELETED: done('deleted', 'Room type', 'Jenis bilik'),
  ROOM_RATE_CREATED: done('created', 'Room rate', 'Kadar bilik'),
  ROOM_RATE_DUPLICATED: { en: 'Room rate duplicated successfully.', ms: 'Kadar bilik berjaya disalin.' },
  ROOM_RATE_UPDATED: done('updated', 'Room rate', 'Kadar bilik'),
  ROOM_RATE_DELETED: done('deleted', 'Room rate', 'Kadar bilik'),
  RATE_SEASON_CREATED: done('created', 'Season', 'Musim'),
  RATE_SEASON_UPDATED: done('updated', 'Season', 'Musim'),
  RATE_SEASON_DELETED: done('deleted', 'Season', 'Musim'),
  ROOM_CALENDAR_UPDATED: {
    en: 'Calendar updated: {daysChanged} day(s) changed.',
    ms: 'Kalendar berjaya dikemas kini: {daysChanged} hari diubah.',
  },
  RATE_PLAN_DELETED: {
    en: 'Rate plan {ratePlanCode} deleted from {count} room type(s).',
    ms: 'Pelan kadar {ratePlanCode} berjaya dipadam daripada {count} jenis bilik.',
  },
} as const satisfies Record<string, LocalizedText>;
