import { Injectable } from '@nestjs/common';
import { ALL_PERMISSIONS, hasPermission, MENU_FUNCTIONS } from '@bo/shared';
import { AppError } from '../errors/app-error';
import { RedisService } from '../redis/redis.service';
import { SharedCacheHolder } from '../redis/shared-cache';
import { IdentitySources } from './identity-source';

export interface MenuGrantRow {
  menuCode: string;
  /** Functions the menu entry offers today. */
  available: readonly string[];
  granted: readonly string[];
}

/**
 * A role's permissions: `<menu code>.<function>` for each granted function the menu still offers,
 * plus the role's own list (which holds '*' for SYSADMIN). '*' alone
 * stands for everything, so it is answered as ['*']. Sorted, without duplicates.
 */
export function derivePermissions(rolePermissions: readonly string[], grants: readonly MenuGrantRow[]): string[] {
  if (rolePermissions.includes(ALL_PERMISSIONS)) return [ALL_PERMISSIONS];
  const result = new Set(rolePermissions);
  for (const grant of grants) {
    for (const fn of MENU_FUNCTIONS) {
      if (grant.granted.includes(fn) && grant.available.includes(fn)) result.add(`${grant.menuCode}.${fn}`);
    }
  }
  return [...result].sort();
}

/**
 * Nobody grants what they don't hold: 403 GRANT_NOT_HELD naming the permissions of `granting` that
 * `held` lacks ('*' holds all).
 */
export function assertMayGrant(held: readonly string[], granting: readonly string[]): void {
  const notHeld = granting.filter((p) => !hasPermission(held, p));
  if (notHeld.length) throw new AppError('GRANT_NOT_HELD', { permissions: notHeld.join(', ') });
}

/**
 * Permissions per role, cached. Role and grant changes call `invalidate()` after their commit and
 * before they answer: every instance drops every role (pub/sub) and the roles' version in Redis moves
 * on; the guard reads it with the session's revocation (one MGET) and passes it to `of`, so the very
 * next request on any instance derives the role again even if the message is late or lost (see
 * SharedCache). Calls without a version (within a request the guard has checked) take the entry.
 */
@Injectable()
export class RolePermissionsService extends SharedCacheHolder<string[]> {
  constructor(
    private readonly identity: IdentitySources,
    redis: RedisService,
  ) {
    super(redis, 'role-permissions', { ttlMs: 10_000, maxSize: 10_000, versioned: true });
  }

  /** The Redis keys of the roles' version (read them with `versionOf` and pass it to `of`). */
  versionKeys(): string[] {
    return this.cache.versionKeys();
  }

  versionOf(values: readonly (string | null)[]): string {
    return this.cache.versionOf(values);
  }

  of(roleCode: string, version?: string): Promise<string[]> {
    return this.cache.get(
      roleCode,
      // Read from the owner of roles and grants (identity-access), through the port.
      async () => {
        const role = await this.identity.roleGrants(roleCode);
        return role ? derivePermissions(role.permissions, role.grants) : [];
      },
      version,
    );
  }

  /** Calls `listener` after each role or grant change, in every instance. */
  onChange(listener: () => void): void {
    this.cache.onInvalidate(() => listener());
  }

  /** Call after a role or grant change has committed. */
  invalidate(): Promise<void> {
    return this.cache.invalidate();
  }
}
