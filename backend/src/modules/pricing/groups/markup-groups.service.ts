import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { CreateMarkupGroupBody, CustomerType, MarkupGroup, MarkupGroupListQuery, UpdateMarkupGroupBody } from '@bo/shared';
import type { AuditedRecords } from '../../../core/audit/audited-records';
import { CrudKit } from '../../../core/crud/audited-resource';
import { UnitOfWork } from '../../../core/database/unit-of-work';
import { fieldError } from '../../../core/http/action-result';
import { PricingRulesCache } from '../pricing-rules.cache';
import { type MarkupGroupFields, MarkupGroupsRepository } from './markup-groups.repository';

const fieldsOf = (input: CreateMarkupGroupBody): MarkupGroupFields => ({
  code: input.code,
  name: input.name,
  description: input.description ?? null,
  customerType: input.customerType,
  isDefault: input.isDefault,
  commissionBasisPoints: input.commissionBasisPoints,
  active: input.active,
});

/**
 * Mark-up groups (screens /Group/*): agent tiers and markets whose mark-ups apply to their buyers.
 * Each customer type has at most one default group, the group of every buyer of that type
 * without one of their own (every consumer; agencies not assigned to a group). Making a group the
 * default takes the flag from the previous default in the same transaction; a default group is
 * always active; a group organizations are assigned to stays B2B. Every write is audited
 * (`markup-group.created|updated`; a previous default losing its flag gets its own `updated`).
 */
@Injectable()
export class MarkupGroupsService {
  private readonly records: AuditedRecords<MarkupGroup>;

  constructor(
    private readonly groups: MarkupGroupsRepository,
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    rules: PricingRulesCache,
    kit: CrudKit,
  ) {
    this.records = kit.records({
      name: 'markup-group',
      onChange: (m) => rules.changed(m),
      notFound: 'MARKUP_GROUP_NOT_FOUND',
      read: (m, id, lock) => groups.find(m, id, lock ? 'update' : false),
      constraints: { markup_groups_code_uq: { code: 'MARKUP_GROUP_CODE_TAKEN', field: 'code' } },
    });
  }

  list(q: MarkupGroupListQuery): Promise<MarkupGroup[]> {
    return this.groups.list(q);
  }

  get(id: string): Promise<MarkupGroup> {
    return this.records.get(this.dataSource.manager, id);
  }

  create(input: CreateMarkupGroupBody): Promise<MarkupGroup> {
    const fields = fieldsOf(input);
    return this.uow.run(async (m) => {
      await this.groups.lockDefaults(m);
      if (fields.isDefault) await this.takeDefault(m, fields.customerType, null);
      const id = await this.records.write(() => this.groups.insert(m, fields), { code: fields.code });
      return this.records.created(m, id);
    });
  }

  /** Every field replaced. */
  update(input: UpdateMarkupGroupBody): Promise<MarkupGroup> {
    const id = input.markupGroupListID;
    const fields = fieldsOf(input);
    return this.uow.run(async (m) => {
      // Defaults first, then rows: every group write takes the locks in this order (no deadlock).
      await this.groups.lockDefaults(m);
      const before = await this.records.get(m, id, true);
      // The buyers of its type would be left without a default group's prices.
      if (before.isDefault && !fields.active) throw fieldError('MARKUP_GROUP_DEFAULT_INACTIVE', 'active');
      // Assigned organizations are agencies: they cannot be in a consumers' group.
      if (fields.customerType !== 'B2B' && before.customerType === 'B2B' && before.organizationCount > 0) {
        throw fieldError('MARKUP_GROUP_NOT_B2B', 'customerType');
      }
      if (fields.isDefault) await this.takeDefault(m, fields.customerType, id);
      await this.records.write(() => this.groups.update(m, id, fields), { code: fields.code });
      return this.records.changed(m, id, before);
    });
  }

  /** Clears the flag of the other default of `customerType` (there is at most one), audited. The caller holds lockDefaults. */
  private async takeDefault(m: EntityManager, customerType: CustomerType, newDefaultId: string | null): Promise<void> {
    for (const previous of await this.groups.otherDefaults(m, customerType, newDefaultId)) {
      const before = await this.records.get(m, previous, true);
      await this.groups.clearDefault(m, previous);
      await this.records.changed(m, previous, before);
    }
  }
}
