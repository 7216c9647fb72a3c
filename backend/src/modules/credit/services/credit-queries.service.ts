import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import {
  CREDIT_HISTORY_COLUMNS,
  CREDIT_HISTORY_SORT_KEYS,
  CREDIT_LIST_SORT_KEYS,
  type CreditBalance,
  type CreditHistoryExport,
  type CreditHistoryItem,
  type CreditHistoryQuery,
  type CreditListItem,
  type CreditListQuery,
  TOP_UP_SORT_KEYS,
  type TopUpItem,
  type TopUpListQuery,
} from '@bo/shared';
import { type Actor, requestContext } from '../../../core/context/request-context';
import { AppError } from '../../../core/errors/app-error';
import { exportColumnsOf, sendTableExport } from '../../../core/export/table-export';
import { StorageService } from '../../../core/storage/storage.service';
import { UserDirectory } from '../../identity-access';
import { Filters, mapPage, orderBy, type Page, pagedList, type Sort } from '../../../core/read-side/paged-list';
import { assertStaff, targetOrganization } from '../../../core/auth/tenancy';
import { SYSTEM_ORGANIZATION_ID } from '../domain/credit.events';
import { CreditOrganizations } from '../projections/credit-organizations.projection';
import type { CreditBook } from '../commands/credit-accounts';

/** At most this many rows in one history export (a year of a busy agent fits). */
export const HISTORY_EXPORT_LIMIT = 50_000;
/** Dates in filters are calendar days of the business. */

/** bigint columns arrive as text; money stays whole minor units. */
const money = (value: string | number) => Number(value);

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
/** Histories are of one account (organization and currency): its stream version is unique. */
const HISTORY_SORT: Sort<(typeof CREDIT_HISTORY_SORT_KEYS)[number]> = {
  keys: { recordedAt: 'h.recorded_at', amount: 'h.amount', actionCode: 'h.action_code' },
  default: 'h.recorded_at DESC',
  tiebreaker: 'h.stream_version DESC',
};
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

const HISTORY_COLUMNS = `
  h.event_id AS "eventId", h.organization_id AS "organizationId", h.currency AS "currencyCode",
  h.action_code AS "actionCode", h.transaction_type AS "transactionType", h.amount,
  h.requested_amount AS "requestedAmount", h.balance_after AS "balanceAfter",
  h.available_after AS "availableAfter", h.credit_limit_after AS "creditLimitAfter", h.reference,
  h.original_event_id AS "originalEventId", h.remark, h.remark_code AS "remarkCode", h.actor_id AS "actorId", h.page_path AS "pagePath",
  to_json(h.recorded_at) #>> '{}' AS "recordedAt"`;
const HISTORY_FROM = `credit.history_entries h`;
type HistoryRow = CreditHistoryItem &
  Record<'amount' | 'requestedAmount' | 'balanceAfter' | 'availableAfter' | 'creditLimitAfter', string>;
const historyItem = (r: HistoryRow): CreditHistoryItem => ({
  ...r,
  amount: money(r.amount),
  requestedAmount: money(r.requestedAmount),
  balanceAfter: money(r.balanceAfter),
  availableAfter: money(r.availableAfter),
  creditLimitAfter: money(r.creditLimitAfter),
});

const iso = (column: string) => `to_json(${column}) #>> '{}'`;

