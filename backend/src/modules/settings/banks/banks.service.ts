import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { BankItem, CreateBankBody, UpdateBankBody } from '@bo/shared';
import { AuditService } from '../../../../core/audit/audit.service';
import { UnitOfWork } from '../../../../core/database/unit-of-work';
import { AppError } from '../../../../core/errors/app-error';
import { isUniqueViolation } from '../../../../core/event-store/event-store';
import { fieldError } from '../../../../core/http/action-result';

const COLUMNS = `id, code, name, account_name AS "accountName", account_number AS "accountNumber", active`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The provider's receiving bank accounts (`/bo/Bank`): agents pick one when they request a top-up
 * and transfer to it. Plain reference data, every change audited in the same transaction.
 */
@Injectable()
export class BanksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
  ) {}

  /** By name; `activeOnly` leaves out deactivated banks (what a top-up form offers). */
  async list(activeOnly: boolean): Promise<BankItem[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM credit.banks ${activeOnly ? 'WHERE active' : ''} ORDER BY lower(name), upper(code)`,
    );
  }

  async create(input: CreateBankBody): Promise<BankItem> {
    return this.uow.run(async (m) => {
      const [{ id }] = (await this.write(
        m,
        input.code,
        `INSERT INTO credit.banks (code, name, account_name, account_number, active)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [upperCode(input.code), input.name, input.accountName ?? null, input.accountNumber ?? null, input.active],
      )) as { id: string }[];
      const bank = await this.one(m, id);
      await this.audit.record({ action: 'bank.created', targetType: 'bank', targetId: id, details: { bank } }, m);
      return bank;
    });
  }

  /** Replaces the bank's fields; `active` absent keeps its state. A top-up already made keeps the bank name it was made with. */
  async update(input: UpdateBankBody): Promise<BankItem> {
    return this.uow.run(async (m) => {
      const [before] = (await m.query(`SELECT ${COLUMNS} FROM credit.banks WHERE id = $1 FOR UPDATE`, [input.id])) as BankItem[];
      if (!before) throw new AppError('RECORD_NOT_FOUND');
      await this.write(
        m,
        input.code,
        `UPDATE credit.banks SET code = $2, name = $3, account_name = $4, account_number = $5, active = $6, updated_at = now()
          WHERE id = $1`,
        [
          input.id,
          upperCode(input.code),
          input.name,
          input.accountName ?? null,
          input.accountNumber ?? null,
          input.active ?? before.active,
        ],
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
    const rows = UUID.test(id)
      ? ((await manager.query(`SELECT id, name FROM credit.banks WHERE id = $1 AND active`, [id])) as {
          id: string;
          name: string;
        }[])
      : [];
    if (!rows[0]) throw fieldError('BANK_NOT_AVAILABLE', 'bankId');
    return rows[0];
  }

  private async write(m: EntityManager, code: string, sql: string, params: unknown[]): Promise<unknown> {
    try {
      return await m.query(sql, params);
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('BANK_CODE_TAKEN', 'code', { code: upperCode(code) });
      throw error;
    }
  }

  private async one(m: EntityManager, id: string): Promise<BankItem> {
    const [bank] = (await m.query(`SELECT ${COLUMNS} FROM credit.banks WHERE id = $1`, [id])) as BankItem[];
    if (!bank) throw new AppError('RECORD_NOT_FOUND');
    return bank;
  }
}

/** Codes are compared case-insensitively (unique on upper(code)), so they are kept upper-case. */
const upperCode = (code: string) => code.trim().toUpperCase();
