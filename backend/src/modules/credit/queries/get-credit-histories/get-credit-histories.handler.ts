import type { CreditHistoryItem } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type Page, pagedList } from '../../../../core/read-side/paged-list';
import { UserDirectory } from '../../../identity-access';
import { HISTORY, historyFilters, historyItem, type HistoryRow, withActorNames } from '../credit-rows';
import { GetCreditHistories } from './get-credit-histories.query';

@QueryHandler(GetCreditHistories)
export class GetCreditHistoriesHandler implements IQueryHandler<GetCreditHistories> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UserDirectory,
  ) {}

  async execute({ actor, book, query }: GetCreditHistories): Promise<Page<CreditHistoryItem>> {
    const { filters } = historyFilters(actor, book, query);
    const page = await pagedList<HistoryRow>(this.dataSource, query, { ...HISTORY, filters });
    return { ...page, items: await withActorNames(this.users, this.dataSource.manager, page.items.map(historyItem)) };
  }
}
