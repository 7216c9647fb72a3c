import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import {
  BUSINESS_TIME_ZONE,
  CREDIT_HISTORY_ACTION,
  labelOf,
  CREDIT_HISTORY_SORT_KEYS,
  CREDIT_LIST_SORT_KEYS,
  type CreditBalance,
  type CreditHistoryExport,
  type CreditHistoryItem,
  type CreditHistoryQuery,
  type CreditListItem,
  type CreditListQuery,
  type PageQuery,
  TOP_UP_SORT_KEYS,
  TRANSACTION_TYPE,
  type TopUpItem,
  type TopUpListQuery,
} from '@bo/shared';
import { type Actor, requestContext } from '../../../core/context/request-context';
import { AppError } from '../../../core/errors/app-error';
import { type ExportColumn, sendTableExport } from '../../../core/export/table-export';
import { StorageService } from '../../../core/storage/storage.service';
import { fieldError } from '../../../core/http/action-result';
import { assertStaff, targetOrganization } from '../../../core/auth/tenancy';
import { SYSTEM_ORGANIZATION_ID } from '../domain/credit.events';
import type { CreditBook } from './credit-commands.service';

/** At most this many rows in one history export (a year of a busy agent fits). */
export const HISTORY_EXPORT_LIMIT = 50_000;
/** Dates in filters are calendar days of the business. */

type Page<T> = { items: T[]; total: number; pageSize: number; curPageIndex: number };

/** WHERE clauses with numbered parameters ('?' marks the value). */
class Filter {
  readonly params: unknown[] = [];
  private readonly clauses: string[] = [];

  add(sql: string, ...values: unknown[]): this {
    let i = 0;
    this.clauses.push(sql.replace(/\?/g, () => `$${this.params.push(values[i++])}`));
    return this;
  }

  get where(): string {
    return this.clauses.length ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }

  next(value: unknown): string {
    return `$${this.params.push(value)}`;
  }
}

const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** bigint columns arrive as text; money stays whole minor units. */
const money = (value: string | number) => Number(value);

function orderBy<K extends string>(q: PageQuery, columns: Record<K, string>, fallback: string, tieBreak: string): string {
  if (q.sortKey && !(q.sortKey in columns)) throw fieldError('INVALID_OPTION', 'sortKey');
  const direction = (q.sortOrder ?? (q.sortKey ? 'asc' : 'desc')).toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
  const column = q.sortKey ? columns[q.sortKey as K] : fallback;
  return `ORDER BY ${column} ${direction} NULLS LAST, ${tieBreak}`;
}

const CREDIT_LIST_COLUMNS: Record<(typeof CREDIT_LIST_SORT_KEYS)[number], string> = {
  organizationName: 'lower(o.name)',
  organizationCode: 'o.code',
  currencyCode: 'b.currency',
  creditLimit: 'b.credit_limit',
  balance: 'b.posted',
  available: 'b.available',
  updatedAt: 'b.updated_at',
};
const HISTORY_COLUMNS: Record<(typeof CREDIT_HISTORY_SORT_KEYS)[number], string> = {
  recordedAt: 'h.recorded_at',
  amount: 'h.amount',
  actionCode: 'h.action_code',
};
const TOP_UP_COLUMNS: Record<(typeof TOP_UP_SORT_KEYS)[number], string> = {
  requestedAt: 't.requested_at',
  amount: 't.amount',
  status: 't.status',
  organizationName: 'lower(o.name)',
  decidedAt: 't.decided_at',
};

const iso = (column: string) => `to_json(${column}) #>> '{}'`;

