import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { RoomCalendar } from '@bo/shared';
import { AppError } from '../../../../core/errors/app-error';
import { type Rate, roomNightPrice } from '../../availability/rules';
import { InventoryRepository } from '../../inventory/inventory.repository';
import { datesOf } from '../room-calendar-rows';
import { GetRoomCalendar } from './get-room-calendar.query';

/**
 * A room type's calendar (`getRoomCalendar`): per date its allotment, held, sold and restrictions
 * (a date never edited has nothing to sell), and per rate the price of a night (the rules' price:
 * the date's own, else a season's, else the base rate) and its restrictions.
 */
@QueryHandler(GetRoomCalendar)
export class GetRoomCalendarHandler implements IQueryHandler<GetRoomCalendar> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly inventory: InventoryRepository,
  ) {}

  async execute({ query: q }: GetRoomCalendar): Promise<RoomCalendar> {
    const m = this.dataSource.manager;
    const room = await this.inventory.calendarRoom(m, q.roomInfoID);
    if (!room) throw new AppError('ROOM_NOT_FOUND');
    const rates = await this.inventory.ratesOf(m, room.roomInfoID);
    const rateIDs = rates.map((r) => r.roomRateInclusionID);
    const [stored, rateDays, seasons] = await Promise.all([
      this.inventory.inventoryDays(m, [room.roomInfoID], q.from, q.to),
      this.inventory.rateDays(m, rateIDs, q.from, q.to),
      this.inventory.seasonsOf(m, rateIDs, q),
    ]);
    const dates = datesOf(q.from, q.to);
    const dayOf = new Map(stored.map((d) => [d.date, d]));
    const days = dates.map((date) => {
      const d = dayOf.get(date);
      // A date never edited has nothing to sell.
      const allotment = d?.allotment ?? 0;
      const [held, sold, overbookingAllowance] = [d?.held ?? 0, d?.sold ?? 0, d?.overbookingAllowance ?? 0];
      return {
        date,
        allotment,
        held,
        sold,
        free: Math.max(0, allotment + overbookingAllowance - held - sold),
        overbookingAllowance,
        stopSell: d?.stopSell ?? false,
        releaseDays: d?.releaseDays ?? room.releaseDays,
        releaseDaysSet: d?.releaseDays != null,
      };
    });
    return {
      ...room,
      days,
      rates: rates.map((rate) => {
        const own = new Map(rateDays.filter((d) => d.roomRateID === rate.roomRateInclusionID).map((d) => [d.date, d]));
        // The rules' price of a night (availability/rules.ts) needs only the base rate and seasons of the pricing.
        const priced: Rate = {
          ...rate,
          pricing: {
            baseOccupancy: 1,
            baseRate: rate.baseRate,
            extraAdultRate: 0,
            childRate: 0,
            extraBedRate: 0,
            childAgeBands: [],
          },
          seasons: seasons.filter((s) => s.roomRateInclusionID === rate.roomRateInclusionID),
        };
        return {
          roomRateInclusionID: rate.roomRateInclusionID,
          ratePlanCode: rate.ratePlanCode,
          name: rate.name,
          active: rate.active,
          baseRate: rate.baseRate,
          days: dates.map((date) => {
            const d = own.get(date);
            const { price, source } = roomNightPrice(priced, date, d);
            return {
              date,
              price,
              priceSource: source,
              stopSell: d?.stopSell ?? false,
              minStay: d?.minStay ?? rate.minStay,
              maxStay: d?.maxStay ?? rate.maxStay,
              closedToArrival: d?.closedToArrival ?? false,
              closedToDeparture: d?.closedToDeparture ?? false,
            };
          }),
        };
      }),
    };
  }
}
