import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * What other contexts may ask the organizations context directly (exported by OrganizationsModule;
 * read in the caller's transaction, so it is as current as the caller's own writes).
 * Names and statuses reach them as events (they keep their own projections); the code does not
 * (it is assigned by this context's read model when the organization is registered), so a
 * projection of another context asks for it here.
 */
/** An organization as a buyer on finance documents and e-invoices: who it is and where. */
export interface OrganizationBillingParty {
  organizationId: string;
  code: string | null;
  name: string;
  registrationNumber: string;
  email: string;
  contactNumber: string;
  addressLine1: string | null;
  addressLine2: string | null;
  postcode: string | null;
  city: string | null;
  state: string | null;
  countryCode: string;
  language: string;
  status: string;
}

@Injectable()
export class OrganizationDirectory {
  /** The organization's billing details as they stand, or null when there is no such organization. */
  async billingPartyOf(manager: EntityManager, organizationId: string): Promise<OrganizationBillingParty | null> {
    const [row] = (await manager.query(
      `SELECT id AS "organizationId", code, name, registration_number AS "registrationNumber", email,
              contact_number AS "contactNumber", address_line1 AS "addressLine1", address_line2 AS "addressLine2",
              postcode, city, state, country_code AS "countryCode", language, status
         FROM organizations.organizations WHERE id = $1`,
      [organizationId],
    )) as OrganizationBillingParty[];
    return row ?? null;
  }

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
