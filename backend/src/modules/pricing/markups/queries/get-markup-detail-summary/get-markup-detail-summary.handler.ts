import type { MarkupDetailSummary } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { assertStaff } from '../../../../../core/auth/tenancy';
import { AppError } from '../../../../../core/errors/app-error';
import { iso } from '../../../../../core/read-side/sql-dates';
import { changedBy, LIST_COLUMNS, LIST_FROM, listItem, type ListRow } from '../markup-rows';
import { GetMarkupDetailSummary } from './get-markup-detail-summary.query';

/** GetMarkUpDetailSummary: the current version's headline and its last change. */
@QueryHandler(GetMarkupDetailSummary)
export class GetMarkupDetailSummaryHandler implements IQueryHandler<GetMarkupDetailSummary> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ actor, markupId }: GetMarkupDetailSummary): Promise<MarkupDetailSummary> {
    assertStaff(actor);
    const [row] = (await this.dataSource.query(
      `SELECT ${LIST_COLUMNS}, jsonb_array_length(m.rows) AS "rowCount", m.version AS "currentVersion",
              ${iso('m.created_at')} AS "createdAt", ${iso('v.changed_at')} AS "lastChangedAt",
              v.changed_by_user_id AS "changedByUserId", v.changed_by_name AS "changedByName", v.reason AS "lastReason"
         FROM ${LIST_FROM} JOIN pricing.markup_versions v ON v.markup_id = m.id AND v.version = m.version
        WHERE m.id = $1`,
      [markupId],
    )) as (ListRow & {
      rowCount: number;
      currentVersion: number;
      createdAt: string;
      lastChangedAt: string;
      changedByUserId: string | null;
      changedByName: string | null;
      lastReason: string | null;
    })[];
    if (!row) throw new AppError('MARKUP_NOT_FOUND');
    const item = listItem(row);
    return {
      markupID: item.markupID,
      name: item.name,
      productType: item.productType,
      markupGroupListID: item.markupGroupListID,
      markupGroupName: item.markupGroupName,
      customerType: item.customerType,
      basedOn: item.basedOn,
      feeBasis: item.feeBasis,
      paymentType: item.paymentType,
      rowCount: row.rowCount,
      lowestValue: item.lowestValue,
      highestValue: item.highestValue,
      validFrom: item.validFrom,
      validTo: item.validTo,
      active: item.active,
      currentVersion: row.currentVersion,
      createdAt: row.createdAt,
      lastChangedAt: row.lastChangedAt,
      lastChangedBy: changedBy(row.changedByUserId, row.changedByName),
      lastReason: row.lastReason,
    };
  }
}
