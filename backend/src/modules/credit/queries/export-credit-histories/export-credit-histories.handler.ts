import { CREDIT_HISTORY_COLUMNS } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { requestContext } from '../../../../core/context/request-context';
import { exportColumnsOf, sendTableExport } from '../../../../core/export/table-export';
import { orderBy } from '../../../../core/read-side/paged-list';
import { UserDirectory } from '../../../identity-access';
import { CreditOrganizations } from '../../projections/credit-organizations.projection';
import { HISTORY, historyFilters, historyItem, type HistoryRow, withActorNames } from '../credit-rows';
import { ExportCreditHistories } from './export-credit-histories.query';

/** At most this many rows in one history export (a year of a busy agent fits). */
export const HISTORY_EXPORT_LIMIT = 50_000;

/** The filtered histories (not paged) as CSV or XLSX, headers in the caller's language. */
@QueryHandler(ExportCreditHistories)
export class ExportCreditHistoriesHandler implements IQueryHandler<ExportCreditHistories> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UserDirectory,
  ) {}

  async execute({ actor, book, query: q, res }: ExportCreditHistories): Promise<void> {
    const { filters, organizationId } = historyFilters(actor, book, q);
    const rows = await withActorNames(
      this.users,
      this.dataSource.manager,
      (
        (await this.dataSource.query(
          `SELECT ${HISTORY.select} FROM ${HISTORY.from} ${filters.sql} ${orderBy(q, HISTORY.sort)} LIMIT ${HISTORY_EXPORT_LIMIT}`,
          filters.params,
        )) as HistoryRow[]
      ).map(historyItem),
    );
    const code = await CreditOrganizations.codeOf(this.dataSource.manager, organizationId);
    const language = requestContext.get()?.language ?? 'en';
    await sendTableExport(
      res,
      // The screen's columns (shared CREDIT_HISTORY_COLUMNS): the file reads like the list.
      { columns: exportColumnsOf(CREDIT_HISTORY_COLUMNS, language), rows, sheetName: 'Credit history' },
      { format: q.format, fileName: `credit-histories-${code ?? 'system'}-${q.currencyCode}`, stamp: new Date() },
    );
  }
}
