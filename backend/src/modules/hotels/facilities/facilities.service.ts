import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AddFacilityBody, EditFacilityBody, Facility, FacilityListQuery, FacilityScope, FacilitySearch } from '@bo/shared';
import { AuditService } from '../../../core/audit/audit.service';
import { AuditedRecords } from '../../../core/audit/audited-records';
import { UnitOfWork } from '../../../core/database/unit-of-work';
import { AppError } from '../../../core/errors/app-error';
import { fieldError } from '../../../core/http/action-result';
import type { Page } from '../../../core/read-side/paged-list';
import { FacilitiesRepository } from './facilities.repository';

/**
 * The facility catalogue (screen /Hotel/Amenities/amenitiesList): hotel facilities and room
 * amenities that hotels and room types pick from. Code and scope never change (hotels and rooms
 * point at the entry); an entry in use cannot be deleted, only deactivated.
 */
@Injectable()
export class FacilitiesService {
  private readonly records: AuditedRecords<Facility>;

  constructor(
    private readonly facilities: FacilitiesRepository,
    uow: UnitOfWork,
    audit: AuditService,
  ) {
    this.records = new AuditedRecords(uow, audit, {
      name: 'facility',
      notFound: 'FACILITY_NOT_FOUND',
      read: (m, id, lock) => facilities.find(m, id, lock),
      constraints: { facilities_code_uq: { code: 'FACILITY_CODE_TAKEN', field: 'code' } },
    });
  }

  list(q: FacilityListQuery): Promise<Facility[]> {
    return this.facilities.list(q);
  }

  search(q: FacilitySearch): Promise<Page<Facility>> {
    return this.facilities.search(q);
  }

  add(input: AddFacilityBody): Promise<Facility> {
    return this.records.create((m) => this.facilities.insert(m, { ...input, icon: input.icon ?? null }), { code: input.code });
  }

  edit(input: EditFacilityBody): Promise<Facility> {
    return this.records.update(input.facilityID, (m, before) =>
      this.facilities.update(m, input.facilityID, {
        nameEn: input.nameEn,
        nameMs: input.nameMs,
        category: input.category,
        icon: input.icon ?? null,
        sortOrder: input.sortOrder ?? before.sortOrder,
        active: input.active ?? before.active,
      }),
    );
  }

  /**
   * Refused while hotels or room types use it (the row lock keeps a concurrent pick out: linking
   * takes a key-share lock on the facility through its foreign key).
   */
  delete(facilityID: string): Promise<void> {
    return this.records.delete(facilityID, async (m, before) => {
      if (before.hotelCount > 0 || before.roomCount > 0) {
        throw new AppError('FACILITY_IN_USE', { hotels: before.hotelCount, rooms: before.roomCount });
      }
      await this.facilities.delete(m, facilityID);
    });
  }

  /**
   * For a hotel's facilities (`HOTEL`) and a room type's amenities (`ROOM`): each id names an
   * entry of that scope, active unless the record already had it (`kept`). Field errors on
   * `field` (with the index for lists), so the form marks the entry.
   */
  async requireUsable(
    m: EntityManager,
    ids: readonly string[],
    scope: FacilityScope,
    field: string,
    options: { list?: boolean; kept?: ReadonlySet<string> } = {},
  ): Promise<void> {
    const found = await this.facilities.states(m, ids);
    ids.forEach((id, index) => {
      const path = options.list ? `${field}.${index}` : field;
      const facility = found.get(id);
      if (!facility) throw fieldError('FACILITY_NOT_FOUND', path);
      if (facility.scope !== scope) throw fieldError(scope === 'HOTEL' ? 'NOT_A_HOTEL_FACILITY' : 'NOT_A_ROOM_AMENITY', path);
      if (!facility.active && !options.kept?.has(id)) throw fieldError('FACILITY_INACTIVE', path);
    });
  }
}
