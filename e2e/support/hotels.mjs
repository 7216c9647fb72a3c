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
