import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { BosDropdown, BosDropdownKey, BosDropdownSave } from '@bo/shared';
import { AuditService } from '../../../core/audit/audit.service';
import { UnitOfWork } from '../../../core/database/unit-of-work';
import { isUniqueViolation } from '../../../core/event-store/event-store';
import { fieldError } from '../../../core/http/action-result';
import { DropdownsRepository, type DropdownOptionRow } from './dropdowns.repository';

/**
 * Bos dropdowns: the administrator-kept lists a back office offers in its selects (room
 * amenities, case categories...), a key naming ordered options with English and Malay labels.
 * Records store an option's code, so a code is never renamed or deleted: an update lists every
 * existing code (retiring one means deactivating it). Every change is audited in its transaction.
 * Exported: other contexts read `activeOptions` (never the tables).
 */
@Injectable()
export class DropdownsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
    private readonly dropdowns: DropdownsRepository,
  ) {}

  keys(): Promise<BosDropdownKey[]> {
    return this.dropdowns.keys();
  }

  /** One dropdown, its options in order; inactive ones left out unless asked for. 404 for an unknown key. */
  async get(key: string, includeInactive: boolean): Promise<BosDropdown> {
    return this.require(this.dataSource.manager, key, { activeOnly: !includeInactive });
  }

  /** The active options of a dropdown, in order (what a select offers). */
  async activeOptions(key: string, manager: EntityManager = this.dataSource.manager): Promise<BosDropdown['options']> {
    return (await this.require(manager, key, { activeOnly: true })).options;
  }

  async create(input: BosDropdownSave): Promise<BosDropdown> {
    return this.uow.run(async (m) => {
      try {
        await this.dropdowns.insertHeader(m, input);
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldError('DROPDOWN_KEY_TAKEN', 'key', { key: input.key });
        throw error;
      }
      await this.dropdowns.upsertOptions(m, input.key, inOrder(input));
      const dropdown = await this.require(m, input.key);
      await this.audit.record(
        { action: 'bos-dropdown.created', targetType: 'bos-dropdown', targetId: input.key, details: { dropdown } },
        m,
      );
      return dropdown;
    });
  }

  /** Names, labels, order and active flags; new codes are added. Every existing code must still be listed. */
  async update(input: BosDropdownSave): Promise<BosDropdown> {
    return this.uow.run(async (m) => {
      const before = await this.require(m, input.key, { forUpdate: true });
      const listed = new Set(input.options.map((o) => o.code));
      const removed = before.options.find((o) => !listed.has(o.code));
      if (removed) throw fieldError('DROPDOWN_OPTION_REMOVED', 'options', { code: removed.code });
      await this.dropdowns.updateHeader(m, input);
      await this.dropdowns.upsertOptions(m, input.key, inOrder(input));
      const after = await this.require(m, input.key);
      await this.audit.record(
        { action: 'bos-dropdown.updated', targetType: 'bos-dropdown', targetId: input.key, details: { before, after } },
        m,
      );
      return after;
    });
  }

  private async require(
    m: EntityManager,
    key: string,
    options: { forUpdate?: boolean; activeOnly?: boolean } = {},
  ): Promise<BosDropdown> {
    const dropdown = await this.dropdowns.find(m, key, options);
    if (!dropdown) throw fieldError('DROPDOWN_NOT_FOUND', 'key', { key });
    return dropdown;
  }
}

/** The options as stored: their position in the request is their order (10, 20, ... leaves room). */
const inOrder = (input: BosDropdownSave): DropdownOptionRow[] =>
  input.options.map((o, index) => ({ ...o, sortOrder: (index + 1) * 10 }));
