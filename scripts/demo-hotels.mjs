/**
 * Demo hotels (issue 16), made through the running API like any client: five Malaysian hotels
 * (Kuala Lumpur, George Town in Penang, Langkawi, Genting Highlands, and Melaka, which is sold
 * through eLeisure: channel RWT with its eLeisure hotel code), each with two room types, a
 * room-only BAR rate and a bed-and-breakfast rate per room type, a year-end school holiday season
 * on every rate, and a year of allotment. Called by scripts/demo-data.mjs.
 *
 * Idempotent, piece by piece: a hotel, room type, rate or season that exists (by code or name) is
 * kept as it is, and allotment is set only on a room type that has none in the coming year, so an
 * operator's changes survive every `npm start`.
 */

const BED_TYPES = [
  { code: 'KING', nameEn: 'King bed', nameMs: 'Katil king', sleeps: 2, widthCm: 180 },
  { code: 'SINGLE', nameEn: 'Single bed', nameMs: 'Katil bujang', sleeps: 1, widthCm: 90 },
];
const COMBINATIONS = [
  { nameEn: '1 King', nameMs: '1 King', beds: [['KING', 1]] },
  {
    nameEn: '1 King + 1 Single',
    nameMs: '1 King + 1 Bujang',
    beds: [
      ['KING', 1],
      ['SINGLE', 1],
    ],
  },
];

/** Prices in sen (RM 1.00 = 100). */
const HOTELS = [
  {
    hotel: {
      code: 'DEMO-KL-BINTANG',
      name: 'Bintang Sky Hotel Kuala Lumpur',
      starRating: 5,
      addressLine1: '168 Jalan Bukit Bintang',
      postcode: '55100',
      city: 'Kuala Lumpur',
      state: 'W.P. Kuala Lumpur',
      phone: '03-2141-8888',
    },
    base: 42_000,
  },
  {
    hotel: {
      code: 'DEMO-PG-HERITAGE',
      name: 'Straits Heritage Hotel Penang',
      starRating: 4,
      addressLine1: '22 Lebuh Armenian',
      postcode: '10200',
      city: 'George Town',
      state: 'Pulau Pinang',
      phone: '04-261-2222',
    },
    base: 32_000,
  },
  {
    hotel: {
      code: 'DEMO-LGK-CENANG',
      name: 'Pantai Cenang Beach Resort Langkawi',
      starRating: 4,
      addressLine1: 'Jalan Pantai Cenang',
      postcode: '07000',
      city: 'Langkawi',
      state: 'Kedah',
      phone: '04-955-3333',
    },
    base: 36_000,
  },
  {
    hotel: {
      code: 'DEMO-GT-CLOUD',
      name: 'Cloud Peak Hotel Genting Highlands',
      starRating: 3,
      addressLine1: 'Jalan Genting Highlands',
      postcode: '69000',
      city: 'Genting Highlands',
      state: 'Pahang',
      phone: '03-6101-1118',
    },
    base: 22_000,
  },
  {
    // Contracted through eLeisure (channel RWT): issuing a booking reserves it there, with the payloads
    // kept for Settings > Download Payload (docs/bookings.md, "eLeisure (RWT) payloads").
    hotel: {
      code: 'DEMO-MLK-RIVER',
      name: 'Riverside Heritage Hotel Melaka',
      starRating: 4,
      addressLine1: '5 Jalan Kampung Hulu',
      postcode: '75200',
      city: 'Melaka',
      state: 'Melaka',
      phone: '06-282-7777',
      channel: 'RWT',
      supplierHotelCode: 'ELS-MLK-0417',
    },
    base: 28_000,
  },
];

const ROOMS = [
  {
    code: 'DLX-KING',
    name: 'Deluxe King',
    sizeSqm: 32,
    maxAdults: 2,
    maxChildren: 1,
    maxOccupancy: 3,
    extraBeds: 1,
    roomCount: 40,
    bed: '1 King',
    supplement: 0,
  },
  {
    code: 'FAMILY',
    name: 'Family Room',
    sizeSqm: 45,
    maxAdults: 3,
    maxChildren: 2,
    maxOccupancy: 4,
    extraBeds: 1,
    roomCount: 12,
    bed: '1 King + 1 Single',
    supplement: 12_000,
  },
];

const RATES = [
  {
    info: { ratePlanCode: 'BAR', name: 'Best Available Rate (room only)', mealPlan: 'RO', inclusions: ['Free Wi-Fi'] },
    condition: { refundable: true, freeCancellationDays: 3, cancellationFee: { basis: 'NIGHTS', value: 1 } },
    supplement: 0,
    childAgeBands: [],
  },
  {
    info: { ratePlanCode: 'BB', name: 'Bed & Breakfast', mealPlan: 'BB', inclusions: ['Breakfast for 2', 'Free Wi-Fi'] },
    condition: { refundable: true, freeCancellationDays: 7, cancellationFee: { basis: 'PERCENT', value: 5_000 } },
    supplement: 6_000,
    // Breakfast: under 6 free, 6-11 half price.
    childAgeBands: [
      { ageFrom: 0, ageTo: 5, price: 0 },
      { ageFrom: 6, ageTo: 11, price: 3_000 },
    ],
  },
];

