import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type {
  CaptureHoldBody,
  CreditAdjustmentBody,
  CreditCommandResult,
  CreditLimitTopUpBody,
  HoldCreditBody,
  ManualRefundBody,
  ProcessTopUpBody,
  ReleaseHoldBody,
  SpendCreditBody,
  SuccessCode,
  TopUpRequestBody,
} from '@bo/shared';
import type { Actor } from '../../../core/context/request-context';
import { UnitOfWork } from '../../../core/database/unit-of-work';
import { AppError } from '../../../core/errors/app-error';
import { StorageService, type UploadedFile } from '../../../core/storage/storage.service';
import { actionResult, fieldError } from '../../../core/http/action-result';
import { assertInScope, assertStaff, targetOrganization } from '../../../core/auth/tenancy';
import { BanksService } from '../../settings/banks/banks.service';
import type { CreditCommand } from '../domain/credit-account';
import { SYSTEM_ORGANIZATION_ID } from '../domain/credit.events';
import { type CreditAccountRef, CreditLedgerService, type LedgerResult } from './credit-ledger.service';

export const SLIP_PURPOSE = 'credit-top-up-slip';

/** Whose ledger a call works on: agents' credit (`/bo/AgentOrganizationCredit`) or the provider's own. */
export type CreditBook = 'agent' | 'system';

/**
 * The credit calls of the API: who may do what to which account, then one ledger command.
 * Tenancy: staff (no organization in the token) name the organization; an agency user always acts
 * on its own and naming another answers 404. Adjustments, refunds and decisions are staff-only.
 */
