import type { CatalogueEntry } from '../../errors/catalogue/types';
import { notFound } from '../../errors/refusal-wording';

/** Refusals of the hotel inventory (`/bo/RWTDIYHotel`, docs/hotel-inventory.md). */
export const ERRORS = {
  HOTEL_NOT_FOUND: notFound('hotel', 'Hotel'),
  ROOM_NOT_FOUND: notFound('room type', 'Jenis bilik'),
  ROOM_RATE_NOT_FOUND: notFound('room rate', 'Kadar bilik'),
  RATE_PLAN_NOT_FOUND: {
    status: 404,
    en: 'This hotel has no rate plan {ratePlanCode}.',
    ms: 'Hotel ini tiada pelan kadar {ratePlanCode}.',
  },
  FACILITY_NOT_FOUND: notFound('facility', 'Kemudahan'),
  HOTEL_FACILITY_NOT_FOUND: {
    status: 404,
    en: 'This facility is not listed for the hotel.',
    ms: 'Kemudahan ini tidak disenaraikan untuk hotel tersebut.',
  },
  BED_TYPE_NOT_FOUND: notFound('bed type', 'Jenis katil'),
  BED_COMBINATION_NOT_FOUND: notFound('bed combination', 'Gabungan katil'),
  HOTEL_CODE_TAKEN: {
    status: 409,
    en: 'A hotel with the code {code} already exists.',
    ms: 'Hotel dengan kod {code} sudah wujud.',
  },
  ROOM_CODE_TAKEN: {
    status: 409,
    en: 'This hotel already has a room type with the code {code}.',
    ms: 'Hotel ini sudah mempunyai jenis bilik dengan kod {code}.',
  },
  RATE_PLAN_CODE_TAKEN: {
    status: 409,
    en: 'This room type already has the rate plan {ratePlanCode}.',
    ms: 'Jenis bilik ini sudah mempunyai pelan kadar {ratePlanCode}.',
  },
  FACILITY_CODE_TAKEN: {
    status: 409,
    en: 'A facility with the code {code} already exists.',
    ms: 'Kemudahan dengan kod {code} sudah wujud.',
  },
  HOTEL_FACILITY_EXISTS: {
    status: 409,
    en: 'This facility is already listed for the hotel.',
    ms: 'Kemudahan ini sudah disenaraikan untuk hotel tersebut.',
  },
  BED_TYPE_CODE_TAKEN: {
    status: 409,
    en: 'A bed type with the code {code} already exists.',
    ms: 'Jenis katil dengan kod {code} sudah wujud.',
  },
  BED_COMBINATION_NAME_TAKEN: {
    status: 409,
    en: 'A bed combination with this name already exists.',
    ms: 'Gabungan katil dengan nama ini sudah wujud.',
  },
  HOTEL_HAS_FUTURE_BOOKINGS: {
    status: 409,
    en: 'This hotel has {count} upcoming booking(s), so it cannot be deleted. Deactivate it to stop new sales instead.',
    ms: 'Hotel ini mempunyai {count} tempahan akan datang, jadi ia tidak boleh dipadam. Nyahaktifkannya untuk menghentikan jualan baharu.',
  },
  ROOM_HAS_FUTURE_BOOKINGS: {
    status: 409,
    en: 'This room type has {count} upcoming booking(s), so it cannot be deleted. Deactivate it to stop new sales instead.',
    ms: 'Jenis bilik ini mempunyai {count} tempahan akan datang, jadi ia tidak boleh dipadam. Nyahaktifkannya untuk menghentikan jualan baharu.',
  },
  RATE_PLAN_HAS_FUTURE_BOOKINGS: {
    status: 409,
    en: 'This rate has {count} upcoming booking(s), so it cannot be deleted. Deactivate it to stop new sales instead.',
    ms: 'Kadar ini mempunyai {count} tempahan akan datang, jadi ia tidak boleh dipadam. Nyahaktifkannya untuk menghentikan jualan baharu.',
  },
  FACILITY_IN_USE: {
    status: 409,
    en: 'This facility is used by {hotels} hotel(s) and {rooms} room type(s). Remove it from them first, or deactivate it.',
    ms: 'Kemudahan ini digunakan oleh {hotels} hotel dan {rooms} jenis bilik. Keluarkannya daripada mereka dahulu, atau nyahaktifkannya.',
  },
  BED_TYPE_IN_USE: {
    status: 409,
    en: 'This bed type is used by {count} bed combination(s). Remove it from them first.',
    ms: 'Jenis katil ini digunakan oleh {count} gabungan katil. Keluarkannya daripada gabungan tersebut dahulu.',
  },
  FACILITY_INACTIVE: {
    status: 400,
    en: 'This facility is inactive; choose an active one.',
    ms: 'Kemudahan ini tidak aktif; pilih yang aktif.',
  },
  BED_COMBINATION_INACTIVE: {
    status: 400,
    en: 'This bed combination is inactive; choose an active one.',
    ms: 'Gabungan katil ini tidak aktif; pilih yang aktif.',
  },
  NOT_A_HOTEL_FACILITY: {
    status: 400,
    en: 'Choose a hotel facility here (this one is a room amenity).',
    ms: 'Pilih kemudahan hotel di sini (yang ini ialah kemudahan bilik).',
  },
  NOT_A_ROOM_AMENITY: {
    status: 400,
    en: 'Choose a room amenity here (this one is a hotel facility).',
    ms: 'Pilih kemudahan bilik di sini (yang ini ialah kemudahan hotel).',
  },
  ROOM_NOT_IN_HOTEL: {
    status: 400,
    en: 'Choose a room type of the same hotel.',
    ms: 'Pilih jenis bilik daripada hotel yang sama.',
  },
  RATE_CURRENCY_MISMATCH: {
    status: 400,
    en: 'Rates of this hotel are in {currency}.',
    ms: 'Kadar hotel ini dalam {currency}.',
  },
  HOTEL_CURRENCY_IN_USE: {
    status: 409,
    en: 'This hotel has rates in {currency}; change or delete them before changing its currency.',
    ms: 'Hotel ini mempunyai kadar dalam {currency}; ubah atau padam kadar tersebut sebelum menukar mata wangnya.',
  },
  RATE_OCCUPANCY_ABOVE_ROOM: {
    status: 400,
    en: 'The base occupancy is more than the {maxAdults} adult(s) this room type takes.',
    ms: 'Penghunian asas melebihi {maxAdults} orang dewasa yang boleh diterima jenis bilik ini.',
  },
  ROOM_OCCUPANCY_BELOW_RATES: {
    status: 409,
    en: 'A rate of this room type is priced for {baseOccupancy} adults; lower its base occupancy first.',
    ms: 'Satu kadar jenis bilik ini ditetapkan untuk {baseOccupancy} orang dewasa; kurangkan penghunian asasnya dahulu.',
  },
  RATE_NON_REFUNDABLE_CONDITION: {
    status: 400,
    en: 'A non-refundable rate has no free cancellation: cancelling costs the full stay.',
    ms: 'Kadar tidak boleh dikembalikan tiada pembatalan percuma: pembatalan dikenakan bayaran penuh penginapan.',
  },
  TIME_FORMAT: {
    status: 400,
    en: 'Please enter a time as HH:MM (24-hour clock).',
    ms: 'Sila masukkan masa sebagai HH:MM (format 24 jam).',
  },
  // --- per-date inventory (docs/hotel-inventory.md "Per-date inventory") ---
  ALLOTMENT_ABOVE_ROOM_COUNT: {
    status: 400,
    en: 'The allotment cannot be more than the {roomCount} room(s) of this room type.',
    ms: 'Peruntukan tidak boleh melebihi {roomCount} bilik bagi jenis bilik ini.',
  },
  ALLOTMENT_BELOW_BOOKED: {
    status: 409,
    en: 'On {date}, {booked} room(s) are already held or sold: the allotment plus the overbooking allowance cannot be less.',
    ms: 'Pada {date}, {booked} bilik sudah ditahan atau dijual: peruntukan serta kelonggaran lebihan tempahan tidak boleh kurang daripada itu.',
  },
  ROOM_COUNT_BELOW_ALLOTMENT: {
    status: 409,
    en: 'On {date} the allotment is {allotment} room(s); lower it on the calendar before lowering the number of rooms.',
    ms: 'Pada {date} peruntukan ialah {allotment} bilik; kurangkan peruntukan dalam kalendar sebelum mengurangkan bilangan bilik.',
  },
  CALENDAR_NOTHING_TO_CHANGE: {
    status: 400,
    en: 'Choose at least one thing to change on these dates.',
    ms: 'Pilih sekurang-kurangnya satu perkara untuk diubah pada tarikh ini.',
  },
  RATE_NOT_OF_ROOM: {
    status: 400,
    en: 'Choose a rate of this room type.',
    ms: 'Pilih kadar bagi jenis bilik ini.',
  },
  RATE_SEASON_NOT_FOUND: notFound('season', 'Musim'),
  RATE_SEASON_OVERLAP: {
    status: 409,
    en: 'These dates overlap the season "{name}" ({startsOn} to {endsOn}) of the same rate.',
    ms: 'Tarikh ini bertindih dengan musim "{name}" ({startsOn} hingga {endsOn}) bagi kadar yang sama.',
  },
  CHILD_AGE_BANDS_OVERLAP: {
    status: 400,
    en: 'Child age bands cannot overlap: ages {ageFrom} to {ageTo} are already in another band.',
    ms: 'Julat umur kanak-kanak tidak boleh bertindih: umur {ageFrom} hingga {ageTo} sudah dalam julat lain.',
  },
  ROOMS_NOT_AVAILABLE: {
    status: 409,
    en: 'Not enough rooms are free on {date}: {free} left.',
    ms: 'Bilik kosong tidak mencukupi pada {date}: tinggal {free}.',
  },
  INVENTORY_HOLD_NOT_FOUND: notFound('room hold', 'Tahanan bilik'),
  INVENTORY_HOLD_RELEASED: {
    status: 409,
    en: 'This room hold was released or has expired; hold the rooms again.',
    ms: 'Tahanan bilik ini telah dilepaskan atau tamat tempoh; tahan bilik sekali lagi.',
  },
  CHECK_OUT_NOT_AFTER_CHECK_IN: {
    status: 400,
    en: 'Check-out must be after check-in.',
    ms: 'Tarikh daftar keluar mestilah selepas tarikh daftar masuk.',
  },
  STAY_TOO_LONG: {
    status: 400,
    en: 'A stay can be at most {max} nights.',
    ms: 'Penginapan boleh paling lama {max} malam.',
  },
  CHECK_IN_IN_PAST: {
    status: 400,
    en: "Check-in cannot be before the hotel's today ({today}).",
    ms: 'Tarikh daftar masuk tidak boleh sebelum tarikh hari ini di hotel ({today}).',
  },
  DUPLICATE_IN_LIST: {
    status: 400,
    en: 'This entry is listed twice.',
    ms: 'Entri ini disenaraikan dua kali.',
  },
  HOTEL_PHOTO_NOT_FOUND: notFound('photo', 'Foto'),
  HOTEL_PHOTO_TYPE_NOT_ALLOWED: {
    status: 400,
    en: 'Only JPEG, PNG or WebP images are allowed',
    ms: 'Hanya imej JPEG, PNG atau WebP dibenarkan',
  },
  HOTEL_PHOTO_LIMIT_REACHED: {
    status: 409,
    en: 'A hotel can have at most {max} photos. Delete one before adding another.',
    ms: 'Sebuah hotel boleh mempunyai paling banyak {max} foto. Padam satu sebelum menambah yang lain.',
  },
  HOTEL_PHOTOS_CHANGED: {
    status: 409,
    en: "The hotel's photos have changed meanwhile. Reload them and try again.",
    ms: 'Foto hotel ini telah berubah. Muat semula dan cuba lagi.',
  },
} as const satisfies Record<string, CatalogueEntry>;
