import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { UpdateRoomCalendarBody } from '@bo/shared';
import type { AuditedRecords } from '../../../core/audit/audited-records';
import { CrudKit } from '../../../core/crud/audited-resource';
import { UnitOfWork } from '../../../core/database/unit-of-work';
import { fieldError } from '../../../core/http/action-result';
import { isoWeekday } from '../availability/rules';
import { datesOf } from '../queries/room-calendar-rows';
import { RoomsService } from '../rooms/rooms.service';
import { type CalendarRoom, InventoryRepository } from './inventory.repository';
import { SellableCalendar } from '../availability/sellable-calendar';

/** Whether a change sets anything (an id aside). */
const setsSomething = (change: object) => Object.values(change).some((v) => v !== undefined);

/**
 * A room type's calendar edits (`updateRoomCalendar`; the read, `getRoomCalendar`, is the
 * GetRoomCalendar query's): per date its allotment and restrictions, per rate the price of a
 * night and its restrictions. A bulk edit sets
 * fields over a range and weekdays with one statement per table (a year in one request), under
 * the room type's row lock (hotel FOR SHARE, room type FOR UPDATE, then its rates): holds take the
 * room type FOR SHARE, so none lands between the "not below booked" check and the write.
 * Audited as one `room-calendar.updated` entry with the range and the fields.
 */
@Injectable()
export class RoomCalendarService {
  private readonly records: AuditedRecords<CalendarRoom>;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly inventory: InventoryRepository,
    private readonly rooms: RoomsService,
    private readonly sellable: SellableCalendar,
    kit: CrudKit,
  ) {
    this.records = kit.records({
      name: 'room-calendar',
      targetType: 'room',
      notFound: 'ROOM_NOT_FOUND',
      read: (m, id) => inventory.calendarRoom(m, id),
      createdAs: 'roomType',
    });
  }

  /** Sets the given fields on the chosen dates; answers how many dates of the range that is. */
  update(body: UpdateRoomCalendarBody): Promise<number> {
    const range = { from: body.from, to: body.to, weekdays: body.weekdays };
    return this.uow.run(async (m) => {
      const { room } = await this.rooms.lock(m, body.roomInfoID);
      const rates = (body.rates ?? []).filter(({ roomRateInclusionID: _, ...fields }) => setsSomething(fields));
      await this.checkRates(m, room.roomInfoID, body.rates ?? [], range);

      const change = body.room && setsSomething(body.room) ? body.room : undefined;
      if (change) {
        if (change.allotment !== undefined && change.allotment > room.roomCount)
          throw fieldError('ALLOTMENT_ABOVE_ROOM_COUNT', 'room.allotment', { roomCount: room.roomCount });
        if (change.allotment !== undefined || change.overbookingAllowance !== undefined) {
          const over = await this.inventory.firstOverbooked(m, room.roomInfoID, range, change);
          if (over) throw fieldError('ALLOTMENT_BELOW_BOOKED', 'room.allotment', over);
        }
        await this.inventory.upsertInventoryDays(m, room.roomInfoID, range, change);
      }
      if (rates.length > 0) await this.inventory.upsertRateDays(m, range, rates);
      if (change || rates.length > 0) await this.sellable.rooms(m, [room.roomInfoID], range);

      const daysChanged = datesOf(body.from, body.to).filter((d) => body.weekdays.includes(isoWeekday(d))).length;
      await this.records.created(m, room.roomInfoID, { ...range, room: change ?? null, rates, daysChanged }, 'updated');
      return daysChanged;
    });
  }

  /** Every rate named is a live rate of the room type (locked), and its stay lengths stay consistent. */
  private async checkRates(
    m: EntityManager,
    roomID: string,
    rates: NonNullable<UpdateRoomCalendarBody['rates']>,
    range: { from: string; to: string; weekdays: number[] },
  ): Promise<void> {
    if (rates.length === 0) return;
    const owners = await this.inventory.roomsOfRates(
      m,
      rates.map((r) => r.roomRateInclusionID),
    );
    for (const [i, rate] of rates.entries()) {
      const owner = owners.get(rate.roomRateInclusionID);
      if (!owner) throw fieldError('ROOM_RATE_NOT_FOUND', `rates.${i}.roomRateInclusionID`);
      if (owner !== roomID) throw fieldError('RATE_NOT_OF_ROOM', `rates.${i}.roomRateInclusionID`);
      const conflict = await this.inventory.stayConflict(m, range, rate);
      if (conflict?.field === 'maxStay') throw fieldError('NUMBER_AT_LEAST', `rates.${i}.maxStay`, { min: conflict.bound });
      if (conflict) throw fieldError('NUMBER_AT_MOST', `rates.${i}.minStay`, { max: conflict.bound });
    }
  }
}
