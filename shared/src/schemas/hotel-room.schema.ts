/**
 * Room types ("room info", roomInfoID) and their rates ("room rate inclusions",
 * roomRateInclusionID) of `/bo/RWTDIYHotel` (spec sections 3 "Hotel" and 7). Request bodies are strict.
 *
 * MONEY: every amount is a JSON integer of minor units of the rate's `currencyCode` (sen for MYR:
 * RM 250.00 is 25000), in requests and answers alike; never a float, never text.
 *
 * A room rate is one rate plan (`ratePlanCode`: BAR, BB, NRF...) of one room type, in three parts
 * the screens edit separately: `info` (name, meal plan, inclusions), `condition` (cancellation,
 * length of stay) and `pricing` (nightly amounts). The rates of a hotel's room types that share a
 * rate plan code form that rate plan (`deleteRoomRatePlan`). See docs/hotel-inventory.md.
 */
import { z } from 'zod';
import { cancellationFeeBasisSchema, mealPlanSchema } from '../enums/hotel';
import type { ErrorCode } from '../errors/error-catalogue';
import { MAX_RATE_MINOR_UNITS } from '../money/bounds';
import { actionResultSchema } from './action-result.schema';
import { bedCombinationSchema, facilitySummarySchema } from './hotel-catalogue.schema';
import { childAgeBandsField } from './hotel-inventory.schema';
import { codeField, fail, flag, idField, idListField, optional, rateAmountField, optionalText } from './hotel-fields';
import { pageOf, sortedBy } from './paging.schema';
import { currencyCodeField, integerField, validTextField } from './validation';

// ---------------------------------------------------------------------------------------------
// Room types

const roomFields = {
  code: codeField(20),
  name: validTextField({ max: 150 }),
  description: optionalText(4000),
  sizeSqm: optional(integerField({ min: 1, max: 10_000 })),
  maxAdults: integerField({ min: 1, max: 20 }),
  maxChildren: integerField({ min: 0, max: 20 }).default(0),
  /** Guests in all: from maxAdults up to maxAdults + maxChildren. */
  maxOccupancy: integerField({ min: 1, max: 40 }),
  /** Extra beds the room can take. */
  extraBeds: integerField({ min: 0, max: 10 }).default(0),
  /** Physical rooms of this type: the most a day's allotment can be (part 2). */
  roomCount: integerField({ min: 0, max: 10_000 }),
  /** Days before arrival (hotel-local) when a date stops selling, unless a date sets its own (calendar). */
  releaseDays: integerField({ min: 0, max: 365 }).default(0),
  smokingAllowed: flag(false),
  /** The bed combinations guests can choose from, in the order offered. */
  bedCombinationIDs: idListField('BED_COMBINATION_NOT_FOUND', { min: 1, max: 10 }),
  /** Room amenities (catalogue entries of scope ROOM). */
  amenityIDs: idListField('FACILITY_NOT_FOUND', { max: 100 }).default([]),
};

/** maxOccupancy lies between maxAdults and maxAdults + maxChildren. */
function withOccupancyCheck<T extends z.ZodType<{ maxAdults: number; maxChildren: number; maxOccupancy: number }>>(schema: T): T {
  return schema.superRefine((room, ctx) => {
    const min = room.maxAdults;
    const max = room.maxAdults + room.maxChildren;
    if (room.maxOccupancy < min || room.maxOccupancy > max) {
      ctx.addIssue({
        code: 'custom',
        message: 'NUMBER_BETWEEN' satisfies ErrorCode,
        path: ['maxOccupancy'],
        params: { min, max },
      });
    }
  });
}

/** `POST createRoom`. */
export const createRoomSchema = withOccupancyCheck(
  z.strictObject({ hotelID: idField('HOTEL_NOT_FOUND'), ...roomFields, active: flag(true) }),
);
export type CreateRoomBody = z.infer<typeof createRoomSchema>;
export type CreateRoomInput = z.input<typeof createRoomSchema>;

