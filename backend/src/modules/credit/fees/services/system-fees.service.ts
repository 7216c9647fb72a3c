import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type {
  CheckSystemFeeSettingBody,
  CreateSystemFeeBody,
  SystemFeeItem,
  SystemFeeListQuery,
  UpdateSystemFeeBody,
} from '@bo/shared';
import { AuditService } from '../../../../core/audit/audit.service';
import { AuditedRecords } from '../../../../core/audit/audited-records';
import type { Actor } from '../../../../core/context/request-context';
import { UnitOfWork } from '../../../../core/database/unit-of-work';
import { AppError } from '../../../../core/errors/app-error';
import { fieldError } from '../../../../core/http/action-result';
import { RedisService } from '../../../../core/redis/redis.service';
import { SharedCache } from '../../../../core/redis/shared-cache';
import { targetOrganization } from '../../../../core/auth/tenancy';
import { Filters, mapPage, type Page, pagedList, type Sort } from '../../../../core/read-side/paged-list';
import { OrganizationDirectory } from '../../../organizations';
import type { SystemFees } from '../../ports/system-fees.port';

type SortKey = NonNullable<SystemFeeListQuery['sortKey']>;

/**
 * Sort keys of the shared contract mapped to SQL. The provider's defaults (no organization) sort
 * as the lowest organization name: first ascending, last descending. Without a sort key: defaults
 * first, then by organization, fee type and currency.
 */
const SORT: Sort<SortKey> = {
  keys: {
    organizationName: `coalesce(lower(o.name), '')`,
    feeType: 's.fee_type',
    currencyCode: 's.currency',
    basis: 's.basis',
    value: 's.value',
    active: 's.active',
    updatedAt: 's.updated_at',
  },
  default: 's.organization_id IS NOT NULL, lower(o.name), s.fee_type, s.currency',
  tiebreaker: 's.id',
};

