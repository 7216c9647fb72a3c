import * as argon2 from 'argon2';
import type { DataSource } from 'typeorm';
import { ALL_PERMISSIONS, labelOf, SYSTEM_ROLE } from '@bo/shared';

/**
 * Roles every installation has, named by the shared SYSTEM_ROLE (its Malay names are shown by
 * code). Their other permissions are menu grants (each context's `menus`).
 */
const ROLES = [
  { code: 'SYSADMIN', permissions: [ALL_PERMISSIONS] },
  { code: 'MERCHANT_ADMIN', permissions: [] as string[] },
  { code: 'MERCHANT_USER', permissions: [] as string[] },
].map((role) => ({ ...role, name: labelOf(SYSTEM_ROLE, role.code) }));

/**
 * The system roles and the `admin` user. Idempotent: creates what is missing, never overwrites
 * what an administrator changed. Runs first: other contexts' seeds and menu grants name these roles.
 */
export async function seedIdentity(dataSource: DataSource, adminPassword: string): Promise<void> {
  for (const role of ROLES) {
    await dataSource.query(
      `INSERT INTO identity.roles (code, name, permissions, is_system) VALUES ($1, $2, $3, true)
       ON CONFLICT (code) DO NOTHING`,
      [role.code, role.name, role.permissions],
    );
  }
  const exists = (await dataSource.query(`SELECT 1 FROM identity.users WHERE lower(username) = 'admin'`)) as unknown[];
  if (exists.length === 0) {
    await dataSource.query(
      `INSERT INTO identity.users (username, password_hash, first_name, last_name, email, role_code, status)
       VALUES ('admin', $1, 'System', 'Administrator', 'admin@backoffice.local', 'SYSADMIN', 'A')`,
      [await argon2.hash(adminPassword)],
    );
  }
}
