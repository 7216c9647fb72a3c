import type { CreditBalance } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AppError } from '../../../../core/errors/app-error';
import { money, organizationOf } from '../credit-rows';
import { GetAvailableCredit } from './get-available-credit.query';

@QueryHandler(GetAvailableCredit)
export class GetAvailableCreditHandler implements IQueryHandler<GetAvailableCredit> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ actor, book, query: q }: GetAvailableCredit): Promise<CreditBalance> {
    const organizationId = organizationOf(actor, book, q.organizationId);
    const [row] = (await this.dataSource.query(
      `SELECT credit_limit, posted, held, available FROM credit.balances WHERE organization_id = $1 AND currency = $2`,
      [organizationId, q.currencyCode],
    )) as { credit_limit: string; posted: string; held: string; available: string }[];
    if (!row) throw new AppError('RECORD_NOT_FOUND');
    return {
      organizationId,
      currencyCode: q.currencyCode,
      creditLimit: money(row.credit_limit),
      balance: money(row.posted),
      held: money(row.held),
      available: money(row.available),
    };
  }
}
