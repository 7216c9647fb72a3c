import type { CREDIT_LIST_SORT_KEYS, CreditListItem } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Filters, mapPage, type Page, pagedList, type Sort } from '../../../../core/read-side/paged-list';
import { iso, money, organizationOf, scope } from '../credit-rows';
import { GetCreditList } from './get-credit-list.query';

const CREDIT_LIST_SORT: Sort<(typeof CREDIT_LIST_SORT_KEYS)[number]> = {
  keys: {
    organizationName: 'lower(o.name)',
    organizationCode: 'o.code',
    currencyCode: 'b.currency',
    creditLimit: 'b.credit_limit',
    balance: 'b.posted',
    available: 'b.available',
    updatedAt: 'b.updated_at',
  },
  default: 'b.updated_at DESC',
  tiebreaker: 'b.organization_id, b.currency',
};

/** Balances per organization and currency: staff see every organization, an agency user its own. */
@QueryHandler(GetCreditList)
export class GetCreditListHandler implements IQueryHandler<GetCreditList> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ actor, book, query: q }: GetCreditList): Promise<Page<CreditListItem>> {
    const filters = new Filters();
    scope(filters, actor, book, 'b.organization_id');
    if (q.organizationId) filters.equals('b.organization_id', organizationOf(actor, book, q.organizationId));
    filters.equals('b.currency', q.currencyCode).contains('o.name', q.organizationName).contains('o.code', q.organizationCode);
    const page = await pagedList<CreditListItem & Record<'creditLimit' | 'balance' | 'held' | 'available', string>>(
      this.dataSource,
      q,
      {
        select: `b.organization_id AS "organizationId", b.currency AS "currencyCode", b.credit_limit AS "creditLimit",
                 b.posted AS balance, b.held, b.available, o.name AS "organizationName", o.code AS "organizationCode",
                 ${iso('b.updated_at')} AS "updatedAt"`,
        from: `credit.balances b LEFT JOIN credit.organizations o ON o.id = b.organization_id`,
        filters,
        sort: CREDIT_LIST_SORT,
      },
    );
    return mapPage(page, (r) => ({
      ...r,
      creditLimit: money(r.creditLimit),
      balance: money(r.balance),
      held: money(r.held),
      available: money(r.available),
    }));
  }
}
