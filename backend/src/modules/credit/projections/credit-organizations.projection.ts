import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Subscriber } from '../../../core/event-store/event-store.module';
import { OrganizationReplicaProjection } from '../../organizations';

/**
 * `credit.organizations`: name, code and status of every organization, from the organizations
 * context's events, so credit lists filter and sort by organization name and code (see
 * OrganizationReplicaProjection). Whether an account may open is asked of OrganizationDirectory.
 */
@Injectable()
@Subscriber()
export class CreditOrganizationsProjection extends OrganizationReplicaProjection {
  readonly name = 'credit.organizations';
  readonly tables: [string] = ['credit.organizations'];
}

/** Reads of `credit.organizations` for the credit context's own code. */
export const CreditOrganizations = {
  async codeOf(manager: EntityManager, organizationId: string): Promise<string | null> {
    const [row] = (await manager.query(`SELECT code FROM credit.organizations WHERE id = $1`, [organizationId])) as {
      code: string | null;
    }[];
    return row?.code ?? null;
  },
};