/** Reads of the credit projections, always within the caller's reach (tenancy as in the commands). */
@Injectable()
export class CreditQueriesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly users: UserDirectory,
  ) {}

  async availableCredit(
    actor: Actor,
    book: CreditBook,
    q: { organizationId?: string; currencyCode: string },
  ): Promise<CreditBalance> {
    const organizationId = this.organizationOf(actor, book, q.organizationId);
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

  /** Balances per organization and currency: staff see every organization, an agency user its own. */
  async creditList(actor: Actor, book: CreditBook, q: CreditListQuery): Promise<Page<CreditListItem>> {
    const filters = new Filters();
    this.scope(filters, actor, book, 'b.organization_id');
    if (q.organizationId) filters.equals('b.organization_id', this.organizationOf(actor, book, q.organizationId));
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

  async histories(actor: Actor, book: CreditBook, q: CreditHistoryQuery): Promise<Page<CreditHistoryItem>> {
    const { filters } = this.historyFilters(actor, book, q);
    const page = await pagedList<HistoryRow>(this.dataSource, q, {
      select: HISTORY_COLUMNS,
      from: HISTORY_FROM,
      filters,
      sort: HISTORY_SORT,
    });
    return { ...page, items: await this.withActorNames(page.items.map(historyItem)) };
  }

  /** Who made each entry, by name, from identity-access (null for the system or an unknown user). */
  private async withActorNames(items: CreditHistoryItem[]): Promise<CreditHistoryItem[]> {
    const names = await this.users.namesOf(
      this.dataSource.manager,
      items.map((i) => i.actorId),
    );
    return items.map((i) => ({ ...i, actorName: (i.actorId && names.get(i.actorId)) || null }));
  }

  /** The filtered histories (not paged) as CSV or XLSX, headers in the caller's language. */
  async exportHistories(actor: Actor, book: CreditBook, q: CreditHistoryExport, res: Response): Promise<void> {
    const { filters, organizationId } = this.historyFilters(actor, book, q);
    const rows = await this.withActorNames(
      (
        (await this.dataSource.query(
          `SELECT ${HISTORY_COLUMNS} FROM ${HISTORY_FROM} ${filters.sql} ${orderBy(q, HISTORY_SORT)} LIMIT ${HISTORY_EXPORT_LIMIT}`,
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

  async topUps(actor: Actor, book: CreditBook, q: TopUpListQuery): Promise<Page<TopUpItem>> {
    const filters = new Filters();
    this.scope(filters, actor, book, 't.organization_id');
    if (q.organizationId) filters.equals('t.organization_id', this.organizationOf(actor, book, q.organizationId));
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

  /** The bank-in slip, for the requesting organization and the provider's staff only. */
  async sendSlip(actor: Actor, book: CreditBook, topUpId: string, res: Response): Promise<void> {
    const [row] = (await this.dataSource.query(`SELECT organization_id, slip_file_id FROM credit.top_ups WHERE id = $1`, [
      topUpId,
    ])) as { organization_id: string; slip_file_id: string | null }[];
    const inBook = row && (row.organization_id === SYSTEM_ORGANIZATION_ID) === (book === 'system');
    const visible = inBook && (actor.organizationId === null || actor.organizationId === row.organization_id);
    if (!visible || !row.slip_file_id) throw new AppError('RECORD_NOT_FOUND');
    if (book === 'system') assertStaff(actor);
    await this.storage.send(res, row.slip_file_id);
  }

  /** The filters of an account's histories, and the organization the caller may read. */
  private historyFilters(actor: Actor, book: CreditBook, q: CreditHistoryQuery) {
    const organizationId = this.organizationOf(actor, book, q.organizationId);
    const filters = new Filters()
      .equals('h.organization_id', organizationId)
      .equals('h.currency', q.currencyCode)
      .equals('h.action_code', q.actionCode)
      .equals('h.transaction_type', q.transactionType)
      .contains('h.reference', q.reference);
    filters.businessDays('h.recorded_at', { from: q.dateFrom, to: q.dateTo });
    return { filters, organizationId };
  }

  /** The one organization a read is about: the provider for system credit, else the tenancy rule. */
  private organizationOf(actor: Actor, book: CreditBook, requested: string | undefined): string {
    if (book === 'system') {
      assertStaff(actor);
      return SYSTEM_ORGANIZATION_ID;
    }
    const organizationId = targetOrganization(actor, requested);
    if (organizationId === SYSTEM_ORGANIZATION_ID) throw new AppError('RECORD_NOT_FOUND');
    return organizationId;
  }

  /** Which rows a list may show: system credit for staff; agents' credit for staff, or one's own organization. */
  private scope(filters: Filters, actor: Actor, book: CreditBook, column: string): void {
    if (book === 'system') {
      assertStaff(actor);
      filters.equals(column, SYSTEM_ORGANIZATION_ID);
    } else if (actor.organizationId === null) {
      filters.where(`${column} <> ?`, SYSTEM_ORGANIZATION_ID);
    } else {
      filters.equals(column, actor.organizationId);
    }
  }
}
