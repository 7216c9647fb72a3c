import { createHotelSchema } from './hotel.schema';
import { MAX_RATE_MINOR_UNITS } from '../money/bounds';
import { createRoomSchema, rateConditionSchema, ratePricingSchema } from './hotel-room.schema';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')} ${i.message}`);

describe('rate condition', () => {
  test('a refundable rate names its free-cancellation days and its fee', () => {
    expect(issues(rateConditionSchema.safeParse({ refundable: true }))).toEqual([
      'freeCancellationDays REQUIRED_FIELD',
      'cancellationFee REQUIRED_FIELD',
    ]);
    expect(
      rateConditionSchema.parse({
        refundable: true,
        freeCancellationDays: 0,
        cancellationFee: { basis: 'PERCENT', value: 5000 },
      }),
    ).toEqual({
      refundable: true,
      freeCancellationDays: 0,
      cancellationFee: { basis: 'PERCENT', value: 5000 },
      minStay: 1,
    });
  });

  test('a non-refundable rate has no free cancellation and always costs the full stay', () => {
    expect(rateConditionSchema.parse({ refundable: false })).toMatchObject({
      freeCancellationDays: null,
      cancellationFee: { basis: 'FULL_STAY', value: 0 },
    });
    expect(
      issues(
        rateConditionSchema.safeParse({
          refundable: false,
          freeCancellationDays: 1,
          cancellationFee: { basis: 'AMOUNT', value: 100 },
        }),
      ),
    ).toEqual(['freeCancellationDays RATE_NON_REFUNDABLE_CONDITION', 'cancellationFee.basis RATE_NON_REFUNDABLE_CONDITION']);
  });

  test.each([
    ['NIGHTS', 0, false],
    ['NIGHTS', 30, true],
    ['NIGHTS', 31, false],
    ['PERCENT', 10_000, true],
    ['PERCENT', 10_001, false],
    ['AMOUNT', 1, true],
    ['AMOUNT', MAX_RATE_MINOR_UNITS, true],
    ['AMOUNT', MAX_RATE_MINOR_UNITS + 1, false],
    ['FULL_STAY', 0, true],
    ['FULL_STAY', 1, false],
  ])('a %s cancellation fee of %d accepted: %s', (basis, value, valid) => {
    const result = rateConditionSchema.safeParse({
      refundable: true,
      freeCancellationDays: 2,
      cancellationFee: { basis, value },
    });
    expect(result.success).toBe(valid);
  });

  test('maxStay is at least minStay', () => {
    const base = { refundable: false };
    expect(issues(rateConditionSchema.safeParse({ ...base, minStay: 3, maxStay: 2 }))).toEqual(['maxStay NUMBER_AT_LEAST']);
    expect(rateConditionSchema.safeParse({ ...base, minStay: 3, maxStay: 3 }).success).toBe(true);
  });
});

describe('rate pricing', () => {
  const pricing = { currencyCode: 'myr', baseOccupancy: 2, baseRate: 25000 };

  test('amounts are JSON integers of minor units; the currency is upper-cased; extras default to 0', () => {
    expect(ratePricingSchema.parse(pricing)).toEqual({
      currencyCode: 'MYR',
      baseOccupancy: 2,
      baseRate: 25000,
      extraAdultRate: 0,
      childRate: 0,
      extraBedRate: 0,
    });
    for (const baseRate of ['25000', 250.5, 0, -100, MAX_RATE_MINOR_UNITS + 1, Number.NaN]) {
      expect(ratePricingSchema.safeParse({ ...pricing, baseRate }).success).toBe(false);
    }
    expect(issues(ratePricingSchema.safeParse({ ...pricing, childRate: '10' }))).toEqual(['childRate MONEY_MINOR_UNITS']);
  });
});

describe('room type', () => {
  const room = {
    hotelID: '6f1d7c51-1c4e-4c61-9d8a-2f3c1b0e9a10',
    code: ' dlx-k ',
    name: 'Deluxe King',
    maxAdults: 2,
    maxChildren: 2,
    maxOccupancy: 3,
    roomCount: 10,
    bedCombinationIDs: ['0b7d2b0e-3a3e-4c36-8d70-1f2a3b4c5d6e'],
  };

  test('the code is upper-cased; optional parts default', () => {
    expect(createRoomSchema.parse(room)).toMatchObject({
      code: 'DLX-K',
      extraBeds: 0,
      smokingAllowed: false,
      amenityIDs: [],
      active: true,
    });
  });

  test.each([
    [1, false],
    [2, true],
    [4, true],
    [5, false],
  ])('maxOccupancy %d with 2 adults and 2 children accepted: %s', (maxOccupancy, valid) => {
    expect(createRoomSchema.safeParse({ ...room, maxOccupancy }).success).toBe(valid);
  });

  test('a bed combination listed twice is flagged at its second place', () => {
    const id = room.bedCombinationIDs[0];
    expect(issues(createRoomSchema.safeParse({ ...room, bedCombinationIDs: [id, id] }))).toEqual([
      'bedCombinationIDs.1 DUPLICATE_IN_LIST',
    ]);
  });
});

describe('hotel', () => {
  const hotel = { code: 'kl1', name: 'Hotel KL', starRating: 3, addressLine1: '1 Jalan Ampang', city: 'Kuala Lumpur' };

  test('Malaysia, MYR, Kuala Lumpur time and usual check-in/out times by default; a Malaysian state is required', () => {
    expect(issues(createHotelSchema.safeParse(hotel))).toEqual(['state STATE_NOT_IN_COUNTRY']);
    expect(createHotelSchema.parse({ ...hotel, state: 'W.P. Kuala Lumpur', description: null, phone: '' })).toMatchObject({
      code: 'KL1',
      countryCode: 'MYS',
      currencyCode: 'MYR',
      timeZone: 'Asia/Kuala_Lumpur',
      checkInTime: '15:00',
      checkOutTime: '12:00',
      active: true,
    });
    expect(createHotelSchema.safeParse({ ...hotel, countryCode: 'sgp', timeZone: 'Asia/Singapore' }).success).toBe(true);
  });
});
