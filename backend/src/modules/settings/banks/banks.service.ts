import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { BankItem, CreateBankBody, UpdateBankBody } from '@bo/shared';
import { AuditService } from '../../../core/audit/audit.service';
import { UnitOfWork } from '../../../core/database/unit-of-work';
import { AppError } from '../../../core/errors/app-error';
import { isUniqueViolation } from '../../../core/event-store/event-store';
import { fieldError } from '../../../core/http/action-result';
import { BanksRepository } from './banks.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The provider's receiving bank accounts (`/bo/Bank`): agents pick one when they request a top-up
 * and transfer to it. Plain reference data of the settings context, every change audited in the
 * same transaction. Exported: the credit context calls `requireActive` (never the table).
 */
@Injectable()
export class BanksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
    private readonly banks: BanksRepository,
  ) {}

  /** By name; `activeOnly` leaves out deactivated banks (what a top-up form offers). */
  list(activeOnly: boolean): Promise<BankItem[]> {
    return this.banks.list(activeOnly);
  }

  async create(input: CreateBankBody): Promise<BankItem> {
    return this.uow.run(async (m) => {
      const id = await this.uniqueCode(input.code, () =>
        this.banks.insert(m, {
          code: upperCode(input.code),
          name: input.name,
          accountName: input.accountName ?? null,
          accountNumber: input.accountNumber ?? null,
          active: input.active,
        }),
      );
      const bank = await this.one(m, id);
      await this.audit.record({ action: 'bank.created', targetType: 'bank', targetId: id, details: { bank } }, m);
      return bank;
    });
  }

  /** Replaces the bank's fields; `active` absent keeps its state. A top-up already made keeps the bank name it was made with. */
  async update(input: UpdateBankBody): Promise<BankItem> {
    return this.uow.run(async (m) => {
      const before = await this.banks.find(m, input.id, { forUpdate: true });
      if (!before) throw new AppError('RECORD_NOT_FOUND');
      await this.uniqueCode(input.code, () =>
        this.banks.update(m, input.id, {
          code: upperCode(input.code),
          name: input.name,
          accountName: input.accountName ?? null,
          accountNumber: input.accountNumber ?? null,
          active: input.active ?? before.active,
        }),
      );
      const after = await this.one(m, input.id);
      await this.audit.record({ action: 'bank.updated', targetType: 'bank', targetId: input.id, details: { before, after } }, m);
      return after;
    });
  }

  /**
   * The bank a top-up names, if it exists and is active; otherwise 400 BANK_NOT_AVAILABLE on the
   * `bankId` field. Pass the caller's transaction manager to read within it.
   */
  async requireActive(id: string, manager: EntityManager = this.dataSource.manager): Promise<{ id: string; name: string }> {
    const bank = UUID.test(id) ? await this.banks.findActive(id, manager) : undefined;
    if (!bank) throw fieldError('BANK_NOT_AVAILABLE', 'bankId');
    return bank;
  }

  private async uniqueCode<T>(code: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('BANK_CODE_TAKEN', 'code', { code: upperCode(code) });
      throw error;
    }
  }

  private async one(m: EntityManager, id: string): Promise<BankItem> {
    const bank = await this.banks.find(m, id);
    if (!bank) throw new AppError('RECORD_NOT_FOUND');
    return bank;
  }
}

/** Codes are compared case-insensitively (unique on upper(code)), so they are kept upper-case. */
const upperCode = (code: string) => code.trim().toUpperCase();
