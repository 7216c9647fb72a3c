import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type {
  ActionResult,
  MarkupDetail,
  MarkupDetailSummary,
  MarkupHistoryItem,
  MarkupHistoryPageQuery,
  MarkupListItem,
  MarkupListPageQuery,
  MarkupListQuery,
  MarkupSummaryItem,
  MarkupSummaryPageQuery,
} from '@bo/shared';
import { assertStaff } from '../../../../core/auth/tenancy';
import type { Actor } from '../../../../core/context/request-context';
import { AppError } from '../../../../core/errors/app-error';
import { Filters, mapPage, type Page, pagedList, type Sort } from '../../../../core/read-side/paged-list';
import type { MarkupDefinition } from '../domain/markup.events';
import { day, iso } from '../../../../core/read-side/sql-dates';

/** What Create and Edit answer: the toast and the version now current. */
export type MarkupResult = ActionResult & { markup: MarkupDetail };

/** A timestamptz as the API answers times: ISO 8601 in UTC with milliseconds. */

/** Who made a version, as the contract shows it (the user's id, and name when identity knows it). */
const changedBy = (userId: string | null, name: string | null) => (userId ? { userId, name: name ?? userId } : null);

const LIST_COLUMNS = `
  m.id AS "markupID", m.version, m.name, m.product_type AS "productType", m.markup_group_id AS "markupGroupListID",
  coalesce(g.name, '') AS "markupGroupName", m.customer_type AS "customerType", m.based_on AS "basedOn",
  m.fee_basis AS "feeBasis", m.payment_type AS "paymentType", m.same_for_all AS "sameForAll",
  m.lowest_value::text AS "lowestValue", m.highest_value::text AS "highestValue",
  ${day('m.valid_from')} AS "validFrom", ${day('m.valid_to')} AS "validTo", m.active, ${iso('m.updated_at')} AS "updatedAt"`;
const LIST_FROM = `pricing.markups m LEFT JOIN pricing.markup_groups g ON g.id = m.markup_group_id`;

type ListRow = Omit<MarkupListItem, 'lowestValue' | 'highestValue'> & { lowestValue: string; highestValue: string };
/** bigint arrives as text; values are bounded by the contract, so Number() is exact. */
const listItem = (r: ListRow): MarkupListItem => ({
  ...r,
  lowestValue: Number(r.lowestValue),
  highestValue: Number(r.highestValue),
});

const LIST_SORT: Sort<NonNullable<MarkupListPageQuery['sortKey']>> = {
  keys: {
    name: 'lower(m.name)',
    productType: 'm.product_type',
    markupGroupName: 'lower(g.name)',
    customerType: 'm.customer_type',
    basedOn: 'm.based_on',
    validFrom: 'm.valid_from',
    validTo: 'm.valid_to',
    active: 'm.active',
    updatedAt: 'm.updated_at',
  },
  default: 'm.updated_at DESC',
  tiebreaker: 'm.id',
};

/** One line per group and product: the groups' mark-ups counted (a subquery, so paging counts lines). */
const SUMMARY_FROM = `(
  SELECT m.markup_group_id, g.name AS group_name, g.customer_type, m.product_type,
         count(*)::int AS markup_count,
         (count(*) FILTER (WHERE m.active))::int AS active_count,
         (count(*) FILTER (WHERE m.based_on = 'PERCENTAGE'))::int AS percentage_count,
         (count(*) FILTER (WHERE m.based_on = 'AMOUNT'))::int AS amount_count,
         max(m.updated_at) AS last_changed_at
    FROM pricing.markups m JOIN pricing.markup_groups g ON g.id = m.markup_group_id
   GROUP BY m.markup_group_id, g.name, g.customer_type, m.product_type) s`;
const SUMMARY_COLUMNS = `
  s.markup_group_id AS "markupGroupListID", s.group_name AS "markupGroupName", s.customer_type AS "customerType",
  s.product_type AS "productType", s.markup_count AS "markupCount", s.active_count AS "activeCount",
  s.percentage_count AS "percentageCount", s.amount_count AS "amountCount", ${iso('s.last_changed_at')} AS "lastChangedAt"`;
const SUMMARY_SORT: Sort<NonNullable<MarkupSummaryPageQuery['sortKey']>> = {
  keys: {
    markupGroupName: 'lower(s.group_name)',
    productType: 's.product_type',
    markupCount: 's.markup_count',
    activeCount: 's.active_count',
    lastChangedAt: 's.last_changed_at',
  },
  default: 'lower(s.group_name), s.product_type',
  tiebreaker: 's.markup_group_id, s.product_type',
};

const HISTORY_COLUMNS = `
  v.markup_id AS "markupID", v.version, v.definition->>'name' AS name, v.change, v.changed_fields AS "changedFields",
  v.reason, v.changed_by_user_id AS "changedByUserId", v.changed_by_name AS "changedByName", ${iso('v.changed_at')} AS "changedAt"`;
