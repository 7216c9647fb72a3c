import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { BosDropdown, BosDropdownKey, BosDropdownSave } from '@bo/shared';
import type { AuditedRecords } from '../../../core/audit/audited-records';
import { CrudKit } from '../../../core/crud/audited-resource';
import { fieldError } from '../../../core/http/action-result';
import { DropdownsRepository, type DropdownOptionRow } from './dropdowns.repository';

const notFound = (key: string) => fieldError('DROPDOWN_NOT_FOUND', 'key', { key });

/**
 * Bos dropdowns: the administrator-kept lists a back office offers in its selects (room
 * amenities, case categories...), a key naming ordered options with English and Malay labels.
 * Records store an option's code, so a code is never renamed or deleted: an update lists every
 * existing code (retiring one means deactivating it). Every change is audited in its transaction.
 * Exported: other contexts read `activeOptions` (never the tables).
 */
@Injectable()
export class DropdownsService {
  private readonly records: AuditedRecords<BosDropdown>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly dropdowns: DropdownsRepository,
    kit: CrudKit,
  ) {
    this.records = kit.records({
      name: 'bos-dropdown',
      notFound,
      read: (m, key, lock) => dropdowns.find(m, key, { forUpdate: lock }),
      constraints: { bos_dropdowns_pkey: { code: 'DROPDOWN_KEY_TAKEN', field: 'key' } },
      createdAs: 'dropdown',
      listsChanged: false,
    });
  }

  keys(): Promise<BosDropdownKey[]> {
    return this.dropdowns.keys();
  }

  /** One dropdown, its options in order; inactive ones left out unless asked for. 404 for an unknown key. */
  get(key: string, includeInactive: boolean): Promise<BosDropdown> {
    return this.read(this.dataSource.manager, key, !includeInactive);
  }

  /** The active options of a dropdown, in order (what a select offers). */
  async activeOptions(key: string, manager: EntityManager = this.dataSource.manager): Promise<BosDropdown['options']> {
    return (await this.read(manager, key, true)).options;
  }

  create(input: BosDropdownSave): Promise<BosDropdown> {
    return this.records.create(
      async (m) => {
        await this.dropdowns.insertHeader(m, input);
        await this.dropdowns.upsertOptions(m, input.key, inOrder(input));
        return input.key;
      },
      { key: input.key },
    );
  }

  /** Names, labels, order and active flags; new codes are added. Every existing code must still be listed. */
  update(input: BosDropdownSave): Promise<BosDropdown> {
    return this.records.update(input.key, async (m, before) => {
      const listed = new Set(input.options.map((o) => o.code));
      const removed = before.options.find((o) => !listed.has(o.code));
      if (removed) throw fieldError('DROPDOWN_OPTION_REMOVED', 'options', { code: removed.code });
      await this.dropdowns.updateHeader(m, input);
      await this.dropdowns.upsertOptions(m, input.key, inOrder(input));
    });
  }

  private async read(m: EntityManager, key: string, activeOnly: boolean): Promise<BosDropdown> {
    const dropdown = await this.dropdowns.find(m, key, { activeOnly });
    if (!dropdown) throw notFound(key);
    return dropdown;
  }
}

/** The options as stored: their position in the request is their order (10, 20, ... leaves room). */
const inOrder = (input: BosDropdownSave): DropdownOptionRow[] =>
  input.options.map((o, index) => ({ ...o, sortOrder: (index + 1) * 10 }));
