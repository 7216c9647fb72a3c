import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AddBedCombinationBody, BedCombination, BedCombinationSearch, UpdateBedCombinationBody } from '@bo/shared';
import { AuditedResource, CrudKit, type DefinitionOf } from '../../../core/crud/audited-resource';
import { fieldError } from '../../../core/http/action-result';
import { iso } from '../../../core/read-side/sql-dates';
import { CatalogueCache } from '../availability/catalogue.cache';

/** Each bed names a bed type: field errors on `beds.<index>.bedTypeID`. */
async function requireBedTypes(m: EntityManager, beds: readonly { bedTypeID: string }[]): Promise<void> {
  const rows = (await m.query(`SELECT id FROM hotels.bed_types WHERE id = ANY($1::uuid[])`, [beds.map((b) => b.bedTypeID)])) as {
    id: string;
  }[];
  const existing = new Set(rows.map((r) => r.id));
  beds.forEach((bed, index) => {
    if (!existing.has(bed.bedTypeID)) throw fieldError('BED_TYPE_NOT_FOUND', `beds.${index}.bedTypeID`);
  });
}

/** A combination's beds (bed types and quantities), in the order given. */
async function insertBeds(m: EntityManager, id: string, beds: readonly { bedTypeID: string; quantity: number }[]): Promise<void> {
  await m.query(
    `INSERT INTO hotels.bed_combination_beds (bed_combination_id, bed_type_id, quantity, position)
     SELECT $1, bed.bed_type_id, bed.quantity, bed.position
       FROM unnest($2::uuid[], $3::smallint[]) WITH ORDINALITY AS bed(bed_type_id, quantity, position)`,
    [id, beds.map((b) => b.bedTypeID), beds.map((b) => b.quantity)],
  );
}

/** A combination with its beds (in the order given) and the people they sleep. */
const BED_COMBINATION: DefinitionOf<BedsService> = {
  name: 'bed-combination',
  table: 'hotels.bed_combinations',
  alias: 'c',
  columns: `
  c.id AS "bedCombinationID", c.name_en AS "nameEn", c.name_ms AS "nameMs",
  coalesce((SELECT json_agg(json_build_object('bedTypeID', t.id, 'code', t.code, 'nameEn', t.name_en, 'nameMs', t.name_ms,
                                              'sleeps', t.sleeps, 'quantity', b.quantity) ORDER BY b.position)
              FROM hotels.bed_combination_beds b JOIN hotels.bed_types t ON t.id = b.bed_type_id
             WHERE b.bed_combination_id = c.id), '[]') AS beds,
  (SELECT coalesce(sum(t.sleeps * b.quantity), 0)::int
     FROM hotels.bed_combination_beds b JOIN hotels.bed_types t ON t.id = b.bed_type_id
    WHERE b.bed_combination_id = c.id) AS sleeps,
  c.active,
  (SELECT count(*)::int FROM hotels.room_bed_combinations rb JOIN hotels.rooms r ON r.id = rb.room_id
    WHERE rb.bed_combination_id = c.id AND r.deleted_at IS NULL) AS "roomCount",
  ${iso('c.updated_at')} AS "updatedAt"`,
  idField: 'bedCombinationID',
  notFound: 'BED_COMBINATION_NOT_FOUND',
  constraints: {
    bed_combinations_name_uq: { code: 'BED_COMBINATION_NAME_TAKEN', field: 'nameEn' },
    // A bed type deleted between the check and the insert.
    bed_combination_beds_bed_type_id_fkey: { code: 'BED_TYPE_NOT_FOUND', field: 'beds' },
  },
  page: {
    where: (q, filters) => filters.contains(['c.name_en', 'c.name_ms'], q.search).equals('c.active', q.active),
    sort: {
      keys: {
        nameEn: 'lower(c.name_en)',
        nameMs: 'lower(c.name_ms)',
        sleeps: `(SELECT sum(t.sleeps * b.quantity) FROM hotels.bed_combination_beds b
                JOIN hotels.bed_types t ON t.id = b.bed_type_id WHERE b.bed_combination_id = c.id)`,
        active: 'c.active',
        updatedAt: 'c.updated_at',
      },
      default: 'lower(c.name_en)',
      tiebreaker: 'c.id',
    },
  },
  insert: (c) => ({ name_en: c.nameEn, name_ms: c.nameMs, active: c.active }),
  // Names and beds replaced; room types offering it keep it (their sleeping capacity follows).
  update: (c, before) => ({ name_en: c.nameEn, name_ms: c.nameMs, active: c.active ?? before.active }),
  hooks: {
    beforeInsert: (m, input) => requireBedTypes(m, input.beds),
    afterInsert: (m, id, input) => insertBeds(m, id, input.beds),
    beforeUpdate: (m, input) => requireBedTypes(m, input.beds),
    afterUpdate: async (m, id, input) => {
      await m.query(`DELETE FROM hotels.bed_combination_beds WHERE bed_combination_id = $1`, [id]);
      await insertBeds(m, id, input.beds);
    },
  },
};

/**
 * Bed combinations made of bed types ("1 King", "2 Single"), which room types offer. Never
 * deleted (room types point at them), only deactivated. A definition-driven resource (core/crud).
 */
@Injectable()
export class BedsService extends AuditedResource<
  BedCombination,
  string,
  AddBedCombinationBody,
  UpdateBedCombinationBody,
  never,
  BedCombinationSearch
> {
  constructor(kit: CrudKit, catalogue: CatalogueCache) {
    super(kit, { ...BED_COMBINATION, onChange: (m) => catalogue.changed(m) });
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
    const rows = (await m.query(`SELECT id, active FROM hotels.bed_combinations WHERE id = ANY($1::uuid[])`, [ids])) as {
      id: string;
      active: boolean;
    }[];
    const states = new Map(rows.map((r) => [r.id, r.active]));
    ids.forEach((id, index) => {
      const active = states.get(id);
      if (active === undefined) throw fieldError('BED_COMBINATION_NOT_FOUND', `${field}.${index}`);
      if (!active && !kept.has(id)) throw fieldError('BED_COMBINATION_INACTIVE', `${field}.${index}`);
    });
  }
}
