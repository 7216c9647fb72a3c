import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type {
  CreateRoomRateBody,
  DeleteRatePlanBody,
  DuplicateRoomRateBody,
  EditRoomRateConditionBody,
  EditRoomRateInfoBody,
  EditRoomRatePricingBody,
  RateCondition,
  RateInfo,
  RatePricing,
  Room,
  RoomRate,
  RoomRateListQuery,
} from '@bo/shared';
import type { AuditedRecords } from '../../../core/audit/audited-records';
import { CrudKit } from '../../../core/crud/audited-resource';
import { UnitOfWork } from '../../../core/database/unit-of-work';
import { AppError } from '../../../core/errors/app-error';
import { fieldError } from '../../../core/http/action-result';
import type { Page } from '../../../core/read-side/paged-list';
import { HotelsService } from '../hotels/hotels.service';
import { FutureBookings } from '../ports/future-bookings';
import { type LockedRoom, RoomsService } from '../rooms/rooms.service';
import { type RoomRateParts, RoomRatesRepository } from './room-rates.repository';
import { CatalogueCache } from '../availability/catalogue.cache';
import { SellableCalendar } from '../availability/sellable-calendar';
import type { HotelRates } from '../ports/hotel-catalogue.port';

/** A rate's `roomInfoID` that names no live room type of a live hotel. */
const roomNotFound = () => fieldError('ROOM_NOT_FOUND', 'roomInfoID');

/** The stored form of info and condition: absent optional fields are null (pricing has none). */
const infoOf = (info: RateInfo, active: boolean): RoomRateParts['info'] => ({
  ratePlanCode: info.ratePlanCode,
  name: info.name,
  mealPlan: info.mealPlan,
  inclusions: info.inclusions,
  description: info.description ?? null,
  active,
});
const conditionOf = (c: RateCondition): RoomRateParts['condition'] => ({
  refundable: c.refundable,
  freeCancellationDays: c.freeCancellationDays,
  cancellationFee: c.cancellationFee,
  minStay: c.minStay,
  maxStay: c.maxStay ?? null,
  terms: c.terms ?? null,
});

/**
 * Room rates, the spec's "room rate inclusions": one rate plan of one room type, edited in three
 * parts (info, condition, pricing), duplicated to start another, deleted alone or as a whole rate
 * plan (the hotel's rates with that code). Audited as `room-rate.created|duplicated|info-edited|
 * condition-edited|pricing-edited|deleted`. Locks: hotel (share), room type, rate.
 */