const COLUMNS = `
  s.id, s.organization_id AS "organizationId", o.name AS "organizationName", s.fee_type AS "feeType",
  s.currency AS "currencyCode", s.basis, s.value::text AS value, s.active,
  to_char(s.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;
const FROM = `credit.system_fee_settings s
  LEFT JOIN credit.organizations o ON o.id = s.organization_id`;
const SELECT = `SELECT ${COLUMNS} FROM ${FROM}`;

type Row = Omit<SystemFeeItem, 'value'> & { value: string };
type FeeFilter = { feeType?: SystemFeeItem['feeType']; currencyCode?: string };
/** ` AND ...` for the fee type and currency asked, their values pushed onto `params`. */
const feeFilters = (filter: FeeFilter, params: unknown[]) =>
  [
    filter.feeType ? ` AND s.fee_type = $${params.push(filter.feeType)}` : '',
    filter.currencyCode ? ` AND s.currency = $${params.push(filter.currencyCode)}` : '',
  ].join('');
/** bigint arrives as text; the contract bounds values to safe integers, so Number() is exact. */
const toItem = (row: Row): SystemFeeItem => ({ ...row, value: Number(row.value) });

/**
 * System fee settings of `/bo/SystemOrganizationCredit`: a fee per type and currency, as an amount
 * (minor units) or a percentage (basis points). A row without organization is the provider's
 * default; an organization's own row for the same type and currency takes its place. Every change
 * is audited in its transaction (`AuditedRecords`: `system-fee.created|updated`).
 */
@Injectable()
export class SystemFeesService implements OnModuleInit, OnModuleDestroy, SystemFees {
  private readonly records: AuditedRecords<SystemFeeItem>;
  /** `inEffect` answers, read by every price; every write drops them all once it commits (SharedCache). */
  private readonly effective: SharedCache<SystemFeeItem[]>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly organizations: OrganizationDirectory,
    uow: UnitOfWork,
    audit: AuditService,
    redis: RedisService,
  ) {
    this.effective = new SharedCache(redis, 'system-fees-in-effect', { ttlMs: 10_000, maxSize: 5_000 });
    this.records = new AuditedRecords(uow, audit, {
      name: 'system-fee',
      onChange: (m) => this.effective.invalidateOnCommit(m),
      targetType: 'system-fee-setting',
      notFound: 'RECORD_NOT_FOUND',
      read: async (m, id, lock) => {
        const [row] = (await m.query(`${SELECT} WHERE s.id = $1 ${lock ? 'FOR UPDATE OF s' : ''}`, [id])) as Row[];
        return row && toItem(row);
      },
      constraints: { system_fee_settings_uq: { code: 'SYSTEM_FEE_SETTING_EXISTS', field: 'feeType' } },
      createdAs: 'setting',
      listsChanged: false,
    });
  }

  onModuleInit(): Promise<void> {
    return this.effective.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.effective.stop();
  }

  async list(actor: Actor, q: SystemFeeListQuery): Promise<Page<SystemFeeItem>> {
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
    const page = await pagedList<Row>(this.dataSource, q, { select: COLUMNS, from: FROM, filters, sort: SORT });
    return mapPage(page, toItem);
  }

  create(input: CreateSystemFeeBody): Promise<SystemFeeItem> {
    return this.records.create(async (m) => {
      const organizationId = input.organizationId ?? null;
      await this.assertOrganizationExists(m, organizationId);
      const [{ id }] = (await m.query(
        `INSERT INTO credit.system_fee_settings (organization_id, fee_type, currency, basis, value, active)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [organizationId, input.feeType, input.currencyCode, input.basis, input.value, input.active],
      )) as { id: string }[];
      return id;
    });
  }

  /** Replaces the setting's fields (organization absent or null: the provider default); `active` absent keeps its state. */
  update(input: UpdateSystemFeeBody): Promise<SystemFeeItem> {
    return this.records.update(input.id, async (m, before) => {
      const organizationId = input.organizationId ?? null;
      await this.assertOrganizationExists(m, organizationId);
      await m.query(
        `UPDATE credit.system_fee_settings
            SET organization_id = $2, fee_type = $3, currency = $4, basis = $5, value = $6, active = $7, updated_at = now()
          WHERE id = $1`,
        [input.id, organizationId, input.feeType, input.currencyCode, input.basis, input.value, input.active ?? before.active],
      );
    });
  }

  /**
   * Whether the organization has settings of its own (active or not, for the fee type and currency
   * asked, if any) and the settings that apply to it: per fee type and currency, its own active
   * setting, else the provider's active default. An inactive own setting falls back to the default;
   * to waive a default fee for one organization, give it its own setting with value 0.
   */
  async check(actor: Actor, input: CheckSystemFeeSettingBody) {
    const organizationId = targetOrganization(actor, input.organizationId);
    if (!(await this.organizations.exists(this.dataSource.manager, organizationId))) throw new AppError('RECORD_NOT_FOUND');
    const params: unknown[] = [organizationId];
    const and = feeFilters(input, params);
    const [[{ own }], effective] = await Promise.all([
      this.dataSource.query(
        `SELECT count(*)::int AS own FROM credit.system_fee_settings s WHERE s.organization_id = $1${and}`,
        params,
      ) as Promise<{ own: number }[]>,
      this.inEffect(organizationId, input),
    ]);
    return { organizationId, hasOwnSettings: own > 0, effective };
  }

  /**
   * The active settings that apply, per fee type and currency: the organization's own, else the
   * provider's default; no organization (a consumer): the provider's active defaults. One
   * statement, no tenancy check: for other contexts pricing a sale (the caller resolved the buyer).
   * Cached until the next write commits (callers only read the answer).
   */
  inEffect(organizationId: string | null, filter: FeeFilter = {}): Promise<SystemFeeItem[]> {
    const key = `${organizationId ?? '-'}:${filter.feeType ?? '*'}:${filter.currencyCode ?? '*'}`;
    return this.effective.get(key, () => this.readInEffect(organizationId, filter));
  }

  private async readInEffect(organizationId: string | null, filter: FeeFilter): Promise<SystemFeeItem[]> {
    const params: unknown[] = [organizationId];
    const and = feeFilters(filter, params);
    const rows = (await this.dataSource.query(
      `SELECT DISTINCT ON (e."feeType", e."currencyCode") e.*
         FROM (${SELECT} WHERE s.active AND (s.organization_id = $1::uuid OR s.organization_id IS NULL)${and}) e
        ORDER BY e."feeType", e."currencyCode", (e."organizationId" IS NULL)`,
      params,
    )) as Row[];
    return rows.map(toItem);
  }

  private async assertOrganizationExists(m: EntityManager, organizationId: string | null): Promise<void> {
    if (organizationId === null) return;
    if (!(await this.organizations.exists(m, organizationId))) throw fieldError('ORGANIZATION_NOT_FOUND', 'organizationId');
  }
}
