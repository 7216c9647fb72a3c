import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { CustomerType, MarkupGroup, MarkupGroupListQuery } from '@bo/shared';
import { insertRow, updateRow } from '../../../core/database/row-writes';
import { Filters, type Queryable } from '../../../core/read-side/paged-list';
import { iso } from '../../../core/read-side/sql-dates';

/** A timestamptz as the API answers times: ISO 8601 in UTC with milliseconds. */

/**
 * A group as the API answers it. `markupCount` reads the mark-ups' table (`pricing.markups`, made
 * by Markups1732240001810, same context) by its `markup_group_id`.
 */
const COLUMNS = `
  g.id AS "markupGroupListID", g.code, g.name, g.description, g.customer_type AS "customerType",
  g.is_default AS "isDefault", g.commission_bps AS "commissionBasisPoints", g.active,
  (SELECT count(*)::int FROM pricing.organization_groups og WHERE og.group_id = g.id) AS "organizationCount",
  (SELECT count(*)::int FROM pricing.markups mk WHERE mk.markup_group_id = g.id) AS "markupCount",
  ${iso('g.created_at')} AS "createdAt", ${iso('g.updated_at')} AS "updatedAt"`;

/** What create and update write. */
export interface MarkupGroupFields {
  code: string;
  name: string;
  description: string | null;
  customerType: CustomerType;
  isDefault: boolean;
  commissionBasisPoints: number;
  active: boolean;
}

const columnsOf = (g: MarkupGroupFields) => ({
  code: g.code,
  name: g.name,
  description: g.description,
  customer_type: g.customerType,
  is_default: g.isDefault,
  commission_bps: g.commissionBasisPoints,
  active: g.active,
});

/** The few fields pricing a sale (and an organization's profile) needs of a group. */
export interface GroupRef {
  id: string;
  name: string;
  isDefault: boolean;
  commissionBasisPoints: number;
}
const REF = `g.id, g.name, g.is_default AS "isDefault", g.commission_bps AS "commissionBasisPoints"`;

/**
 * The SQL of `pricing.markup_groups` and `pricing.organization_groups` (which group an organization
 * is in; organization ids come from the organizations context, without a foreign key). Writes take
 * the caller's transaction.
 */
@Injectable()
export class MarkupGroupsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Every group matching the query, in name order. */
  list(q: MarkupGroupListQuery): Promise<MarkupGroup[]> {
    const filters = new Filters().equals('g.customer_type', q.customerType);
    if (q.activeOnly) filters.where('g.active');
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM pricing.markup_groups g ${filters.sql} ORDER BY lower(g.name), g.id`,
      filters.params,
    ) as Promise<MarkupGroup[]>;
  }

  async find(db: Queryable, id: string, lock: false | 'share' | 'update' = false): Promise<MarkupGroup | undefined> {
    const locking = lock === 'update' ? 'FOR UPDATE' : lock === 'share' ? 'FOR SHARE' : '';
    const rows = (await db.query(`SELECT ${COLUMNS} FROM pricing.markup_groups g WHERE g.id = $1 ${locking}`, [
      id,
    ])) as MarkupGroup[];
    return rows[0];
  }

  insert(m: EntityManager, g: MarkupGroupFields): Promise<string> {
    return insertRow(m, 'pricing.markup_groups', columnsOf(g));
  }

  update(m: EntityManager, id: string, g: MarkupGroupFields): Promise<void> {
    return updateRow(m, 'pricing.markup_groups', id, columnsOf(g));
  }

  /**
   * Seeds: adds a group unless one with its code exists; a default only while its customer type
   * has none (an administrator may have made another group the default).
   */
  async insertMissing(m: EntityManager, g: MarkupGroupFields): Promise<void> {
    await m.query(
      `INSERT INTO pricing.markup_groups (code, name, description, customer_type, is_default, commission_bps, active)
       SELECT $1, $2, $3, $4::text, $5::boolean AND NOT EXISTS (
                SELECT 1 FROM pricing.markup_groups d WHERE d.customer_type = $4::text AND d.is_default), $6, $7
       ON CONFLICT (upper(code)) DO NOTHING`,
      [g.code, g.name, g.description, g.customerType, g.isDefault, g.commissionBasisPoints, g.active],
    );
  }

  /**
   * Serialises changes of the defaults until the transaction ends: with it held, the statements
   * that follow see every earlier switch committed (READ COMMITTED takes a snapshot per statement).
   */
  async lockDefaults(m: EntityManager): Promise<void> {
    await m.query(`SELECT pg_advisory_xact_lock(hashtextextended('pricing:markup-group-defaults', 0))`);
  }

  /** The ids of the defaults of `customerType` other than `exceptId` (at most one), row-locked. */
  async otherDefaults(m: EntityManager, customerType: CustomerType, exceptId: string | null): Promise<string[]> {
    const rows = (await m.query(
      `SELECT id FROM pricing.markup_groups
        WHERE customer_type = $1 AND is_default AND id IS DISTINCT FROM $2::uuid
        FOR UPDATE`,
      [customerType, exceptId],
    )) as { id: string }[];
    return rows.map((r) => r.id);
  }

  async clearDefault(m: EntityManager, id: string): Promise<void> {
    await m.query(`UPDATE pricing.markup_groups SET is_default = false, updated_at = now() WHERE id = $1`, [id]);
  }

  /**
   * The group that prices a buyer of `customerType` (every quote and availability search asks), in
   * one statement: the group assigned to `organizationId` while it is active and of that type, else
   * the active default of the type, else none. At most two rows match (one default per type, one
   * assignment per organization); a non-default sorts first, so an assigned group wins.
   */
  async pricingGroup(db: Queryable, customerType: CustomerType, organizationId: string | null): Promise<GroupRef | undefined> {
    const rows = (await db.query(
      `SELECT ${REF} FROM pricing.markup_groups g
        WHERE g.customer_type = $1 AND g.active
          AND (g.is_default OR g.id = (SELECT og.group_id FROM pricing.organization_groups og WHERE og.organization_id = $2))
        ORDER BY g.is_default
        LIMIT 1`,
      [customerType, organizationId],
    )) as GroupRef[];
    return rows[0];
  }

  /** The group assigned to the organization, if any (active or not). */
  async assignedTo(db: Queryable, organizationId: string): Promise<GroupRef | undefined> {
    const rows = (await db.query(
      `SELECT ${REF} FROM pricing.organization_groups og JOIN pricing.markup_groups g ON g.id = og.group_id
        WHERE og.organization_id = $1`,
      [organizationId],
    )) as GroupRef[];
    return rows[0];
  }

  /**
   * Serialises assignments of one organization until the transaction ends, so the "before" of the
   * audit entry is what the write replaced.
   */
  async lockAssignment(m: EntityManager, organizationId: string): Promise<void> {
    await m.query(`SELECT pg_advisory_xact_lock(hashtextextended('pricing:organization-group:' || $1::text, 0))`, [
      organizationId,
    ]);
  }

  async assign(m: EntityManager, organizationId: string, groupId: string): Promise<void> {
    await m.query(
      `INSERT INTO pricing.organization_groups (organization_id, group_id) VALUES ($1, $2)
       ON CONFLICT (organization_id) DO UPDATE SET group_id = EXCLUDED.group_id, assigned_at = now()
        WHERE pricing.organization_groups.group_id IS DISTINCT FROM EXCLUDED.group_id`,
      [organizationId, groupId],
    );
  }

  async unassign(m: EntityManager, organizationId: string): Promise<void> {
    await m.query(`DELETE FROM pricing.organization_groups WHERE organization_id = $1`, [organizationId]);
  }
}
