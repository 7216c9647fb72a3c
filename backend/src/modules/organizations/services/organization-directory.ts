import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * What other contexts may ask the organizations context directly (exported by OrganizationsModule;
 * read in the caller's transaction, so it is as current as the caller's own writes).
 * Names and statuses reach them as events (they keep their own projections); the code does not
 * (it is assigned by this context's read model when the organization is registered), so a
 * projection of another context asks for it here.
 */
@Injectable()
export class OrganizationDirectory {
  /** The organization's code, or null when there is no such organization. */
  async codeOf(manager: EntityManager, organizationId: string): Promise<string | null> {
    const [row] = (await manager.query(`SELECT code FROM organizations.organizations WHERE id = $1`, [organizationId])) as {
      code: string;
    }[];
    return row?.code ?? null;
  }

  /** Whether the organization exists, whatever its status. */
  async exists(manager: EntityManager, organizationId: string): Promise<boolean> {
    return (await this.codeOf(manager, organizationId)) !== null;
  }

  /** Whether the organization exists and is approved (credit opens accounts only for those). */
  async isApproved(manager: EntityManager, organizationId: string): Promise<boolean> {
    const rows = (await manager.query(`SELECT 1 FROM organizations.organizations WHERE id = $1 AND status = 'approved'`, [
      organizationId,
    ])) as unknown[];
    return rows.length > 0;
  }
}
