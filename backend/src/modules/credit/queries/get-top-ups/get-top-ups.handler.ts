import type { TOP_UP_SORT_KEYS, TopUpItem } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Filters, mapPage, type Page, pagedList, type Sort } from '../../../../core/read-side/paged-list';
import { UserDirectory } from '../../../identity-access';
import { iso, money, organizationOf, scope } from '../credit-rows';
import { GetTopUps } from './get-top-ups.query';

const TOP_UP_SORT: Sort<(typeof TOP_UP_SORT_KEYS)[number]> = {
  keys: {
    requestedAt: 't.requested_at',
    amount: 't.amount',
    status: 't.status',
    organizationName: 'lower(o.name)',
    decidedAt: 't.decided_at',
  },
  default: 't.requested_at DESC',
  tiebreaker: 't.id',
};

@QueryHandler(GetTopUps)
export class GetTopUpsHandler implements IQueryHandler<GetTopUps> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UserDirectory,
  ) {}

  async execute({ actor, book, query: q }: GetTopUps): Promise<Page<TopUpItem>> {
    const filters = new Filters();
    scope(filters, actor, book, 't.organization_id');
    if (q.organizationId) filters.equals('t.organization_id', organizationOf(actor, book, q.organizationId));
    filters
      .equals('t.status', q.status)
      .equals('t.currency', q.currencyCode)
      .equals('t.payment_type', q.paymentType)
      .contains('o.name', q.organizationName)
      .contains('t.bank_in_reference', q.bankInReference);
    const page = await pagedList<Omit<TopUpItem, 'requestedByName' | 'decidedByName'> & { amount: string }>(this.dataSource, q, {
      select: `t.id AS "topUpId", t.organization_id AS "organizationId", o.name AS "organizationName",
               t.currency AS "currencyCode", t.amount, t.payment_type AS "paymentType", t.payment_method AS "paymentMethod",
               t.bank_id AS "bankId", t.bank_name AS "bankName", t.bank_in_reference AS "bankInReference",
               ${iso('t.bank_in_at')} AS "bankInDateTime", t.slip_file_id IS NOT NULL AS "hasSlip",
               t.slip_file_name AS "slipFileName", t.remark, t.status, t.reason, t.undone, t.requested_by AS "requestedBy",
               ${iso('t.requested_at')} AS "requestedAt", t.decided_by AS "decidedBy", ${iso('t.decided_at')} AS "decidedAt"`,
      from: `credit.top_ups t LEFT JOIN credit.organizations o ON o.id = t.organization_id`,
      filters,
      sort: TOP_UP_SORT,
    });
    // Who asked and who decided, by name (the system credit screen shows who asked).
    const names = await this.users.namesOf(
      this.dataSource.manager,
      page.items.flatMap((r) => [r.requestedBy, r.decidedBy]),
    );
    const nameOf = (id: string | null) => (id && names.get(id)) || null;
    return mapPage(page, (r) => ({
      ...r,
      amount: money(r.amount),
      requestedByName: nameOf(r.requestedBy),
      decidedByName: nameOf(r.decidedBy),
    }));
  }
}