const HISTORY_SORT: Sort<NonNullable<MarkupHistoryPageQuery['sortKey']>> = {
  keys: { changedAt: 'v.changed_at', name: `lower(v.definition->>'name')`, version: 'v.version' },
  default: 'v.changed_at DESC',
  tiebreaker: 'v.markup_id, v.version DESC',
};
type HistoryRow = Omit<MarkupHistoryItem, 'changedBy'> & { changedByUserId: string | null; changedByName: string | null };
const historyItem = ({ changedByUserId, changedByName, ...r }: HistoryRow): MarkupHistoryItem => ({
  ...r,
  changedBy: changedBy(changedByUserId, changedByName),
});

/**
 * Reads of the mark-ups' read models (`pricing.markups`, `pricing.markup_versions`, with the group
 * names of `pricing.markup_groups`, the same context). Mark-ups are the provider's margins: every
 * read is for its staff (the quote, which agency users may ask for, is QuoteService's).
 */
@Injectable()
export class MarkupQueriesService {
  constructor(private readonly dataSource: DataSource) {}

  /** One version (default: the current one) with its whole definition and who made it, why. */
  async detail(markupId: string, version?: number): Promise<MarkupDetail> {
    // The versions LEFT JOINed: one read tells an unknown mark-up from an unknown version of it.
    const [row] = (await this.dataSource.query(
      `SELECT m.id AS "markupID", v.version, m.version AS "currentVersion", v.definition,
              coalesce(g.name, '') AS "markupGroupName", v.reason, v.changed_by_user_id AS "changedByUserId",
              v.changed_by_name AS "changedByName", ${iso('v.changed_at')} AS "changedAt"
         FROM pricing.markups m
         LEFT JOIN pricing.markup_versions v ON v.markup_id = m.id AND v.version = coalesce($2::int, m.version)
         LEFT JOIN pricing.markup_groups g ON g.id = (v.definition->>'markupGroupListID')::uuid
        WHERE m.id = $1`,
      [markupId, version ?? null],
    )) as (Omit<MarkupDetail, keyof MarkupDefinition | 'changedBy'> & {
      definition: MarkupDefinition | null;
      changedByUserId: string | null;
      changedByName: string | null;
    })[];
    if (!row?.definition) {
      if (row && version !== undefined) throw new AppError('MARKUP_VERSION_NOT_FOUND', { version });
      throw new AppError('MARKUP_NOT_FOUND');
    }
    const { definition, changedByUserId, changedByName, ...rest } = row;
    return { ...rest, ...definition, changedBy: changedBy(changedByUserId, changedByName) };
  }

  async detailFor(actor: Actor, markupId: string, version?: number): Promise<MarkupDetail> {
    assertStaff(actor);
    return this.detail(markupId, version);
  }

  /** GetMarkUpDetailSummary: the current version's headline and its last change. */
  async summary(actor: Actor, markupId: string): Promise<MarkupDetailSummary> {
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

  private filters(q: MarkupListQuery): Filters {
    return new Filters()
      .contains('m.name', q.name)
      .equals('m.product_type', q.productType)
      .equals('m.markup_group_id', q.markupGroupListID)
      .equals('m.customer_type', q.customerType)
      .equals('m.active', q.active);
  }

  /** GetMarkupList: every mark-up matching the filters, by name (pickers). */
  async list(actor: Actor, q: MarkupListQuery): Promise<MarkupListItem[]> {
    assertStaff(actor);
    const filters = this.filters(q);
    const rows = (await this.dataSource.query(
      `SELECT ${LIST_COLUMNS} FROM ${LIST_FROM} ${filters.sql} ORDER BY lower(m.name), m.id`,
      filters.params,
    )) as ListRow[];
    return rows.map(listItem);
  }

  /** GetMarkupListPage: filtered, sorted, paged; newest change first by default. */
  async listPage(actor: Actor, q: MarkupListPageQuery): Promise<Page<MarkupListItem>> {
    assertStaff(actor);
    const page = await pagedList<ListRow>(this.dataSource, q, {
      select: LIST_COLUMNS,
      from: LIST_FROM,
      filters: this.filters(q),
      sort: LIST_SORT,
    });
    return mapPage(page, listItem);
  }

  /** GetMarkupSummaryListPage: one line per group and product with its counts. */
  async summaryPage(actor: Actor, q: MarkupSummaryPageQuery): Promise<Page<MarkupSummaryItem>> {
    assertStaff(actor);
    const filters = new Filters().equals('s.markup_group_id', q.markupGroupListID).equals('s.product_type', q.productType);
    return pagedList<MarkupSummaryItem>(this.dataSource, q, {
      select: SUMMARY_COLUMNS,
      from: SUMMARY_FROM,
      filters,
      sort: SUMMARY_SORT,
    });
  }

  /** GetMarkupHistoryListPage: every version (of one mark-up with `markupID`), newest first. */
  async historyPage(actor: Actor, q: MarkupHistoryPageQuery): Promise<Page<MarkupHistoryItem>> {
    assertStaff(actor);
    const page = await pagedList<HistoryRow>(this.dataSource, q, {
      select: HISTORY_COLUMNS,
      from: 'pricing.markup_versions v',
      filters: new Filters().equals('v.markup_id', q.markupID),
      sort: HISTORY_SORT,
    });
    return mapPage(page, historyItem);
  }
}
