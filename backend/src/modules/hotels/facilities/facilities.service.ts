import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AddFacilityBody, EditFacilityBody, Facility, FacilityListQuery, FacilityScope, FacilitySearch } from '@bo/shared';
import { AuditedResource, CrudKit } from '../../../core/crud/audited-resource';
import type { ResourceDefinition } from '../../../core/crud/resource-definition';
import { AppError } from '../../../core/errors/app-error';
import { fieldError } from '../../../core/http/action-result';
import { iso } from '../../../core/read-side/sql-dates';
import { facilityOrder } from '../support/sql';

/**
 * The facility catalogue (`hotels.facilities`). A hotel's facilities and a room type's amenities
 * point at it (`hotel_facilities`, `room_amenities`; rows of deleted hotels and rooms are removed
 * with them, so the counts are live usage).
 */
const FACILITY: ResourceDefinition<Facility, string, AddFacilityBody, EditFacilityBody, FacilityListQuery, FacilitySearch> = {
  name: 'facility',
  table: 'hotels.facilities',
  alias: 'f',
  columns: `
  f.id AS "facilityID", f.code, f.name_en AS "nameEn", f.name_ms AS "nameMs", f.scope, f.category, f.icon,
  f.sort_order AS "sortOrder", f.active,
  (SELECT count(*)::int FROM hotels.hotel_facilities hf WHERE hf.facility_id = f.id) AS "hotelCount",
  (SELECT count(*)::int FROM hotels.room_amenities ra WHERE ra.facility_id = f.id) AS "roomCount",
  ${iso('f.updated_at')} AS "updatedAt"`,
  idField: 'facilityID',
  notFound: 'FACILITY_NOT_FOUND',
  constraints: { facilities_code_uq: { code: 'FACILITY_CODE_TAKEN', field: 'code' } },
  list: {
    where: (q, filters) => {
      filters.equals('f.scope', q.scope);
      return q.activeOnly ? filters.where('f.active') : filters;
    },
    orderBy: `${facilityOrder('f')}, f.id`,
  },
  page: {
    where: (q, filters) =>
      filters
        .contains(['f.code', 'f.name_en', 'f.name_ms'], q.search)
        .equals('f.scope', q.scope)
        .equals('f.category', q.category)
        .equals('f.active', q.active),
    sort: {
      keys: {
        code: 'f.code',
        nameEn: 'lower(f.name_en)',
        nameMs: 'lower(f.name_ms)',
        scope: 'f.scope',
        category: 'f.category',
        sortOrder: 'f.sort_order',
        updatedAt: 'f.updated_at',
      },
      default: 'f.scope, f.category, f.sort_order, lower(f.name_en)',
      tiebreaker: 'f.id',
    },
  },
  insert: (input) => ({
    code: input.code,
    name_en: input.nameEn,
    name_ms: input.nameMs,
    scope: input.scope,
    category: input.category,
    icon: input.icon ?? null,
    sort_order: input.sortOrder,
    active: input.active,
  }),
  // Code and scope never change (hotels and rooms point at the entry).
  update: (input, before) => ({
    name_en: input.nameEn,
    name_ms: input.nameMs,
    category: input.category,
    icon: input.icon ?? null,
    sort_order: input.sortOrder ?? before.sortOrder,
    active: input.active ?? before.active,
  }),
  params: (input) => ('code' in input ? { code: input.code } : {}),
  hooks: {
    /**
     * Refused while hotels or room types use it (the row lock keeps a concurrent pick out: linking
     * takes a key-share lock on the facility through its foreign key).
     */
    beforeDelete: async (_m, before) => {
      if (before.hotelCount > 0 || before.roomCount > 0) {
        throw new AppError('FACILITY_IN_USE', { hotels: before.hotelCount, rooms: before.roomCount });
      }
    },
  },
};

/**
 * The facility catalogue (screen /Hotel/Amenities/amenitiesList): hotel facilities and room
 * amenities that hotels and room types pick from. Code and scope never change; an entry in use
 * cannot be deleted, only deactivated. A definition-driven resource (core/crud).
 */
@Injectable()
export class FacilitiesService extends AuditedResource<
  Facility,
  string,
  AddFacilityBody,
  EditFacilityBody,
  FacilityListQuery,
  FacilitySearch
> {
  constructor(kit: CrudKit) {
    super(kit, FACILITY);
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
    const rows = (await m.query(`SELECT id, scope, active FROM hotels.facilities WHERE id = ANY($1::uuid[])`, [ids])) as {
      id: string;
      scope: Facility['scope'];
      active: boolean;
    }[];
    const found = new Map(rows.map((r) => [r.id, r]));
    ids.forEach((id, index) => {
      const path = options.list ? `${field}.${index}` : field;
      const facility = found.get(id);
      if (!facility) throw fieldError('FACILITY_NOT_FOUND', path);
      if (facility.scope !== scope) throw fieldError(scope === 'HOTEL' ? 'NOT_A_HOTEL_FACILITY' : 'NOT_A_ROOM_AMENITY', path);
      if (!facility.active && !options.kept?.has(id)) throw fieldError('FACILITY_INACTIVE', path);
    });
  }
}
