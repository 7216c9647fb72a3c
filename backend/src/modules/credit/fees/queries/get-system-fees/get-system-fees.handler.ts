import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { SystemFeeItem } from '@bo/shared';
import { Filters, mapPage, type Page, pagedList } from '../../../../../core/read-side/paged-list';
import { SYSTEM_FEE_COLUMNS, SYSTEM_FEE_FROM, SYSTEM_FEE_SORT, type SystemFeeRow, toSystemFeeItem } from '../system-fee-rows';
import { GetSystemFees } from './get-system-fees.query';

@QueryHandler(GetSystemFees)
export class GetSystemFeesHandler implements IQueryHandler<GetSystemFees> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ actor, query: q }: GetSystemFees): Promise<Page<SystemFeeItem>> {
    const filters = new Filters();
    // Staff (no organization in the token) see every setting; an agency user its own and the defaults.
    const own = actor.organizationId;
    if (own) {
      if (q.organizationId && q.organizationId !== own)
        return { items: [], total: 0, pageSize: q.pageSize, curPageIndex: q.curPageIndex };
      filters.where('s.organization_id = ? OR s.organization_id IS NULL', own);
    }
    if (q.defaultsOnly) filters.where('s.organization_id IS NULL');
    else filters.equals('s.organization_id', q.organizationId);
    filters.equals('s.fee_type', q.feeType).equals('s.currency', q.currencyCode);
    const page = await pagedList<SystemFeeRow>(this.dataSource, q, {
      select: SYSTEM_FEE_COLUMNS,
      from: SYSTEM_FEE_FROM,
      filters,
      sort: SYSTEM_FEE_SORT,
    });
    return mapPage(page, toSystemFeeItem);
  }
}
