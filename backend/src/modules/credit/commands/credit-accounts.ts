import type { EntityManager } from 'typeorm';
import type { CreditCommandResult, SuccessCode } from '@bo/shared';
import { assertStaff, targetOrganization } from '../../../core/auth/tenancy';
import type { Actor } from '../../../core/context/request-context';
import { AppError } from '../../../core/errors/app-error';
import { actionResult } from '../../../core/http/action-result';
import { SYSTEM_ORGANIZATION_ID } from '../domain/credit.events';
import type { CreditAccountRef, LedgerResult } from '../services/credit-ledger.service';

/** Whose ledger a call works on: agents' credit (`/bo/AgentOrganizationCredit`) or the provider's own. */
export type CreditBook = 'agent' | 'system';

/**
 * The account a call names, within the caller's reach. Tenancy: staff (no organization in the
 * token) name the organization; an agency user always acts on its own and naming another answers
 * 404. System credit is the provider staff's only.
 */
export function accountOf(
  actor: Actor,
  book: CreditBook,
  body: { organizationId?: string; currencyCode: string },
): CreditAccountRef {
  if (book === 'system') {
    assertStaff(actor);
    return { organizationId: SYSTEM_ORGANIZATION_ID, currency: body.currencyCode };
  }
  const organizationId = targetOrganization(actor, body.organizationId);
  if (organizationId === SYSTEM_ORGANIZATION_ID) throw new AppError('RECORD_NOT_FOUND');
  return { organizationId, currency: body.currencyCode };
}

/** An agency's account for a staff-only call (adjustments, refunds). */
export function staffAccountOf(actor: Actor, body: { organizationId?: string; currencyCode: string }): CreditAccountRef {
  assertStaff(actor);
  return accountOf(actor, 'agent', body);
}

/** Which account a top-up belongs to (the write side's own index, so a just-made request is found). */
export async function topUpAccountOf(manager: EntityManager, book: CreditBook, topUpId: string): Promise<CreditAccountRef> {
  const rows = (await manager.query(
    `SELECT organization_id AS "organizationId", currency FROM credit.top_up_streams WHERE top_up_id = $1`,
    [topUpId],
  )) as CreditAccountRef[];
  const account = rows[0];
  if (!account || (account.organizationId === SYSTEM_ORGANIZATION_ID) !== (book === 'system')) {
    throw new AppError('RECORD_NOT_FOUND');
  }
  return account;
}

/** What every credit call answers: the catalogue message, the balances after, the events. */
export function creditAnswer(code: SuccessCode, result: LedgerResult): CreditCommandResult {
  return {
    ...actionResult(code),
    balance: result.balance,
    eventIds: result.eventIds,
    ...(result.topUpId ? { topUpId: result.topUpId } : {}),
  };
}
