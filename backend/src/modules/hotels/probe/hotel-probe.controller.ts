import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { QueryBus } from '@nestjs/cqrs';
import { type HotelProbe, hotelProbeSchema } from '@bo/shared';
import { Public } from '../../../core/auth/auth.decorators';
import { Contract } from '../../../core/http/contract.decorator';
import { ProbeHotelInventory } from '../queries/probe-hotel-inventory/probe-hotel-inventory.query';

/**
 * `GET /bo/RWTDIYHotel/test`: a health-style probe of the hotel inventory for monitors and load
 * balancers. Public, so it tells nothing about the data: 200 while the context's tables answer,
 * 503 when they do not.
 */
@Controller('bo/RWTDIYHotel')
export class HotelProbeController {
  constructor(private readonly queries: QueryBus) {}

  @Get('test')
  @Public()
  @Contract({
    summary: 'Probe of the hotel inventory: its tables answer (200) or not (503)',
    response: hotelProbeSchema,
    tags: ['hotels'],
  })
  async test(@Res({ passthrough: true }) res: Response): Promise<HotelProbe> {
    const probe = await this.queries.execute(new ProbeHotelInventory());
    if (probe.status === 'down') res.status(503);
    return probe;
  }
}
