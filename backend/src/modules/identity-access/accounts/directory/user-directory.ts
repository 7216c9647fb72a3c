import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { OrganizationDetails } from '@bo/shared';

/**
 * What other contexts may ask identity-access about users (exported by UserDirectoryModule; read
 * in the caller's transaction, so it is as current as the caller's own writes). Deleted users (X)
 * are never listed and never hold an address.
 */
@Injectable()
export class UserDirectory {
  /** Display names (full name, else username) of the given users; unknown ids are left out. */
  async namesOf(manager: EntityManager, userIds: Iterable<string | null | undefined>): Promise<Map<string, string>> {
    const ids = [...new Set([...userIds].filter((id): id is string => !!id))];
    if (ids.length === 0) return new Map();
    const rows = (await manager.query(
      `SELECT id, COALESCE(NULLIF(full_name, ''), username) AS name FROM identity.users WHERE id = ANY($1::uuid[])`,
      [ids],
    )) as { id: string; name: string }[];
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** The users of an organization, by username (the organization profile's Users tab). */
  async usersOf(manager: EntityManager, organizationId: string): Promise<OrganizationDetails['users']> {
    return (await manager.query(
      `SELECT u.id AS "userId", u.username, u.full_name AS "fullName", u.email, u.role_code AS role,
              r.name AS "roleName", u.status
         FROM identity.users u LEFT JOIN identity.roles r ON r.code = u.role_code
        WHERE u.organization_id = $1 AND u.status <> 'X' ORDER BY lower(u.username)`,
      [organizationId],
    )) as OrganizationDetails['users'];
  }

  /** Whether a user that is not deleted has this e-mail address (case-insensitive). */
  async isEmailInUse(manager: EntityManager, email: string): Promise<boolean> {
    const rows = (await manager.query(`SELECT 1 FROM identity.users WHERE lower(email) = lower($1) AND status <> 'X'`, [
      email,
    ])) as unknown[];
    return rows.length > 0;
  }
}