@Injectable()
export class RoomRatesService implements HotelRates {
  private readonly records: AuditedRecords<RoomRate>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly rates: RoomRatesRepository,
    private readonly rooms: RoomsService,
    private readonly hotels: HotelsService,
    private readonly futureBookings: FutureBookings,
    private readonly sellable: SellableCalendar,
    kit: CrudKit,
    catalogue: CatalogueCache,
  ) {
    this.records = kit.records({
      name: 'room-rate',
      onChange: (m) => catalogue.changed(m),
      notFound: 'ROOM_RATE_NOT_FOUND',
      read: (m, id, lock) => rates.find(m, id, lock),
      constraints: { room_rates_room_plan_uq: { code: 'RATE_PLAN_CODE_TAKEN', field: 'info.ratePlanCode' } },
    });
  }

  list(q: RoomRateListQuery): Promise<Page<RoomRate>> {
    return this.rates.list(q);
  }

  get(roomRateInclusionID: string): Promise<RoomRate> {
    return this.records.get(this.dataSource.manager, roomRateInclusionID);
  }

  create(input: CreateRoomRateBody): Promise<RoomRate> {
    const rate = {
      info: infoOf(input.info, input.info.active ?? true),
      condition: conditionOf(input.condition),
      pricing: { ...input.pricing, childAgeBands: input.pricing.childAgeBands ?? [] },
    };
    return this.records.create(
      async (m) => {
        const { room, hotel } = await this.rooms.lock(m, input.roomInfoID, roomNotFound);
        this.checkPricing(input.pricing, room, hotel, 'pricing.');
        const id = await this.rates.insert(m, room.hotelID, room.roomInfoID, rate);
        await this.sellable.rates(m, [id]);
        return id;
      },
      { ratePlanCode: rate.info.ratePlanCode },
    );
  }

  /**
   * A copy of a rate for a room type of the same hotel (the same one when `roomInfoID` is absent),
   * under another rate plan code and name when given (needed on the same room type).
   */
  duplicate(input: DuplicateRoomRateBody): Promise<RoomRate> {
    return this.uow.run(async (m) => {
      const source = await this.records.get(m, input.roomRateInclusionID);
      const { room, hotel } = await this.rooms.lock(m, input.roomInfoID ?? source.roomInfoID, roomNotFound);
      if (room.hotelID !== source.hotelID) throw fieldError('ROOM_NOT_IN_HOTEL', 'roomInfoID');
      this.checkPricing(source.pricing, room, hotel, '', { occupancyField: 'roomInfoID' });
      const info = {
        ...source.info,
        ratePlanCode: input.ratePlanCode ?? source.info.ratePlanCode,
        name: input.name ?? source.info.name,
        active: input.active ?? source.info.active,
      };
      const id = await this.records.write(
        () => this.rates.insert(m, room.hotelID, room.roomInfoID, { info, condition: source.condition, pricing: source.pricing }),
        { ratePlanCode: info.ratePlanCode },
      );
      await this.sellable.rates(m, [id]);
      return this.records.created(m, id, { duplicatedFrom: source.roomRateInclusionID }, 'duplicated');
    });
  }

  /** Name, plan code, board, inclusions, description; `active` absent keeps the rate's state. */
  editInfo(input: EditRoomRateInfoBody): Promise<RoomRate> {
    return this.uow.run(async (m) => {
      const { rate: before } = await this.lock(m, input.roomRateInclusionID);
      const { roomRateInclusionID: id, ...info } = input;
      await this.records.write(() => this.rates.updateInfo(m, id, infoOf(info, info.active ?? before.info.active)), {
        ratePlanCode: info.ratePlanCode,
      });
      return this.records.changed(m, id, before, 'info-edited');
    });
  }

  editCondition(input: EditRoomRateConditionBody): Promise<RoomRate> {
    return this.uow.run(async (m) => {
      const { rate: before } = await this.lock(m, input.roomRateInclusionID);
      await this.rates.updateCondition(m, input.roomRateInclusionID, conditionOf(input.condition));
      await this.sellable.rates(m, [input.roomRateInclusionID]);
      return this.records.changed(m, input.roomRateInclusionID, before, 'condition-edited');
    });
  }

  editPricing(input: EditRoomRatePricingBody): Promise<RoomRate> {
    return this.uow.run(async (m) => {
      const { rate: before, room, hotel } = await this.lock(m, input.roomRateInclusionID);
      const { roomRateInclusionID: id, childAgeBands, ...pricing } = input;
      this.checkPricing(pricing, room, hotel, '');
      await this.rates.updatePricing(m, id, pricing);
      // Absent bands stay as they are: a client that does not know them cannot drop them.
      if (childAgeBands) await this.rates.replaceChildAgeBands(m, id, childAgeBands);
      if (pricing.baseRate !== before.pricing.baseRate) await this.sellable.rates(m, [id]);
      return this.records.changed(m, id, before, 'pricing-edited');
    });
  }

  /** Only without upcoming bookings on it (`FutureBookings`). */
  delete(roomRateInclusionID: string): Promise<void> {
    return this.uow.run(async (m) => {
      const { rate, hotel } = await this.lock(m, roomRateInclusionID);
      await this.refuseFutureBookings(m, [roomRateInclusionID], hotel.today);
      await this.rates.softDelete(m, [roomRateInclusionID]);
      await this.sellable.rates(m, [roomRateInclusionID]);
      await this.records.deleted(m, roomRateInclusionID, rate);
    });
  }

  /** Every live rate of the hotel with this rate plan code, or none if any has upcoming bookings. */
  deletePlan(input: DeleteRatePlanBody): Promise<string[]> {
    return this.uow.run(async (m) => {
      const hotel = await this.hotels.lockLive(m, input.hotelID);
      const rates = await this.rates.lockPlan(m, input.hotelID, input.ratePlanCode);
      if (rates.length === 0) throw new AppError('RATE_PLAN_NOT_FOUND', { ratePlanCode: input.ratePlanCode });
      const ids = rates.map((rate) => rate.roomRateInclusionID);
      await this.refuseFutureBookings(m, ids, hotel.today);
      await this.rates.softDelete(m, ids);
      await this.sellable.rates(m, ids);
      for (const rate of rates)
        await this.records.deleted(m, rate.roomRateInclusionID, rate, { ratePlanDeleted: input.ratePlanCode });
      return ids;
    });
  }

  private async refuseFutureBookings(m: EntityManager, roomRateIds: string[], today: string): Promise<void> {
    const count = await this.futureBookings.count({ kind: 'rates', roomRateIds }, today, m);
    if (count > 0) throw new AppError('RATE_PLAN_HAS_FUTURE_BOOKINGS', { count });
  }

  /** A live rate locked for a change, after its hotel and room type (ROOM_RATE_NOT_FOUND otherwise). */
  async lock(m: EntityManager, roomRateInclusionID: string): Promise<LockedRoom & { rate: RoomRate }> {
    const notFound = () => new AppError('ROOM_RATE_NOT_FOUND');
    const roomID = await this.rates.roomOf(m, roomRateInclusionID);
    if (!roomID) throw notFound();
    const locked = await this.rooms.lock(m, roomID, notFound);
    return { ...locked, rate: await this.records.get(m, roomRateInclusionID, true) };
  }

  /** Rates are in the hotel's currency and priced for no more adults than the room type takes. */
  private checkPricing(
    pricing: Pick<RatePricing, 'currencyCode' | 'baseOccupancy'>,
    room: Room,
    hotel: LockedRoom['hotel'],
    prefix: string,
    fields: { occupancyField?: string } = {},
  ): void {
    if (pricing.currencyCode !== hotel.currencyCode) {
      throw fieldError('RATE_CURRENCY_MISMATCH', `${prefix}currencyCode`, { currency: hotel.currencyCode });
    }
    if (pricing.baseOccupancy > room.maxAdults) {
      throw fieldError('RATE_OCCUPANCY_ABOVE_ROOM', fields.occupancyField ?? `${prefix}baseOccupancy`, {
        maxAdults: room.maxAdults,
      });
    }
  }
}
