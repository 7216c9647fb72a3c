import { randomUUID } from 'node:crypto';
import { PERMISSIONS } from '@bo/shared';
import type { Body, Json } from './json-types';

/**
 * Hotels, room types and rates made through `/bo/RWTDIYHotel` for the hotel and report int-specs.
 * Codes and names are unique to the run: spec files share the database.
 */

/** Answers read as loose JSON, as supertest gives them. */

/** Every hotel permission: provider staff who build hotels, room types and rates. */
export const ALL_HOTEL_PERMISSIONS = Object.entries(PERMISSIONS)
  .filter(([key]) => key.startsWith('hotel'))
  .map(([, permission]) => permission);

/** Eight random capitals, for codes and search words unique to the run. */
export const token8 = () => randomUUID().replaceAll('-', '').slice(0, 8).toUpperCase();

/** Expects 200 and answers the body. */
export async function ok(res: { status: number; body: Json } | Promise<{ status: number; body: Json }>): Promise<Json> {
  const r = await res;
  if (r.status !== 200) throw new Error(`expected 200, got ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

export const hotelBody = (overrides: Body = {}): Body => ({
  code: `H${token8()}`,
  name: 'Hotel Test Kuala Lumpur',
  starRating: 4,
  addressLine1: '1 Jalan Bukit Bintang',
  postcode: '55100',
  city: 'Kuala Lumpur',
  state: 'W.P. Kuala Lumpur',
  countryCode: 'MYS',
  ...overrides,
});

export const roomBody = (hotelID: string, bedCombinationID: string, overrides: Body = {}): Body => ({
  hotelID,
  code: `R${token8()}`,
  name: 'Deluxe King',
  maxAdults: 2,
  maxChildren: 1,
  maxOccupancy: 3,
  roomCount: 20,
  bedCombinationIDs: [bedCombinationID],
  ...overrides,
});

/**
 * The room type the availability specs sell: 10 Deluxe King rooms for up to 3 adults, 2 children and
 * 4 guests, one extra bed (without `hotelID`: the spec names the hotel).
 */
export const sellableRoomFields = (bedCombinationID: string): Body => ({
  code: `R${token8()}`,
  name: 'Deluxe King',
  maxAdults: 3,
  maxChildren: 2,
  maxOccupancy: 4,
  extraBeds: 1,
  roomCount: 10,
  bedCombinationIDs: [bedCombinationID],
});

/** A non-refundable room-only rate of `baseRate` for two (the availability specs' plain rate). */
export const plainRateBody = (roomInfoID: string, ratePlanCode: string, baseRate: number): Body => ({
  roomInfoID,
  info: { ratePlanCode, name: `${ratePlanCode} rate`, mealPlan: 'RO' },
  condition: { refundable: false },
  pricing: { currencyCode: 'MYR', baseOccupancy: 2, baseRate },
});

export interface RateOverrides {
  info?: Body;
  condition?: Body;
  pricing?: Body;
}
export const rateBody = (roomInfoID: string, overrides: RateOverrides = {}): Body => ({
  roomInfoID,
  info: { ratePlanCode: 'BAR', name: 'Best available rate', mealPlan: 'BB', inclusions: ['Breakfast for 2'], ...overrides.info },
  condition: {
    refundable: true,
    freeCancellationDays: 3,
    cancellationFee: { basis: 'NIGHTS', value: 1 },
    ...overrides.condition,
  },
  pricing: {
    currencyCode: 'MYR',
    baseOccupancy: 2,
    baseRate: 35000,
    extraAdultRate: 8000,
    childRate: 4000,
    ...overrides.pricing,
  },
});

/** A call of /bo/RWTDIYHotel that must answer 200 (see ok), made by staff allowed to build. */
export type HotelCall = (path: string, body: Body) => Promise<Json>;

/** Makers of the rows a test builds on, each one call through `call`, answering what the API answered. */
export function hotelFixtures(call: HotelCall) {
  return {
    hotel: async (overrides: Body = {}) => (await call('createHotel', hotelBody(overrides))).hotel,
    /** A bed type sleeping 2 and a bed combination of one of it; answers the combination's id. */
    async bedCombination(bed: { nameEn: string; nameMs: string } = { nameEn: 'Queen', nameMs: 'Ratu' }): Promise<string> {
      const { bedType } = await call('addBedType', { code: `B${token8()}`, ...bed, sleeps: 2 });
      const { bedCombination } = await call('addBedCombinationList', {
        nameEn: `1 ${bed.nameEn} ${token8()}`,
        nameMs: `1 ${bed.nameMs} ${token8()}`,
        beds: [{ bedTypeID: bedType.bedTypeID, quantity: 1 }],
      });
      return bedCombination.bedCombinationID as string;
    },
    room: async (hotelID: string, bedCombinationID: string, overrides: Body = {}) =>
      (await call('createRoom', roomBody(hotelID, bedCombinationID, overrides))).room,
    rate: async (roomInfoID: string, overrides: RateOverrides = {}) =>
      (await call('createRoomRateInclusion', rateBody(roomInfoID, overrides))).roomRate,
  };
}
