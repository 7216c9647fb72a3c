import type { ActionResult, MarkupDetail, MarkupListItem, MarkupListQuery } from '@bo/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../../../core/errors/app-error';
import { Filters } from '../../../../core/read-side/paged-list';
import { day, iso } from '../../../../core/read-side/sql-dates';
import type { MarkupDefinition } from '../domain/markup.events';

/**
 * What the mark-ups' query handlers (and Create/Edit, which answer the version now current) share:
 * the list columns of `pricing.markups` with the group names of `pricing.markup_groups` (the same
 * context), their mapping to the contract, and the read of one version. Mark-ups are the provider's
 * margins: every read is for its staff (the quote, which agency users may ask for, is QuoteService's).
 */

/** Who made a version, as the contract shows it (the user's id, and name when identity knows it). */
export const changedBy = (userId: string | null, name: string | null) => (userId ? { userId, name: name ?? userId } : null);

export const LIST_COLUMNS = `
  m.id AS "markupID", m.version, m.name, m.product_type AS "productType", m.markup_group_id AS "markupGroupListID",
  coalesce(g.name, '') AS "markupGroupName", m.customer_type AS "customerType", m.based_on AS "basedOn",
  m.fee_basis AS "feeBasis", m.payment_type AS "paymentType", m.same_for_all AS "sameForAll",
  m.lowest_value::text AS "lowestValue", m.highest_value::text AS "highestValue",
  ${day('m.valid_from')} AS "validFrom", ${day('m.valid_to')} AS "validTo", m.active, ${iso('m.updated_at')} AS "updatedAt"`;
export const LIST_FROM = `pricing.markups m LEFT JOIN pricing.markup_groups g ON g.id = m.markup_group_id`;

export type ListRow = Omit<MarkupListItem, 'lowestValue' | 'highestValue'> & { lowestValue: string; highestValue: string };
/** bigint arrives as text; values are bounded by the contract, so Number() is exact. */
export const listItem = (r: ListRow): MarkupListItem => ({
  ...r,
  lowestValue: Number(r.lowestValue),
  highestValue: Number(r.highestValue),
});

/** The list filters of GetMarkupList and GetMarkupListPage. */
export const markupFilters = (q: MarkupListQuery): Filters =>
  new Filters()
    .contains('m.name', q.name)
    .equals('m.product_type', q.productType)
    .equals('m.markup_group_id', q.markupGroupListID)
    .equals('m.customer_type', q.customerType)
    .equals('m.active', q.active);

/** What Create and Edit answer: the toast and the version now current (`markupDetail`). */
export type MarkupResult = ActionResult & { markup: MarkupDetail };

/** One version (default: the current one) with its whole definition and who made it, why. */
export async function markupDetail(db: DataSource | EntityManager, markupId: string, version?: number): Promise<MarkupDetail> {
  // The versions LEFT JOINed: one read tells an unknown mark-up from an unknown version of it.
  const [row] = (await db.query(
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