/** `POST updateRoomInfo`: every field replaced (absent optional fields cleared); `active` absent keeps its state. */
export const updateRoomSchema = withOccupancyCheck(
  z.strictObject({ roomInfoID: idField('ROOM_NOT_FOUND'), ...roomFields, active: flag().optional() }),
);
export type UpdateRoomBody = z.infer<typeof updateRoomSchema>;

/** `GET getRoomInfo?roomInfoID=` and `POST deleteRoom`. */
export const roomIdSchema = z.strictObject({ roomInfoID: idField('ROOM_NOT_FOUND') });

/** `GET getRoomList?hotelID=`: the hotel's live room types, by name. */
export const roomListQuerySchema = z.strictObject({ hotelID: idField('HOTEL_NOT_FOUND') });

export const roomSchema = z.object({
  roomInfoID: z.string(),
  hotelID: z.string(),
  hotelName: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sizeSqm: z.number().int().nullable(),
  maxAdults: z.number().int(),
  maxChildren: z.number().int(),
  maxOccupancy: z.number().int(),
  extraBeds: z.number().int(),
  roomCount: z.number().int(),
  releaseDays: z.number().int(),
  smokingAllowed: z.boolean(),
  active: z.boolean(),
  bedCombinations: z.array(
    bedCombinationSchema.pick({ bedCombinationID: true, nameEn: true, nameMs: true, sleeps: true, active: true }),
  ),
  amenities: z.array(facilitySummarySchema),
  /** Live rates of the room type. */
  rateCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Room = z.infer<typeof roomSchema>;
export const roomListSchema = z.array(roomSchema);
export const roomResultSchema = actionResultSchema.extend({ room: roomSchema });
export const roomDeletedSchema = actionResultSchema.extend({ roomInfoID: z.string() });

// ---------------------------------------------------------------------------------------------
// Room rates ("room rate inclusions")

/** Name, board and what the rate includes. `active` absent keeps the rate's state (true for a new one). */
export const rateInfoSchema = z.strictObject({
  ratePlanCode: codeField(20),
  name: validTextField({ max: 150 }),
  mealPlan: mealPlanSchema,
  /** What else the rate includes, as the voucher lists it ("Breakfast for 2", "Airport transfer"). */
  inclusions: z
    .array(validTextField({ max: 100 }), fail('REQUIRED_FIELD'))
    .max(20, fail('NUMBER_AT_MOST'))
    .default([]),
  description: optionalText(2000),
  active: flag().optional(),
});
export type RateInfo = z.infer<typeof rateInfoSchema>;

const feeValueBounds: Record<string, { min: number; max: number }> = {
  NIGHTS: { min: 1, max: 30 },
  PERCENT: { min: 1, max: 10_000 },
  AMOUNT: { min: 1, max: MAX_RATE_MINOR_UNITS },
};

/**
 * Cancellation and length of stay. A refundable rate is free to cancel until `freeCancellationDays`
 * days before check-in (0: until the check-in day itself, in the hotel's time zone); later, the
 * `cancellationFee` applies. A non-refundable rate has no free cancellation and always costs the
 * full stay. `minStay`/`maxStay` are the rate's defaults; part 2 adds per-date restrictions.
 */
export const rateConditionSchema = z
  .strictObject({
    refundable: flag(),
    freeCancellationDays: optional(integerField({ min: 0, max: 365 })),
    cancellationFee: z
      .strictObject({
        basis: cancellationFeeBasisSchema,
        /** NIGHTS: nights; PERCENT: basis points (10000 = 100%); AMOUNT: minor units of the rate's currency; FULL_STAY: 0. */
        value: rateAmountField().default(0),
      })
      .optional(),
    minStay: integerField({ min: 1, max: 365 }).default(1),
    maxStay: optional(integerField({ min: 1, max: 365 })),
    terms: optionalText(2000),
  })
  .superRefine((c, ctx) => {
    const issue = (code: ErrorCode, path: (string | number)[], params?: Record<string, number>) =>
      ctx.addIssue({ code: 'custom', message: code, path, ...(params ? { params } : {}) });
    if (c.refundable) {
      if (c.freeCancellationDays === undefined) issue('REQUIRED_FIELD', ['freeCancellationDays']);
      if (!c.cancellationFee) issue('REQUIRED_FIELD', ['cancellationFee']);
    } else {
      if (c.freeCancellationDays !== undefined) issue('RATE_NON_REFUNDABLE_CONDITION', ['freeCancellationDays']);
      if (c.cancellationFee && c.cancellationFee.basis !== 'FULL_STAY')
        issue('RATE_NON_REFUNDABLE_CONDITION', ['cancellationFee', 'basis']);
    }
    const fee = c.cancellationFee;
    if (fee) {
      const bounds = feeValueBounds[fee.basis];
      if (bounds && (fee.value < bounds.min || fee.value > bounds.max))
        issue('NUMBER_BETWEEN', ['cancellationFee', 'value'], bounds);
      if (!bounds && fee.value !== 0) issue('NUMBER_BETWEEN', ['cancellationFee', 'value'], { min: 0, max: 0 });
    }
    if (c.maxStay !== undefined && c.maxStay < c.minStay) issue('NUMBER_AT_LEAST', ['maxStay'], { min: c.minStay });
  })
  // A non-refundable rate's fee is the full stay, whether or not the caller said so.
  .transform((c) => ({
    ...c,
    freeCancellationDays: c.refundable ? c.freeCancellationDays! : null,
    cancellationFee: c.refundable ? c.cancellationFee! : { basis: 'FULL_STAY' as const, value: 0 },
  }));
export type RateCondition = z.infer<typeof rateConditionSchema>;

/**
 * What a night costs, per room: `baseRate` for up to `baseOccupancy` adults, plus `extraAdultRate`
 * per further adult, `childRate` per child and `extraBedRate` per extra bed. Part 2's seasons and
 * per-date prices override `baseRate` on their dates; this stays the rate's default.
 */
export const ratePricingSchema = z.strictObject({
  /** Must be the hotel's currency. */
  currencyCode: currencyCodeField(),
  baseOccupancy: integerField({ min: 1, max: 20 }),
  baseRate: rateAmountField({ positive: true }),
  extraAdultRate: rateAmountField().default(0),
  childRate: rateAmountField().default(0),
  extraBedRate: rateAmountField().default(0),
  /**
   * Child prices by age (hotel-inventory.schema.ts), replacing `childRate` for the ages they cover.
   * Absent: none on a new rate, unchanged on `editRoomRatePricing`; [] removes them.
   */
  childAgeBands: childAgeBandsField().optional(),
});
export type RatePricing = z.infer<typeof ratePricingSchema>;

const rateId = () => idField('ROOM_RATE_NOT_FOUND');

/** `POST createRoomRateInclusion`: a new rate of a room type, all three parts at once. */
export const createRoomRateSchema = z.strictObject({
  roomInfoID: idField('ROOM_NOT_FOUND'),
  info: rateInfoSchema,
  condition: rateConditionSchema,
  pricing: ratePricingSchema,
});
export type CreateRoomRateBody = z.infer<typeof createRoomRateSchema>;
export type CreateRoomRateInput = z.input<typeof createRoomRateSchema>;

/**
 * `POST duplicateRoomRateInclusion`: a copy of a rate for another room type of the same hotel
 * (`roomInfoID`; the same room type when absent) and/or under another rate plan code and name.
 * The copy starts inactive when `active` is false.
 */
export const duplicateRoomRateSchema = z.strictObject({
  roomRateInclusionID: rateId(),
  roomInfoID: optional(idField('ROOM_NOT_FOUND')),
  ratePlanCode: optional(codeField(20)),
  name: optional(validTextField({ max: 150 })),
  active: flag().optional(),
});
export type DuplicateRoomRateBody = z.infer<typeof duplicateRoomRateSchema>;

/** `POST editRoomInclusionInfo`. */
export const editRoomRateInfoSchema = z.strictObject({ roomRateInclusionID: rateId(), ...rateInfoSchema.shape });
export type EditRoomRateInfoBody = z.infer<typeof editRoomRateInfoSchema>;

/** `POST editRoomRateCondition`: the whole condition replaced. */
export const editRoomRateConditionSchema = z.strictObject({ roomRateInclusionID: rateId(), condition: rateConditionSchema });
export type EditRoomRateConditionBody = z.infer<typeof editRoomRateConditionSchema>;

/** `POST editRoomRatePricing`: the whole pricing replaced. */
export const editRoomRatePricingSchema = z.strictObject({ roomRateInclusionID: rateId(), ...ratePricingSchema.shape });
export type EditRoomRatePricingBody = z.infer<typeof editRoomRatePricingSchema>;

/** `GET getRoomRateInclusion?roomRateInclusionID=` and `POST deleteRoomRateInclusion`. */
export const roomRateIdSchema = z.strictObject({ roomRateInclusionID: rateId() });

/** `POST deleteRoomRatePlan`: the rate plan's rates on every room type of the hotel. */
export const deleteRatePlanSchema = z.strictObject({ hotelID: idField('HOTEL_NOT_FOUND'), ratePlanCode: codeField(20) });
export type DeleteRatePlanBody = z.infer<typeof deleteRatePlanSchema>;

export const ROOM_RATE_SORT_KEYS = ['ratePlanCode', 'name', 'roomName', 'mealPlan', 'baseRate', 'updatedAt'] as const;
/** `POST getRoomRateInclusionList`: paged; `search` in rate plan code, name and room type name. */
export const roomRateListSchema = z.strictObject({
  ...sortedBy(ROOM_RATE_SORT_KEYS).shape,
  hotelID: optional(idField('HOTEL_NOT_FOUND')),
  roomInfoID: optional(idField('ROOM_NOT_FOUND')),
  ratePlanCode: optional(codeField(20)),
  mealPlan: optional(mealPlanSchema),
  search: optionalText(100),
  active: optional(flag()),
});
export type RoomRateListQuery = z.infer<typeof roomRateListSchema>;

export const roomRateSchema = z.object({
  roomRateInclusionID: z.string(),
  hotelID: z.string(),
  hotelName: z.string(),
  roomInfoID: z.string(),
  roomCode: z.string(),
  roomName: z.string(),
  info: z.object({
    ratePlanCode: z.string(),
    name: z.string(),
    mealPlan: z.string(),
    inclusions: z.array(z.string()),
    description: z.string().nullable(),
    active: z.boolean(),
  }),
  condition: z.object({
    refundable: z.boolean(),
    freeCancellationDays: z.number().int().nullable(),
    cancellationFee: z.object({ basis: z.string(), value: z.number().int() }),
    minStay: z.number().int(),
    maxStay: z.number().int().nullable(),
    terms: z.string().nullable(),
  }),
  pricing: z.object({
    currencyCode: z.string(),
    baseOccupancy: z.number().int(),
    baseRate: z.number().int(),
    extraAdultRate: z.number().int(),
    childRate: z.number().int(),
    extraBedRate: z.number().int(),
    /** By age; empty: `childRate` for any child. */
    childAgeBands: z.array(z.object({ ageFrom: z.number().int(), ageTo: z.number().int(), price: z.number().int() })),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RoomRate = z.infer<typeof roomRateSchema>;
export const roomRatePageSchema = pageOf(roomRateSchema);
export const roomRateResultSchema = actionResultSchema.extend({ roomRate: roomRateSchema });
export const roomRateDeletedSchema = actionResultSchema.extend({ roomRateInclusionID: z.string() });
export const ratePlanDeletedSchema = actionResultSchema.extend({
  hotelID: z.string(),
  ratePlanCode: z.string(),
  roomRateInclusionIDs: z.array(z.string()),
});
