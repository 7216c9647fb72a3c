import { type Aging, BUSINESS_TIME_ZONE, todayIn } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type AgingRow, agingSql, bucketsOf } from '../receivable-rows';
import { GetAging } from './get-aging.query';

@QueryHandler(GetAging)
export class GetAgingHandler implements IQueryHandler<GetAging> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ actor, query }: GetAging): Promise<Aging> {
    const asOf = query.asOf ?? todayIn(BUSINESS_TIME_ZONE);
    // An agency user: its own organization, whatever it named.
    const organizationId = actor.organizationId ?? query.organizationId ?? null;
    const rows = (await this.dataSource.query(
      agingSql(`AND ($2::uuid IS NULL OR d.organization_id = $2) AND ($3::text IS NULL OR d.currency_code = $3)`),
      [asOf, organizationId, query.currencyCode ?? null],
    )) as AgingRow[];
    return {
      asOf,
      rows: rows.map((r) => ({
        organizationId: r.organizationId,
        organizationName: r.organizationName,
        currencyCode: r.currencyCode,
        invoices: r.invoices,
        ...bucketsOf(r),
      })),
    };
  }
}