/** Reads of the credit projections, always within the caller's reach (tenancy as in the commands). */
@Injectable()
export class CreditQueriesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: StorageService,
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
    const f = new Filter();
    this.scope(f, actor, book, 'b.organization_id');
    if (q.currencyCode) f.add('b.currency = ?', q.currencyCode);
    if (q.organizationName) f.add('o.name ILIKE ?', like(q.organizationName));
    if (q.organizationCode) f.add('o.code ILIKE ?', like(q.organizationCode));
    const from = `FROM credit.balances b LEFT JOIN organizations.organizations o ON o.id = b.organization_id ${f.where}`;
    const [{ total }] = (await this.dataSource.query(`SELECT count(*)::int AS total ${from}`, f.params)) as { total: number }[];
    const rows = (await this.dataSource.query(
      `SELECT b.organization_id AS "organizationId", b.currency AS "currencyCode", b.credit_limit AS "creditLimit",
              b.posted AS balance, b.held, b.available, o.name AS "organizationName", o.code AS "organizationCode",
              ${iso('b.updated_at')} AS "updatedAt"
         ${from} ${orderBy(q, CREDIT_LIST_COLUMNS, 'b.updated_at', 'b.organization_id, b.currency')}
        LIMIT ${f.next(q.pageSize)} OFFSET ${f.next((q.curPageIndex - 1) * q.pageSize)}`,
      f.params,
    )) as (CreditListItem & Record<'creditLimit' | 'balance' | 'held' | 'available', string>)[];
    const items = rows.map((r) => ({
      ...r,
      creditLimit: money(r.creditLimit),
      balance: money(r.balance),
      held: money(r.held),
      available: money(r.available),
    }));
    return { items, total, pageSize: q.pageSize, curPageIndex: q.curPageIndex };
  }

  async histories(actor: Actor, book: CreditBook, q: CreditHistoryQuery): Promise<Page<CreditHistoryItem>> {
    const { from, params } = this.historyFrom(actor, book, q);
    const [{ total }] = (await this.dataSource.query(`SELECT count(*)::int AS total ${from}`, params)) as { total: number }[];
    const f = new Filter();
    f.params.push(...params);
    const rows = await this.historyRows(
      `${from} ${orderBy(q, HISTORY_COLUMNS, 'h.recorded_at', 'h.stream_version DESC')}
       LIMIT ${f.next(q.pageSize)} OFFSET ${f.next((q.curPageIndex - 1) * q.pageSize)}`,
      f.params,
    );
    return { items: rows, total, pageSize: q.pageSize, curPageIndex: q.curPageIndex };
  }

  /** The filtered histories (not paged) as CSV or XLSX, headers in the caller's language. */
  async exportHistories(actor: Actor, book: CreditBook, q: CreditHistoryExport, res: Response): Promise<void> {
    const { from, params, organizationId } = this.historyFrom(actor, book, q);
    const rows = await this.historyRows(
      `${from} ${orderBy(q, HISTORY_COLUMNS, 'h.recorded_at', 'h.stream_version DESC')} LIMIT ${HISTORY_EXPORT_LIMIT}`,
      params,
    );
    const [org] = (await this.dataSource.query(`SELECT code FROM organizations.organizations WHERE id = $1`, [
      organizationId,
    ])) as {
      code: string;
    }[];
    const columns = (lang: 'en' | 'ms'): ExportColumn<CreditHistoryItem>[] => [
      { key: 'recordedAt', kind: 'datetime', header: { en: 'Date and time', ms: 'Tarikh dan masa' } },
      {
        key: 'actionCode',
        header: { en: 'Action', ms: 'Tindakan' },
        value: (r) => labelOf(CREDIT_HISTORY_ACTION, r.actionCode, lang),
      },
      {
        key: 'transactionType',
        header: { en: 'Transaction type', ms: 'Jenis transaksi' },
        value: (r) => labelOf(TRANSACTION_TYPE, r.transactionType, lang),
      },
      { key: 'reference', header: { en: 'Reference', ms: 'Rujukan' } },
      { key: 'requestedAmount', kind: 'money', currency: (r) => r.currencyCode, header: { en: 'Amount', ms: 'Amaun' } },
      { key: 'amount', kind: 'money', currency: (r) => r.currencyCode, header: { en: 'Posted', ms: 'Dibukukan' } },
      { key: 'balanceAfter', kind: 'money', currency: (r) => r.currencyCode, header: { en: 'Balance', ms: 'Baki' } },
      {
        key: 'creditLimitAfter',
        kind: 'money',
        currency: (r) => r.currencyCode,
        header: { en: 'Credit limit', ms: 'Had kredit' },
      },
      {
        key: 'availableAfter',
        kind: 'money',
        currency: (r) => r.currencyCode,
        header: { en: 'Available', ms: 'Tersedia' },
      },
      { key: 'currencyCode', header: { en: 'Currency', ms: 'Mata wang' } },
      { key: 'remark', header: { en: 'Remark', ms: 'Catatan' } },
      { key: 'actorName', header: { en: 'By', ms: 'Oleh' } },
    ];
    const language = requestContext.get()?.language ?? 'en';
    await sendTableExport(
      res,
      { columns: columns(language), rows, sheetName: 'Credit history' },
      { format: q.format, fileName: `credit-histories-${org?.code ?? 'system'}-${q.currencyCode}`, stamp: new Date() },
    );
  }

  async topUps(actor: Actor, book: CreditBook, q: TopUpListQuery): Promise<Page<TopUpItem>> {
    const f = new Filter();
    this.scope(f, actor, book, 't.organization_id');
    if (q.organizationId) f.add('t.organization_id = ?', this.organizationOf(actor, book, q.organizationId));
    if (q.status) f.add('t.status = ?', q.status);
    if (q.currencyCode) f.add('t.currency = ?', q.currencyCode);
    if (q.paymentType) f.add('t.payment_type = ?', q.paymentType);
    if (q.organizationName) f.add('o.name ILIKE ?', like(q.organizationName));
    const from = `FROM credit.top_ups t LEFT JOIN organizations.organizations o ON o.id = t.organization_id ${f.where}`;
    const [{ total }] = (await this.dataSource.query(`SELECT count(*)::int AS total ${from}`, f.params)) as { total: number }[];
    const rows = (await this.dataSource.query(
      `SELECT t.id AS "topUpId", t.organization_id AS "organizationId", o.name AS "organizationName",
              t.currency AS "currencyCode", t.amount, t.payment_type AS "paymentType", t.payment_method AS "paymentMethod",
              t.bank_id AS "bankId", t.bank_name AS "bankName", t.bank_in_reference AS "bankInReference",
              ${iso('t.bank_in_at')} AS "bankInDateTime", t.slip_file_id IS NOT NULL AS "hasSlip",
              t.slip_file_name AS "slipFileName", t.remark, t.status, t.reason, t.undone, t.requested_by AS "requestedBy",
              ${iso('t.requested_at')} AS "requestedAt", t.decided_by AS "decidedBy", ${iso('t.decided_at')} AS "decidedAt"
         ${from} ${orderBy(q, TOP_UP_COLUMNS, 't.requested_at', 't.id')}
        LIMIT ${f.next(q.pageSize)} OFFSET ${f.next((q.curPageIndex - 1) * q.pageSize)}`,
      f.params,
    )) as (TopUpItem & { amount: string })[];
    return {
      items: rows.map((r) => ({ ...r, amount: money(r.amount) })),
      total,
      pageSize: q.pageSize,
      curPageIndex: q.curPageIndex,
    };
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

  private historyFrom(actor: Actor, book: CreditBook, q: CreditHistoryQuery) {
    const organizationId = this.organizationOf(actor, book, q.organizationId);
    const f = new Filter().add('h.organization_id = ?', organizationId).add('h.currency = ?', q.currencyCode);
    if (q.actionCode) f.add('h.action_code = ?', q.actionCode);
    if (q.transactionType) f.add('h.transaction_type = ?', q.transactionType);
    if (q.reference) f.add('h.reference ILIKE ?', like(q.reference));
    if (q.dateFrom) f.add(`h.recorded_at >= (?::date)::timestamp AT TIME ZONE '${BUSINESS_TIME_ZONE}'`, q.dateFrom);
    if (q.dateTo) f.add(`h.recorded_at < (?::date + 1)::timestamp AT TIME ZONE '${BUSINESS_TIME_ZONE}'`, q.dateTo);
    return {
      from: `FROM credit.history_entries h LEFT JOIN identity.users u ON u.id = h.actor_id ${f.where}`,
      params: f.params,
      organizationId,
    };
  }

  private async historyRows(tail: string, params: unknown[]): Promise<CreditHistoryItem[]> {
    const rows = (await this.dataSource.query(
      `SELECT h.event_id AS "eventId", h.organization_id AS "organizationId", h.currency AS "currencyCode",
              h.action_code AS "actionCode", h.transaction_type AS "transactionType", h.amount,
              h.requested_amount AS "requestedAmount", h.balance_after AS "balanceAfter",
              h.available_after AS "availableAfter", h.credit_limit_after AS "creditLimitAfter", h.reference,
              h.original_event_id AS "originalEventId", h.remark, h.actor_id AS "actorId",
              coalesce(nullif(u.full_name, ''), u.username) AS "actorName", h.page_path AS "pagePath",
              ${iso('h.recorded_at')} AS "recordedAt"
         ${tail}`,
      params,
    )) as (CreditHistoryItem &
      Record<'amount' | 'requestedAmount' | 'balanceAfter' | 'availableAfter' | 'creditLimitAfter', string>)[];
    return rows.map((r) => ({
      ...r,
      amount: money(r.amount),
      requestedAmount: money(r.requestedAmount),
      balanceAfter: money(r.balanceAfter),
      availableAfter: money(r.availableAfter),
      creditLimitAfter: money(r.creditLimitAfter),
    }));
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
  private scope(f: Filter, actor: Actor, book: CreditBook, column: string): void {
    if (book === 'system') {
      assertStaff(actor);
      f.add(`${column} = ?`, SYSTEM_ORGANIZATION_ID);
    } else if (actor.organizationId === null) {
      f.add(`${column} <> ?`, SYSTEM_ORGANIZATION_ID);
    } else {
      f.add(`${column} = ?`, actor.organizationId);
    }
  }
}
