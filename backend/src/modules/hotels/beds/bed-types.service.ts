import { Injectable } from '@nestjs/common';
import type { AddBedTypeBody, BedType, BedTypeSearch } from '@bo/shared';
import { AuditedResource, CrudKit } from '../../../core/crud/audited-resource';
import type { ResourceDefinition } from '../../../core/crud/resource-definition';
import { AppError } from '../../../core/errors/app-error';
import { iso } from '../../../core/read-side/sql-dates';
import { CatalogueCache } from '../availability/catalogue.cache';

const BED_TYPE: ResourceDefinition<BedType, string, AddBedTypeBody, never, unknown, BedTypeSearch> = {
  name: 'bed-type',
  table: 'hotels.bed_types',
  alias: 't',
  columns: `
  t.id AS "bedTypeID", t.code, t.name_en AS "nameEn", t.name_ms AS "nameMs", t.sleeps, t.width_cm AS "widthCm",
  (SELECT count(*)::int FROM hotels.bed_combination_beds b WHERE b.bed_type_id = t.id) AS "combinationCount",
  ${iso('t.updated_at')} AS "updatedAt"`,
  notFound: 'BED_TYPE_NOT_FOUND',
  constraints: { bed_types_code_uq: { code: 'BED_TYPE_CODE_TAKEN', field: 'code' } },
  list: { orderBy: 'lower(t.name_en), t.id' },
  page: {
    where: (q, filters) => filters.contains(['t.code', 't.name_en', 't.name_ms'], q.search),
    sort: {
      keys: {
        code: 't.code',
        nameEn: 'lower(t.name_en)',
        nameMs: 'lower(t.name_ms)',
        sleeps: 't.sleeps',
        widthCm: 't.width_cm',
        updatedAt: 't.updated_at',
      },
      default: 'lower(t.name_en)',
      tiebreaker: 't.id',
    },
  },
  insert: (t) => ({ code: t.code, name_en: t.nameEn, name_ms: t.nameMs, sleeps: t.sleeps, width_cm: t.widthCm ?? null }),
  params: (input) => ({ code: input.code }),
  hooks: {
    /** Refused while a combination uses it (the row lock keeps a concurrent combination out). */
    beforeDelete: async (_m, before) => {
      if (before.combinationCount > 0) throw new AppError('BED_TYPE_IN_USE', { count: before.combinationCount });
    },
  },
};

/**
 * Bed types (King, Single, Sofa bed), which bed combinations are made of: added and deleted (a
 * bed type in use cannot be), never changed. A definition-driven resource (core/crud).
 */
@Injectable()
export class BedTypesService extends AuditedResource<BedType, string, AddBedTypeBody, never, unknown, BedTypeSearch> {
  constructor(kit: CrudKit, catalogue: CatalogueCache) {
    super(kit, { ...BED_TYPE, onChange: (m) => catalogue.changed(m) });
  }
}
