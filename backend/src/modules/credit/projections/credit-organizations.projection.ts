import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Subscriber } from '../../../core/event-store/event-store.module';
import { OrganizationReplicaProjection } from '../../organizations/published/organization-replica.projection';

/**
 * `credit.organizations`: name, code and status of every organization, from the organizations
 * context's events, so credit lists filter and sort by organization name and code and a credit
 * account opens only for an approved organization (see OrganizationReplicaProjection).
 */
@Injectable()
@Subscriber()
export class CreditOrganizationsProjection extends OrganizationReplicaProjection {
  readonly name = 'credit.organizations';
  readonly tables: [string] = ['credit.organizations'];
}

/** Reads of `credit.organizations` for the credit context's own code. */
export const CreditOrganizations = {
  /** Whether credit may open an account for the organization (it is approved). */
  async isApproved(manager: EntityManager, organizationId: string): Promise<boolean> {
    const rows = (await manager.query(`SELECT 1 FROM credit.organizations WHERE id = $1 AND status = 'approved'`, [
      organizationId,
    ])) as unknown[];
    return rows.length > 0;
  },
  async exists(manager: EntityManager, organizationId: string): Promise<boolean> {
    const rows = (await manager.query(`SELECT 1 FROM credit.organizations WHERE id = $1`, [organizationId])) as unknown[];
    return rows.length > 0;
  },
  async codeOf(manager: EntityManager, organizationId: string): Promise<string | null> {
    const [row] = (await manager.query(`SELECT code FROM credit.organizations WHERE id = $1`, [organizationId])) as {
      code: string | null;
    }[];
    return row?.code ?? null;
  },
};
