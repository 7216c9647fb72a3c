import { Query } from '@nestjs/cqrs';
import type { RoomCalendar, RoomCalendarQuery } from '@bo/shared';

/** A room type's calendar over `from`..`to`: per date its allotment, held, sold and restrictions, per rate its price and restrictions. */
export class GetRoomCalendar extends Query<RoomCalendar> {
  constructor(readonly query: RoomCalendarQuery) {
    super();
  }
}
