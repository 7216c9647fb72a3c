import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { BankItem } from '@bo/shared';

const COLUMNS = `id, code, name, account_name AS "accountName", account_number AS "accountNumber", active`;

export interface BankRow {
  code: string;
  name: string;
  accountName: string | null;
  accountNumber: string | null;
  active: boolean;
}

/** The SQL of `settings.banks`. Writes take the caller's transaction manager. */
@Injectable()
export class BanksRepository {
  constructor(private readonly dataSource: DataSource) {}

  list(activeOnly: boolean): Promise<BankItem[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM settings.banks ${activeOnly ? 'WHERE active' : ''} ORDER BY lower(name), upper(code)`,
    );
  }

  async find(m: EntityManager, id: string, options: { forUpdate?: boolean } = {}): Promise<BankItem | undefined> {
    const rows = (await m.query(`SELECT ${COLUMNS} FROM settings.banks WHERE id = $1 ${options.forUpdate ? 'FOR UPDATE' : ''}`, [
      id,
    ])) as BankItem[];
    return rows[0];
  }

  async findActive(id: string, m: EntityManager = this.dataSource.manager): Promise<{ id: string; name: string } | undefined> {
    const rows = (await m.query(`SELECT id, name FROM settings.banks WHERE id = $1 AND active`, [id])) as {
      id: string;
      name: string;
    }[];
    return rows[0];
  }

  async insert(m: EntityManager, bank: BankRow): Promise<string> {
    const [{ id }] = (await m.query(
      `INSERT INTO settings.banks (code, name, account_name, account_number, active)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [bank.code, bank.name, bank.accountName, bank.accountNumber, bank.active],
    )) as { id: string }[];
    return id;
  }

  async update(m: EntityManager, id: string, bank: BankRow): Promise<void> {
    await m.query(
      `UPDATE settings.banks SET code = $2, name = $3, account_name = $4, account_number = $5, active = $6, updated_at = now()
        WHERE id = $1`,
      [id, bank.code, bank.name, bank.accountName, bank.accountNumber, bank.active],
    );
  }

  /** Seeds: adds a bank unless one with its code exists. */
  async insertMissing(m: EntityManager, bank: Omit<BankRow, 'active'>): Promise<void> {
    await m.query(
      `INSERT INTO settings.banks (code, name, account_name, account_number) VALUES ($1, $2, $3, $4)
       ON CONFLICT (upper(code)) DO NOTHING`,
      [bank.code, bank.name, bank.accountName, bank.accountNumber],
    );
  }
}
