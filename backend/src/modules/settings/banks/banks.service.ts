import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type BankItem, type CreateBankBody, isUuid, type UpdateBankBody } from '@bo/shared';
import { AuditedResource, CrudKit } from '../../../core/crud/audited-resource';
import type { ResourceDefinition } from '../../../core/crud/resource-definition';
import { fieldError } from '../../../core/http/action-result';
import type { BankDirectory } from '../ports/bank-directory.port';

/** Codes are compared case-insensitively (unique on upper(code)), so they are kept upper-case. */
const upperCode = (code: string) => code.trim().toUpperCase();

/** The stored fields of a bank as given (absent optional ones null). */
const columnsOf = (input: CreateBankBody | UpdateBankBody) => ({
  code: upperCode(input.code),
  name: input.name,
  account_name: input.accountName ?? null,
  account_number: input.accountNumber ?? null,
});

/** `settings.banks`. A top-up already made keeps the bank name it was made with. */
const BANK: ResourceDefinition<BankItem, string, CreateBankBody, UpdateBankBody, { activeOnly: boolean }> = {
  name: 'bank',
  table: 'settings.banks',
  alias: 'b',
  columns: `id, code, name, account_name AS "accountName", account_number AS "accountNumber", active`,
  idField: 'id',
  notFound: 'RECORD_NOT_FOUND',
  constraints: { banks_code_uq: { code: 'BANK_CODE_TAKEN', field: 'code' } },
  createdAs: 'bank',
  listsChanged: false,
  list: {
    where: (q, filters) => (q.activeOnly ? filters.where('active') : filters),
    orderBy: 'lower(name), upper(code)',
  },
  insert: (input) => ({ ...columnsOf(input), active: input.active }),
  /** Replaces the bank's fields; `active` absent keeps its state. */
  update: (input, before) => ({ ...columnsOf(input), active: input.active ?? before.active }),
  params: (input) => ({ code: upperCode(input.code) }),
};

/**
 * The provider's receiving bank accounts (`/bo/Bank`): agents pick one when they request a top-up
 * and transfer to it. Plain reference data of the settings context (a definition-driven
 * resource, core/crud), every change audited in the same transaction. Exported: the credit
 * context calls `requireActive` (never the table).
 */
@Injectable()
export class BanksService
  extends AuditedResource<BankItem, string, CreateBankBody, UpdateBankBody, { activeOnly: boolean }>
  implements BankDirectory
{
  constructor(kit: CrudKit) {
    super(kit, BANK);
  }

  /**
   * The bank a top-up names, if it exists and is active; otherwise 400 BANK_NOT_AVAILABLE on the
   * `bankId` field. Pass the caller's transaction manager to read within it.
   */
  async requireActive(id: string, manager: EntityManager = this.dataSource.manager): Promise<{ id: string; name: string }> {
    const rows = isUuid(id)
      ? ((await manager.query(`SELECT id, name FROM settings.banks WHERE id = $1 AND active`, [id])) as {
          id: string;
          name: string;
        }[])
      : [];
    if (!rows[0]) throw fieldError('BANK_NOT_AVAILABLE', 'bankId');
    return rows[0];
  }
}
