import type { SupplierExchange, SupplierExchangeItem } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { assertStaff } from '../../../../core/auth/tenancy';
import { AppError } from '../../../../core/errors/app-error';
import { iso } from '../../../../core/read-side/sql-dates';
import { ITEM_COLUMNS } from '../supplier-exchange-rows';
import { GetSupplierExchange } from './get-supplier-exchange.query';

/** One stored exchange with both payloads (staff only). */
@QueryHandler(GetSupplierExchange)
export class GetSupplierExchangeHandler implements IQueryHandler<GetSupplierExchange> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ actor, channel, id }: GetSupplierExchange): Promise<SupplierExchange> {
    assertStaff(actor);
    const [row] = (await this.dataSource.query(
      `SELECT ${ITEM_COLUMNS}, e.method, e.url, e.request_content_type, e.request_body, e.response_content_type,
              e.response_body, ${iso('e.finished_at')} AS "finishedAt"
         FROM bookings.supplier_exchanges e WHERE e.id = $1 AND e.channel = $2`,
      [id, channel],
    )) as (SupplierExchangeItem & {
      method: string;
      url: string;
      request_content_type: string;
      request_body: string;
      response_content_type: string | null;
      response_body: string | null;
      finishedAt: string;
    })[];
    if (!row) throw new AppError('SUPPLIER_EXCHANGE_NOT_FOUND');
    const { request_content_type, request_body, response_content_type, response_body, ...rest } = row;
    return {
      ...rest,
      request: { contentType: request_content_type, body: request_body },
      response: response_body === null ? null : { contentType: response_content_type!, body: response_body },
    };
  }
}