const ALLOTMENT_SHARE = 0.5; // of a room type's rooms, sold through us
const YEAR_DAYS = 366; // today and the next 365 days: the longest range a calendar edit takes

const dayOf = (date, days) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const malaysiaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());

/** The year-end school holidays, 1 December to 4 January: the running ones in early January, else this year's. */
function schoolHolidays(today) {
  const year = Number(today.slice(0, 4));
  const first = today < `${year}-01-05` ? year - 1 : year;
  return { startsOn: `${first}-12-01`, endsOn: `${first + 1}-01-04` };
}

export async function seedDemoHotels({ call, token, log }) {
  const H = '/bo/RWTDIYHotel';
  const post = (path, body) => call('POST', `${H}/${path}`, { token, body });
  const get = (path) => call('GET', `${H}/${path}`, { token });

  const bedTypes = await get('getBedTypeList');
  const bedTypeID = {};
  for (const type of BED_TYPES) {
    bedTypeID[type.code] =
      bedTypes.find((t) => t.code === type.code)?.bedTypeID ?? (await post('addBedType', type)).bedType.bedTypeID;
  }
  const combinationID = {};
  for (const c of COMBINATIONS) {
    const page = await post('getBedCombinationList', { search: c.nameEn, pageSize: 50, curPageIndex: 1 });
    combinationID[c.nameEn] =
      page.items.find((x) => x.nameEn.toLowerCase() === c.nameEn.toLowerCase())?.bedCombinationID ??
      (
        await post('addBedCombinationList', {
          nameEn: c.nameEn,
          nameMs: c.nameMs,
          beds: c.beds.map(([code, quantity]) => ({ bedTypeID: bedTypeID[code], quantity })),
        })
      ).bedCombination.bedCombinationID;
  }

  const today = malaysiaToday();
  const season = schoolHolidays(today);
  let made = 0;
  for (const { hotel, base } of HOTELS) {
    const found = (await post('getHotelList', { search: hotel.code, pageSize: 10, curPageIndex: 1 })).items.find(
      (h) => h.code === hotel.code,
    );
    const hotelID = found?.hotelID ?? (await post('createHotel', { ...hotel, countryCode: 'MYS' })).hotel.hotelID;
    if (!found) made++;
    const rooms = await get(`getRoomList?hotelID=${hotelID}`);
    for (const { bed, supplement: roomSupplement, ...room } of ROOMS) {
      const roomInfoID =
        rooms.find((r) => r.code === room.code)?.roomInfoID ??
        (await post('createRoom', { ...room, hotelID, bedCombinationIDs: [combinationID[bed]] })).room.roomInfoID;
      const rates = (await post('getRoomRateInclusionList', { roomInfoID, pageSize: 50, curPageIndex: 1 })).items;
      for (const rate of RATES) {
        const baseRate = base + roomSupplement + rate.supplement;
        const roomRateInclusionID =
          rates.find((r) => r.info.ratePlanCode === rate.info.ratePlanCode)?.roomRateInclusionID ??
          (
            await post('createRoomRateInclusion', {
              roomInfoID,
              info: rate.info,
              condition: rate.condition,
              pricing: {
                currencyCode: 'MYR',
                baseOccupancy: 2,
                baseRate,
                extraAdultRate: 8_000,
                childRate: 4_000,
                extraBedRate: 6_000,
                childAgeBands: rate.childAgeBands,
              },
            })
          ).roomRate.roomRateInclusionID;
        const seasons = await post('getRateSeasonList', { roomRateInclusionID });
        if (!seasons.some((s) => s.name === 'School holidays')) {
          const weekday = Math.round(baseRate * 1.2);
          const weekend = Math.round(baseRate * 1.4);
          await post('createRateSeason', {
            roomRateInclusionID,
            name: 'School holidays',
            ...season,
            weekdayPrices: [weekday, weekday, weekday, weekday, weekend, weekend, weekday],
          });
        }
      }
      const calendar = await post('getRoomCalendar', { roomInfoID, from: today, to: dayOf(today, YEAR_DAYS - 1) });
      if (calendar.days.every((d) => d.allotment === 0)) {
        await post('updateRoomCalendar', {
          roomInfoID,
          from: today,
          to: dayOf(today, YEAR_DAYS - 1),
          room: { allotment: Math.max(1, Math.round(room.roomCount * ALLOTMENT_SHARE)) },
        });
      }
    }
  }
  log(
    made > 0
      ? `demo hotels: ${made} made (${HOTELS.map((h) => h.hotel.city).join(', ')}), each with ${ROOMS.length} room types, BAR and BB rates, a school holiday season and a year of allotment`
      : 'demo hotels are in place',
  );
}
