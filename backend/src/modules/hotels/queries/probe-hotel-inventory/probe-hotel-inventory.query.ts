import { Query } from '@nestjs/cqrs';
import type { HotelProbe } from '@bo/shared';

/** Whether the hotel inventory's tables answer (`GET /bo/RWTDIYHotel/test`); tells nothing about the data. */
export class ProbeHotelInventory extends Query<HotelProbe> {
  constructor() {
    super();
  }
}
