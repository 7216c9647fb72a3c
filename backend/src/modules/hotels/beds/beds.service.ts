import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type {
  AddBedCombinationBody,
  AddBedTypeBody,
  BedCombination,
  BedCombinationSearch,
  BedType,
  BedTypeSearch,
  UpdateBedCombinationBody,
} from '@bo/shared';
import { AuditService } from '../../../core/audit/audit.service';
import { AuditedRecords } from '../../../core/audit/audited-records';
import { UnitOfWork } from '../../../core/database/unit-of-work';
import { AppError } from '../../../core/errors/app-error';
import { fieldError } from '../../../core/http/action-result';
import type { Page } from '../../../core/read-side/paged-list';
import { BedsRepository } from './beds.repository';
import { CatalogueCache } from '../availability/catalogue.cache';

/**
 * Bed types (King, Single, Sofa bed) and bed combinations made of them ("1 King", "2 Single"),
 * which room types offer. A bed type in use cannot be deleted; combinations are never deleted
 * (room types point at them), only deactivated.
 */
@Injectable()
export class BedsService {
  private readonly bedTypes: AuditedRecords<BedType>;
  private readonly combinations: AuditedRecords<BedCombination>;

  constructor(
    private readonly beds: BedsRepository,
    uow: UnitOfWork,
    audit: AuditService,
    catalogue: CatalogueCache,
  ) {
    this.bedTypes = new AuditedRecords(uow, audit, {
      name: 'bed-type',
      onChange: (m) => catalogue.changed(m),
      notFound: 'BED_TYPE_NOT_FOUND',
      read: (m, id, lock) => beds.findBedType(m, id, lock),
      constraints: { bed_types_code_uq: { code: 'BED_TYPE_CODE_TAKEN', field: 'code' } },
    });
    this.combinations = new AuditedRecords(uow, audit, {
      name: 'bed-combination',
      onChange: (m) => catalogue.changed(m),
      notFound: 'BED_COMBINATION_NOT_FOUND',
      read: (m, id, lock) => beds.findCombination(m, id, lock),
      constraints: {
        bed_combinations_name_uq: { code: 'BED_COMBINATION_NAME_TAKEN', field: 'nameEn' },
        // A bed type deleted between the check and the insert.
        bed_combination_beds_bed_type_id_fkey: { code: 'BED_TYPE_NOT_FOUND', field: 'beds' },
      },
    });
  }

  listBedTypes(): Promise<BedType[]> {
    return this.beds.listBedTypes();
  }

  searchBedTypes(q: BedTypeSearch): Promise<Page<BedType>> {
    return this.beds.searchBedTypes(q);
  }

  addBedType(input: AddBedTypeBody): Promise<BedType> {
    return this.bedTypes.create((m) => this.beds.insertBedType(m, { ...input, widthCm: input.widthCm ?? null }), {
      code: input.code,
    });
  }

  /** Refused while a combination uses it (the row lock keeps a concurrent combination out). */
  deleteBedType(bedTypeID: string): Promise<void> {
    return this.bedTypes.delete(bedTypeID, async (m, before) => {
      if (before.combinationCount > 0) throw new AppError('BED_TYPE_IN_USE', { count: before.combinationCount });
      await this.beds.deleteBedType(m, bedTypeID);
    });
  }

  searchCombinations(q: BedCombinationSearch): Promise<Page<BedCombination>> {
    return this.beds.searchCombinations(q);
  }

  addCombination(input: AddBedCombinationBody): Promise<BedCombination> {
    return this.combinations.create(async (m) => {
      await this.requireBedTypes(m, input.beds);
      return this.beds.insertCombination(m, input);
    });
  }

  /** Names and beds replaced; room types offering it keep it (their sleeping capacity follows). */
  updateCombination(input: UpdateBedCombinationBody): Promise<BedCombination> {
    return this.combinations.update(input.bedCombinationID, async (m, before) => {
      await this.requireBedTypes(m, input.beds);
      await this.beds.updateCombination(m, input.bedCombinationID, { ...input, active: input.active ?? before.active });
    });
  }

  /**
   * For room types: each id names a combination, active unless the room type already offered it
   * (`kept`). Field errors on `<field>.<index>`.
   */
  async requireUsableCombinations(
    m: EntityManager,
    ids: readonly string[],
    field: string,
    kept: ReadonlySet<string> = new Set(),
  ) {
    const states = await this.beds.combinationStates(m, ids);
    ids.forEach((id, index) => {
      const active = states.get(id);
      if (active === undefined) throw fieldError('BED_COMBINATION_NOT_FOUND', `${field}.${index}`);
      if (!active && !kept.has(id)) throw fieldError('BED_COMBINATION_INACTIVE', `${field}.${index}`);
    });
  }

  private async requireBedTypes(m: EntityManager, beds: readonly { bedTypeID: string }[]): Promise<void> {
    const existing = await this.beds.existingBedTypes(
      m,
      beds.map((b) => b.bedTypeID),
    );
    beds.forEach((bed, index) => {
      if (!existing.has(bed.bedTypeID)) throw fieldError('BED_TYPE_NOT_FOUND', `beds.${index}.bedTypeID`);
    });
  }
}
