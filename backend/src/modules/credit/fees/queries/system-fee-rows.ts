import type { SystemFeeItem, SystemFeeListQuery } from '@bo/shared';
import type { Sort } from '../../../../core/read-side/paged-list';

type SortKey = NonNullable<SystemFeeListQuery['sortKey']>;

/**
 * Sort keys of the shared contract mapped to SQL. The provider's defaults (no organization) sort
 * as the lowest organization name: first ascending, last descending. Without a sort key: defaults
 * first, then by organization, fee type and currency.
 */
export const SYSTEM_FEE_SORT: Sort<SortKey> = {
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

export const SYSTEM_FEE_COLUMNS = `
  s.id, s.organization_id AS "organizationId", o.name AS "organizationName", s.fee_type AS "feeType",
  s.currency AS "currencyCode", s.basis, s.value::text AS value, s.active,
  to_char(s.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;
export const SYSTEM_FEE_FROM = `credit.system_fee_settings s
  LEFT JOIN credit.organizations o ON o.id = s.organization_id`;
export const SYSTEM_FEE_SELECT = `SELECT ${SYSTEM_FEE_COLUMNS} FROM ${SYSTEM_FEE_FROM}`;

export type SystemFeeRow = Omit<SystemFeeItem, 'value'> & { value: string };
export type FeeFilter = { feeType?: SystemFeeItem['feeType']; currencyCode?: string };
/** ` AND ...` for the fee type and currency asked, their values pushed onto `params`. */
export const feeFilters = (filter: FeeFilter, params: unknown[]) =>
  [
    filter.feeType ? ` AND s.fee_type = $${params.push(filter.feeType)}` : '',
    filter.currencyCode ? ` AND s.currency = $${params.push(filter.currencyCode)}` : '',
  ].join('');
/** bigint arrives as text; the contract bounds values to safe integers, so Number() is exact. */
export const toSystemFeeItem = (row: SystemFeeRow): SystemFeeItem => ({ ...row, value: Number(row.value) });
