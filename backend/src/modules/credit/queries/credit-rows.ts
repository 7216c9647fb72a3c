import type { CREDIT_HISTORY_SORT_KEYS, CreditHistoryItem, CreditHistoryQuery } from '@bo/shared';
import type { EntityManager } from 'typeorm';
import { assertStaff, targetOrganization } from '../../../core/auth/tenancy';
import type { Actor } from '../../../core/context/request-context';
import { AppError } from '../../../core/errors/app-error';
import { Filters, type Sort } from '../../../core/read-side/paged-list';
import type { UserDirectory } from '../../identity-access';
import type { CreditBook } from '../commands/credit-accounts';
import { SYSTEM_ORGANIZATION_ID } from '../domain/credit.events';

/**
 * What the credit query handlers share: the caller's reach (tenancy as in the commands), the
 * history columns and filters (the page and the export read the same rows), money from bigint text.
 */

/** bigint columns arrive as text; money stays whole minor units. */
export const money = (value: string | number) => Number(value);

export const iso = (column: string) => `to_json(${column}) #>> '{}'`;

/** The one organization a read is about: the provider for system credit, else the tenancy rule. */
export function organizationOf(actor: Actor, book: CreditBook, requested: string | undefined): string {
  if (book === 'system') {
    assertStaff(actor);
    return SYSTEM_ORGANIZATION_ID;
  }
  const organizationId = targetOrganization(actor, requested);
  if (organizationId === SYSTEM_ORGANIZATION_ID) throw new AppError('RECORD_NOT_FOUND');
  return organizationId;
}

/** Which rows a list may show: system credit for staff; agents' credit for staff, or one's own organization. */
export function scope(filters: Filters, actor: Actor, book: CreditBook, column: string): void {
  if (book === 'system') {
    assertStaff(actor);
    filters.equals(column, SYSTEM_ORGANIZATION_ID);
  } else if (actor.organizationId === null) {
    filters.where(`${column} <> ?`, SYSTEM_ORGANIZATION_ID);
  } else {
    filters.equals(column, actor.organizationId);
  }
}

/** Histories are of one account (organization and currency): its stream version is unique. */
export const HISTORY_SORT: Sort<(typeof CREDIT_HISTORY_SORT_KEYS)[number]> = {
  keys: { recordedAt: 'h.recorded_at', amount: 'h.amount', actionCode: 'h.action_code' },
  default: 'h.recorded_at DESC',
  tiebreaker: 'h.stream_version DESC',
};

export const HISTORY_COLUMNS = `
  h.event_id AS "eventId", h.organization_id AS "organizationId", h.currency AS "currencyCode",
  h.action_code AS "actionCode", h.transaction_type AS "transactionType", h.amount,
  h.requested_amount AS "requestedAmount", h.balance_after AS "balanceAfter",
  h.available_after AS "availableAfter", h.credit_limit_after AS "creditLimitAfter", h.reference,
  h.original_event_id AS "originalEventId", h.remark, h.remark_code AS "remarkCode", h.actor_id AS "actorId", h.page_path AS "pagePath",
  to_json(h.recorded_at) #>> '{}' AS "recordedAt"`;
export const HISTORY_FROM = `credit.history_entries h`;
/** The history's read as `pagedList` takes it (the page) and the export spells it out. */
export const HISTORY = { select: HISTORY_COLUMNS, from: HISTORY_FROM, sort: HISTORY_SORT };
export type HistoryRow = CreditHistoryItem &
  Record<'amount' | 'requestedAmount' | 'balanceAfter' | 'availableAfter' | 'creditLimitAfter', string>;
export const historyItem = (r: HistoryRow): CreditHistoryItem => ({
  ...r,
  amount: money(r.amount),
  requestedAmount: money(r.requestedAmount),
  balanceAfter: money(r.balanceAfter),
  availableAfter: money(r.availableAfter),
  creditLimitAfter: money(r.creditLimitAfter),
});

/** The filters of an account's histories, and the organization the caller may read. */
export function historyFilters(actor: Actor, book: CreditBook, q: CreditHistoryQuery) {
  const organizationId = organizationOf(actor, book, q.organizationId);
  const filters = new Filters()
    .equals('h.organization_id', organizationId)
    .equals('h.currency', q.currencyCode)
    .equals('h.action_code', q.actionCode)
    .equals('h.transaction_type', q.transactionType)
    .contains('h.reference', q.reference);
  filters.businessDays('h.recorded_at', { from: q.dateFrom, to: q.dateTo });
  return { filters, organizationId };
}

/** Who made each entry, by name, from identity-access (null for the system or an unknown user). */
export async function withActorNames(
  users: UserDirectory,
  manager: EntityManager,
  items: CreditHistoryItem[],
): Promise<CreditHistoryItem[]> {
  const names = await users.namesOf(
    manager,
    items.map((i) => i.actorId),
  );
  return items.map((i) => ({ ...i, actorName: (i.actorId && names.get(i.actorId)) || null }));
}