@Injectable()
export class CreditCommandsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: CreditLedgerService,
    private readonly uow: UnitOfWork,
    private readonly storage: StorageService,
    private readonly banks: BanksService,
  ) {}

  /**
   * A bank-in request: PEND until decided. The slip is stored in the same transaction as the
   * request, so a refusal (bad bank, unknown organization, bad file) leaves nothing behind.
   */
  async requestTopUp(actor: Actor, book: CreditBook, body: TopUpRequestBody, slip: UploadedFile | undefined) {
    const account = this.account(actor, book, body);
    if (body.paymentType === 'BNK' || slip) this.storage.check(slip);
    const topUpId = randomUUID();
    const result = await this.uow.run(async (manager) => {
      const bank = await this.banks.requireActive(body.bankId, manager);
      const stored = slip
        ? await this.storage.save(manager, slip, {
            purpose: SLIP_PURPOSE,
            organizationId: book === 'agent' ? account.organizationId : null,
            uploadedBy: actor.userId,
          })
        : undefined;
      return this.ledger.execute(
        account,
        {
          type: 'RequestTopUp',
          topUpId,
          amount: body.amount,
          paymentType: body.paymentType,
          paymentMethod: body.paymentMethod,
          bankId: bank.id,
          bankName: bank.name,
          bankInReference: body.bankInReference,
          bankInAt: new Date(body.bankInDateTime).toISOString(),
          slip: stored ? { fileId: stored.id, fileName: stored.fileName, contentType: stored.contentType } : null,
          remark: body.remark ?? null,
          requestedBy: actor.userId,
        },
        { manager },
      );
    });
    return answer('TOP_UP_REQUESTED', result);
  }

  /** VERIFY posts the amount, REJECT needs a reason, UNDO reverses an approval once. Staff only. */
  async processTopUp(actor: Actor, book: CreditBook, body: ProcessTopUpBody) {
    assertStaff(actor);
    const account = await this.topUpAccount(book, body.topUpId);
    const command: CreditCommand =
      body.action === 'VERIFY'
        ? { type: 'ApproveTopUp', topUpId: body.topUpId }
        : body.action === 'REJECT'
          ? { type: 'RejectTopUp', topUpId: body.topUpId, reason: requireReason(body.reason) }
          : { type: 'UndoApprovedPayment', topUpId: body.topUpId, reason: body.reason ?? null };
    const code: SuccessCode =
      body.action === 'VERIFY' ? 'TOP_UP_SUCCESSFUL' : body.action === 'REJECT' ? 'TOP_UP_REJECTED' : 'PAYMENT_UNDONE';
    return answer(code, await this.ledger.execute(account, command));
  }

  /** The requester's organization (or staff) withdraws a pending top-up (addition). */
  async cancelTopUp(actor: Actor, book: CreditBook, topUpId: string) {
    const account = await this.topUpAccount(book, topUpId);
    assertInScope(actor, account.organizationId);
    return answer('TOP_UP_CANCELLED', await this.ledger.execute(account, { type: 'CancelTopUp', topUpId }));
  }

  async adjustCreditLimit(actor: Actor, body: CreditLimitTopUpBody) {
    const account = this.staffAccount(actor, body);
    const result = await this.ledger.execute(account, {
      type: 'AdjustCreditLimit',
      amount: body.amount,
      remark: body.remark ?? null,
    });
    return answer('CREDIT_LIMIT_ADJUSTED', result);
  }

  async adjustBalance(actor: Actor, kind: 'CREDIT_NOTE' | 'DEBIT_NOTE', body: CreditAdjustmentBody) {
    const account = this.staffAccount(actor, body);
    const result = await this.ledger.execute(account, {
      type: 'AdjustBalance',
      kind,
      amount: body.amount,
      reference: body.reference ?? null,
      remark: body.remark ?? null,
    });
    return answer('CREDIT_ADJUSTED', result);
  }

  async manualRefund(actor: Actor, body: ManualRefundBody) {
    const account = this.staffAccount(actor, body);
    return answer('CREDIT_REFUNDED', await this.ledger.refund(account, body));
  }

  /* Booking-facing calls (additions): the organization's own users, or staff naming it. */

  async spend(actor: Actor, body: SpendCreditBody) {
    return answer('CREDIT_SPENT', await this.ledger.spend(this.account(actor, 'agent', body), body));
  }

  async placeHold(actor: Actor, body: HoldCreditBody) {
    const expiresAt = new Date(Date.now() + body.expiresInSeconds * 1000);
    return answer('CREDIT_HELD', await this.ledger.placeHold(this.account(actor, 'agent', body), { ...body, expiresAt }));
  }

  async captureHold(actor: Actor, body: CaptureHoldBody) {
    return answer('CREDIT_HOLD_CAPTURED', await this.ledger.captureHold(this.account(actor, 'agent', body), body));
  }

  async releaseHold(actor: Actor, body: ReleaseHoldBody) {
    return answer('CREDIT_HOLD_RELEASED', await this.ledger.releaseHold(this.account(actor, 'agent', body), body));
  }

  /** The account a call names, within the caller's reach. System credit is the provider staff's only. */
  account(actor: Actor, book: CreditBook, body: { organizationId?: string; currencyCode: string }): CreditAccountRef {
    if (book === 'system') {
      assertStaff(actor);
      return { organizationId: SYSTEM_ORGANIZATION_ID, currency: body.currencyCode };
    }
    const organizationId = targetOrganization(actor, body.organizationId);
    if (organizationId === SYSTEM_ORGANIZATION_ID) throw new AppError('RECORD_NOT_FOUND');
    return { organizationId, currency: body.currencyCode };
  }

  private staffAccount(actor: Actor, body: { organizationId?: string; currencyCode: string }): CreditAccountRef {
    assertStaff(actor);
    return this.account(actor, 'agent', body);
  }

  /** Which account a top-up belongs to (the write side's own index, so a just-made request is found). */
  private async topUpAccount(book: CreditBook, topUpId: string): Promise<CreditAccountRef> {
    const rows = (await this.dataSource.query(
      `SELECT organization_id AS "organizationId", currency FROM credit.top_up_streams WHERE top_up_id = $1`,
      [topUpId],
    )) as CreditAccountRef[];
    const account = rows[0];
    if (!account || (account.organizationId === SYSTEM_ORGANIZATION_ID) !== (book === 'system')) {
      throw new AppError('RECORD_NOT_FOUND');
    }
    return account;
  }
}

function requireReason(reason: string | undefined): string {
  if (!reason?.trim()) throw fieldError('TOP_UP_REASON_REQUIRED', 'reason');
  return reason;
}

function answer(code: SuccessCode, result: LedgerResult): CreditCommandResult {
  return {
    ...actionResult(code),
    balance: result.balance,
    eventIds: result.eventIds,
    ...(result.topUpId ? { topUpId: result.topUpId } : {}),
  };
}
