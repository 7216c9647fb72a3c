import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { HotelProbe } from '@bo/shared';
import { ProbeHotelInventory } from './probe-hotel-inventory.query';

@QueryHandler(ProbeHotelInventory)
export class ProbeHotelInventoryHandler implements IQueryHandler<ProbeHotelInventory> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(): Promise<HotelProbe> {
    const up = await this.dataSource.query('SELECT 1 FROM hotels.hotels LIMIT 1').then(
      () => true,
      () => false,
    );
    return { service: 'RWTDIYHotel', status: up ? 'ok' : 'down', database: up ? 'up' : 'down' };
  }
}
