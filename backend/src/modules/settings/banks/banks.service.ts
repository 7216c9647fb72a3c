import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type BankItem, type CreateBankBody, isUuid, type UpdateBankBody } from '@bo/shared';
import { AuditService } from '../../../core/audit/audit.service';
import { AuditedRecords } from '../../../core/audit/audited-records';
import { UnitOfWork } from '../../../core/database/unit-of-work';
import { fieldError } from '../../../core/http/action-result';
import { BanksRepository } from './banks.repository';
import type { BankDirectory } from '../ports/bank-directory.port';

/**
 * The provider's receiving bank accounts (`/bo/Bank`): agents pick one when they request a top-up
 * and transfer to it. Plain reference data of the settings context, every change audited in the
 * same transaction. Exported: the credit context calls `requireActive` (never the table).
 */
@Injectable()
export class BanksService implements BankDirectory {
  private readonly records: AuditedRecords<BankItem>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly banks: BanksRepository,
    uow: UnitOfWork,
    audit: AuditService,
  ) {
    this.records = new AuditedRecords(uow, audit, {
      name: 'bank',
      notFound: 'RECORD_NOT_FOUND',
      read: (m, id, lock) => banks.find(m, id, { forUpdate: lock }),
      constraints: { banks_code_uq: { code: 'BANK_CODE_TAKEN', field: 'code' } },
      createdAs: 'bank',
      listsChanged: false,
    });
  }

  /** By name; `activeOnly` leaves out deactivated banks (what a top-up form offers). */
  list(activeOnly: boolean): Promise<BankItem[]> {
    return this.banks.list(activeOnly);
  }

  create(input: CreateBankBody): Promise<BankItem> {
    return this.records.create((m) => this.banks.insert(m, { ...rowOf(input), active: input.active }), {
      code: upperCode(input.code),
    });
  }

  /** Replaces the bank's fields; `active` absent keeps its state. A top-up already made keeps the bank name it was made with. */
  update(input: UpdateBankBody): Promise<BankItem> {
    return this.records.update(
      input.id,
      (m, before) => this.banks.update(m, input.id, { ...rowOf(input), active: input.active ?? before.active }),
      { code: upperCode(input.code) },
    );
  }

  /**
   * The bank a top-up names, if it exists and is active; otherwise 400 BANK_NOT_AVAILABLE on the
   * `bankId` field. Pass the caller's transaction manager to read within it.
   */
  async requireActive(id: string, manager: EntityManager = this.dataSource.manager): Promise<{ id: string; name: string }> {
    const bank = isUuid(id) ? await this.banks.findActive(id, manager) : undefined;
    if (!bank) throw fieldError('BANK_NOT_AVAILABLE', 'bankId');
    return bank;
  }
}

/** The stored fields of a bank as given (absent optional ones null). */
const rowOf = (input: CreateBankBody | UpdateBankBody) => ({
  code: upperCode(input.code),
  name: input.name,
  accountName: input.accountName ?? null,
  accountNumber: input.accountNumber ?? null,
});

/** Codes are compared case-insensitively (unique on upper(code)), so they are kept upper-case. */
const upperCode = (code: string) => code.trim().toUpperCase();
