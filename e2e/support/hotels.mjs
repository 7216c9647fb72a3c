import { randomBytes } from 'node:crypto';

/**
 * A hotel with room types (each bedded with one combination of one king bed), made by the
 * administrator through `/bo/RWTDIYHotel` (`api` is `apiOf(suite)`). `hotel` and each of `rooms`
 * are merged over defaults (a 4-star hotel in Kedah; 2 adults, 1 child, 10 rooms). Answers the
 * hotel, its room types in order, and `call` for more calls of the hotel API as the administrator.
 */
export async function hotelThroughApi(api, hotel, rooms) {
  const token = await api.adminToken();
  const call = (path, body) => api.call('POST', `bo/RWTDIYHotel/${path}`, { token, body });
  const tag = () => randomBytes(3).toString('hex').toUpperCase();
  const { bedType } = await call('addBedType', { code: `B${tag()}`, nameEn: 'King bed', nameMs: 'Katil king', sleeps: 2 });
  const { bedCombination } = await call('addBedCombinationList', {
    nameEn: `1 King ${tag()}`,
    nameMs: `1 King ${tag()}`,
    beds: [{ bedTypeID: bedType.bedTypeID, quantity: 1 }],
  });
  const { hotel: made } = await call('createHotel', {
    code: `H${tag()}`,
    starRating: 4,
    addressLine1: '1 Jalan Pantai',
    state: 'Kedah',
    countryCode: 'MYS',
    ...hotel,
  });
  const madeRooms = [];
  for (const room of rooms) {
    const body = {
      hotelID: made.hotelID,
      code: `R${tag()}`,
      maxAdults: 2,
      maxChildren: 1,
      maxOccupancy: 3,
      roomCount: 10,
      bedCombinationIDs: [bedCombination.bedCombinationID],
      ...room,
    };
    madeRooms.push((await call('createRoom', body)).room);
  }
  return { hotel: made, rooms: madeRooms, call };
}

/** A bed-and-breakfast rate's `info` (its plan, name, meal plan and inclusion). */
export const BED_AND_BREAKFAST = {
  ratePlanCode: 'BB',
  name: 'Bed and breakfast',
  mealPlan: 'BB',
  inclusions: ['Breakfast for 2'],
};

/**
 * A hotel with one room type and one bookable rate ('BAR', room only, RM 280.00 a night for two,
 * free cancellation until 2 days before) with `allotment` rooms on every day `from`..`to`: what a
 * spec books. `hotel` and `room` as for hotelThroughApi; `rate`'s `info`, `condition` and
 * `pricing`, each given whole, stand in for the default rate's.
 */
export async function bookableHotelThroughApi(api, hotel, room, { from, to, allotment = 5, rate = {} }) {
  const { hotel: made, rooms, call } = await hotelThroughApi(api, hotel, [room]);
  const { roomRate } = await call('createRoomRateInclusion', {
    roomInfoID: rooms[0].roomInfoID,
    info: { ratePlanCode: 'BAR', name: 'Best available rate', mealPlan: 'RO', inclusions: [] },
    condition: { refundable: true, freeCancellationDays: 2, cancellationFee: { basis: 'NIGHTS', value: 1 } },
    pricing: { currencyCode: 'MYR', baseOccupancy: 2, baseRate: 28_000 },
    ...rate,
  });
  await call('updateRoomCalendar', { roomInfoID: rooms[0].roomInfoID, from, to, room: { allotment } });
  return { hotel: made, room: rooms[0], roomRate, call };
}
