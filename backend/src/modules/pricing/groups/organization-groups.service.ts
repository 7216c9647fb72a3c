import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AssignOrganizationGroupBody, CustomerType, OrganizationGroup } from '@bo/shared';
import type { AuditedRecords } from '../../../core/audit/audited-records';
import { CrudKit } from '../../../core/crud/audited-resource';
import { assertInScope } from '../../../core/auth/tenancy';
import type { Actor } from '../../../core/context/request-context';
import { UnitOfWork } from '../../../core/database/unit-of-work';
import { fieldError } from '../../../core/http/action-result';
import { OrganizationDirectory } from '../../organizations';
import { PricingRulesCache } from '../pricing-rules.cache';
import { MarkupGroupsRepository } from './markup-groups.repository';

/** The group whose mark-ups price a buyer's sales, as the quote needs it. */
export interface PricingGroup {
  customerType: CustomerType;
  group: { id: string; name: string; commissionBasisPoints: number } | null;
}

/**
 * Which mark-up group an organization (an agency, a B2B buyer) is in: assigned by staff from the
 * organization's profile, or none, when the active B2B default applies. Assignments are audited
 * (`organization-group.assigned`, target the organization, with the assignment before and after).
 */
@Injectable()
export class OrganizationGroupsService {
  private readonly records: AuditedRecords<OrganizationGroup>;

  constructor(
    private readonly groups: MarkupGroupsRepository,
    private readonly organizations: OrganizationDirectory,
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly rules: PricingRulesCache,
    kit: CrudKit,
  ) {
    this.records = kit.records({
      name: 'organization-group',
      onChange: (m) => this.rules.changed(m),
      targetType: 'organization',
      // An unknown organization and another agency's answer alike (core/auth/tenancy.ts).
      notFound: 'RECORD_NOT_FOUND',
      read: (m, organizationId) => this.view(m, organizationId),
    });
  }

  /**
   * The group that prices a buyer's sales (for the price quote and selling prices; no request
   * context needed). An organization (B2B): its assigned group when active, else the active B2B
   * default, else none. No organization (a consumer, B2C): the active B2C default, else none.
   */
  pricingGroup(organizationId: string | null): Promise<PricingGroup> {
    return this.rules.get(`group:${organizationId ?? 'B2C'}`, async () => {
      const customerType: CustomerType = organizationId === null ? 'B2C' : 'B2B';
      const group = await this.groups.pricingGroup(this.dataSource, customerType, organizationId);
      return {
        customerType,
        group: group ? { id: group.id, name: group.name, commissionBasisPoints: group.commissionBasisPoints } : null,
      };
    });
  }

  /** `GET GetOrganizationGroup`: staff read any organization's, an agency user its own (others: 404). */
  async get(actor: Actor, organizationId: string): Promise<OrganizationGroup> {
    assertInScope(actor, organizationId);
    return this.records.get(this.dataSource.manager, organizationId);
  }

  /** Puts the organization in an active B2B group, or (null) back to the default. */
  assign(input: AssignOrganizationGroupBody): Promise<OrganizationGroup> {
    const { organizationId, markupGroupListID: groupId } = input;
    return this.uow.run(async (m) => {
      await this.groups.lockAssignment(m, organizationId);
      const before = await this.records.get(m, organizationId);
      if (groupId === null) {
        await this.groups.unassign(m, organizationId);
      } else {
        // FOR SHARE: the group cannot turn B2C or inactive until this assignment commits.
        const group = await this.groups.find(m, groupId, 'share');
        if (!group) throw fieldError('MARKUP_GROUP_NOT_FOUND', 'markupGroupListID');
        if (!group.active) throw fieldError('MARKUP_GROUP_INACTIVE', 'markupGroupListID');
        if (group.customerType !== 'B2B') throw fieldError('MARKUP_GROUP_NOT_B2B', 'markupGroupListID');
        await this.groups.assign(m, organizationId, groupId);
      }
      return this.records.changed(m, organizationId, before, 'assigned');
    });
  }

  /** The organization's assignment and effective group, or undefined when there is no such organization. */
  private async view(m: EntityManager, organizationId: string): Promise<OrganizationGroup | undefined> {
    if (!(await this.organizations.exists(m, organizationId))) return undefined;
    const assigned = await this.groups.assignedTo(m, organizationId);
    const effective = await this.groups.pricingGroup(m, 'B2B', organizationId);
    return {
      organizationId,
      assigned: assigned ? { markupGroupListID: assigned.id, name: assigned.name } : null,
      effective: effective ? { markupGroupListID: effective.id, name: effective.name, isDefault: effective.isDefault } : null,
    };
  }
}
