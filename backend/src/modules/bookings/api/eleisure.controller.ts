import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import {
  type DownloadPayloadBody,
  downloadPayloadSchema,
  PERMISSIONS,
  type SupplierExchangeIdBody,
  supplierExchangeIdSchema,
  type SupplierExchangeListQuery,
  supplierExchangeListSchema,
  supplierExchangePageSchema,
  supplierExchangeSchema,
} from '@bo/shared';
import { CurrentActor, RequirePermission } from '../../../core/auth/auth.decorators';
import type { Actor } from '../../../core/context/request-context';
import { Contract } from '../../../core/http/contract.decorator';
import { GetSupplierExchange } from '../queries/get-supplier-exchange/get-supplier-exchange.query';
import { ListSupplierExchanges } from '../queries/list-supplier-exchanges/list-supplier-exchanges.query';
import { SendSupplierPayload } from '../queries/send-supplier-payload/send-supplier-payload.query';

const tags = ['bookings'];
const CHANNEL = 'RWT';

/**
 * `/bo/Eleisure`: what was sent to eLeisure (channel RWT) for our bookings and what it answered
 * (docs/bookings.md, "eLeisure (RWT) payloads"); the Settings screen "Download payload". Staff only.
 */
@Controller('bo/Eleisure')
export class EleisureController {
  constructor(private readonly queries: QueryBus) {}

  @Get('getAllHotelReservationDetails')
  @RequirePermission(PERMISSIONS.downloadPayloadView)
  @Contract({
    summary:
      'eLeisure reservation and cancellation exchanges, paged, newest first; filters: booking ref, hotel, days sent, kind, outcome',
    query: supplierExchangeListSchema,
    response: supplierExchangePageSchema,
    tags,
  })
  list(@CurrentActor() actor: Actor, @Query() q: SupplierExchangeListQuery) {
    return this.queries.execute(new ListSupplierExchanges(actor, CHANNEL, q));
  }

  @Post('getHotelReservationDetailsByID')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.downloadPayloadView)
  @Contract({
    summary: 'One eLeisure exchange with its request and response payloads',
    body: supplierExchangeIdSchema,
    response: supplierExchangeSchema,
    tags,
  })
  get(@CurrentActor() actor: Actor, @Body() body: SupplierExchangeIdBody) {
    return this.queries.execute(new GetSupplierExchange(actor, CHANNEL, body.id));
  }

  @Post('downloadPayload')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.downloadPayloadView)
  @Contract({
    summary:
      "Download an eLeisure exchange's request or response payload as a file; 404 SUPPLIER_PAYLOAD_EMPTY when nothing came back",
    body: downloadPayloadSchema,
    tags,
  })
  async download(@CurrentActor() actor: Actor, @Body() body: DownloadPayloadBody, @Res() res: Response) {
    await this.queries.execute(new SendSupplierPayload(actor, CHANNEL, body.id, body.part, res));
  }
}
