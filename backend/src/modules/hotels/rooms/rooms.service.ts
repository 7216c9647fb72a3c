import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { CreateRoomBody, Room, UpdateRoomBody } from '@bo/shared';
import type { AuditedRecords } from '../../../core/audit/audited-records';
import { CrudKit } from '../../../core/crud/audited-resource';
import { UnitOfWork } from '../../../core/database/unit-of-work';
import { AppError } from '../../../core/errors/app-error';
import { fieldError } from '../../../core/http/action-result';
import { BedsService } from '../beds/beds.service';
import { FacilitiesService } from '../facilities/facilities.service';
import { HotelsService } from '../hotels/hotels.service';
import { FutureBookings } from '../ports/future-bookings';
import { RoomsRepository } from './rooms.repository';
import { CatalogueCache } from '../availability/catalogue.cache';
import { SellableCalendar } from '../availability/sellable-calendar';

/** A room type locked for a change, with what its hotel says. */
export interface LockedRoom {
  room: Room;
  hotel: { currencyCode: string; today: string };
}

/**
 * Room types (`createRoom`, `updateRoomInfo`, `getRoomInfo`, `getRoomList`, `deleteRoom`). Locks
 * are taken hotel first (FOR SHARE), then the room type (FOR UPDATE), then its rates, by every
 * writer, so writers of one hotel never deadlock and a deletion never misses a concurrent write.
 */
@Injectable()
export class RoomsService {
  private readonly records: AuditedRecords<Room>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly rooms: RoomsRepository,
    private readonly hotels: HotelsService,
    private readonly beds: BedsService,
    private readonly facilities: FacilitiesService,
    private readonly futureBookings: FutureBookings,
    private readonly sellable: SellableCalendar,
    kit: CrudKit,
    catalogue: CatalogueCache,
  ) {
    this.records = kit.records({
      name: 'room',
      onChange: (m) => catalogue.changed(m),
      notFound: 'ROOM_NOT_FOUND',
      read: (m, id, lock) => rooms.find(m, id, lock),
      constraints: {
        rooms_hotel_code_uq: { code: 'ROOM_CODE_TAKEN', field: 'code' },
        // A bed combination or amenity that went away between the check and the insert.
        room_bed_combinations_bed_combination_id_fkey: { code: 'BED_COMBINATION_NOT_FOUND', field: 'bedCombinationIDs' },
        room_amenities_facility_id_fkey: { code: 'FACILITY_NOT_FOUND', field: 'amenityIDs' },
      },
    });
  }

  get(roomInfoID: string): Promise<Room> {
    return this.records.get(this.dataSource.manager, roomInfoID);
  }

  /** The hotel's live room types by name; HOTEL_NOT_FOUND for a hotel that does not exist (or was deleted). */
  async listOf(hotelID: string): Promise<Room[]> {
    await this.hotels.get(hotelID);
    return this.rooms.listOf(this.dataSource.manager, hotelID);
  }

  create(input: CreateRoomBody): Promise<Room> {
    return this.records.create(
      async (m) => {
        await this.hotels.lockLive(m, input.hotelID, () => fieldError('HOTEL_NOT_FOUND', 'hotelID'));
        await this.requireChoices(m, input);
        return this.rooms.insert(m, input.hotelID, input);
      },
      { code: input.code },
    );
  }

  /**
   * Every field replaced (bed combinations and amenities too). Combinations and amenities since
   * deactivated may stay; a rate priced for more adults than the new maximum must change first.
   */
  update(input: UpdateRoomBody): Promise<Room> {
    return this.uow.run(async (m) => {
      const { room: before, hotel } = await this.lock(m, input.roomInfoID);
      await this.requireChoices(m, input, before);
      if (input.roomCount < before.roomCount) {
        const over = await this.rooms.firstAllotmentAbove(m, input.roomInfoID, input.roomCount, hotel.today);
        if (over) throw fieldError('ROOM_COUNT_BELOW_ALLOTMENT', 'roomCount', over);
      }
      const largest = await this.rooms.largestRateOccupancy(m, input.roomInfoID);
      if (largest > input.maxAdults) throw fieldError('ROOM_OCCUPANCY_BELOW_RATES', 'maxAdults', { baseOccupancy: largest });
      await this.records.write(
        () => this.rooms.update(m, input.roomInfoID, { ...input, active: input.active ?? before.active }),
        {
          code: input.code,
        },
      );
      if (input.releaseDays !== before.releaseDays) await this.sellable.rooms(m, [input.roomInfoID]);
      return this.records.changed(m, input.roomInfoID, before);
    });
  }

  /** Only without upcoming bookings (`FutureBookings`); its rates go with it. */
  delete(roomInfoID: string): Promise<void> {
    return this.uow.run(async (m) => {
      const { room, hotel } = await this.lock(m, roomInfoID);
      const count = await this.futureBookings.count({ kind: 'room', roomId: roomInfoID }, hotel.today, m);
      if (count > 0) throw new AppError('ROOM_HAS_FUTURE_BOOKINGS', { count });
      const roomRateInclusionIDs = await this.rooms.softDelete(m, roomInfoID);
      await this.sellable.rates(m, roomRateInclusionIDs);
      await this.records.deleted(m, roomInfoID, room, { roomRateInclusionIDs });
    });
  }

  /**
   * A live room type locked for a change (its hotel locked against deletion first), or
   * `notFound()`: ROOM_NOT_FOUND unless the caller names its own (a rate's field naming a room
   * type that is not there, a rate whose room type went).
   */
  async lock(
    m: EntityManager,
    roomInfoID: string,
    notFound: () => AppError = () => new AppError('ROOM_NOT_FOUND'),
  ): Promise<LockedRoom> {
    const hotelID = await this.rooms.hotelOf(m, roomInfoID);
    if (!hotelID) throw notFound();
    const hotel = await this.hotels.lockLive(m, hotelID, notFound);
    const room = await this.rooms.find(m, roomInfoID, true);
    if (!room) throw notFound();
    return { room, hotel };
  }

  private async requireChoices(m: EntityManager, input: CreateRoomBody | UpdateRoomBody, before?: Room): Promise<void> {
    const keptCombinations = new Set(before?.bedCombinations.map((c) => c.bedCombinationID));
    await this.beds.requireUsableCombinations(m, input.bedCombinationIDs, 'bedCombinationIDs', keptCombinations);
    const keptAmenities = new Set(before?.amenities.map((a) => a.facilityID));
    await this.facilities.requireUsable(m, input.amenityIDs, 'ROOM', 'amenityIDs', { list: true, kept: keptAmenities });
  }
}
