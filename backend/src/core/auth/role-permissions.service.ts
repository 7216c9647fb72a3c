import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { ALL_PERMISSIONS, MENU_FUNCTIONS } from '@bo/shared';
import { RedisService } from '../redis/redis.service';

/** Safety net: a missed invalidation message (Redis blip) still heals within this time. */
const TTL_MS = 10_000;
const CHANNEL = 'role-permissions:invalidate';

export interface MenuGrantRow {
  menuCode: string;
  /** Functions the menu entry offers today. */
  available: readonly string[];
  granted: readonly string[];
}

/**
 * A role's permissions: `<menu code>.<function>` for each granted function the menu still offers,
 * plus the role's own list (`identity.roles.permissions`, which holds '*' for SYSADMIN). '*' alone
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
 * Permissions per role, cached. Role and grant changes call `invalidate()`, which clears this
 * instance's cache and tells every other API/worker instance over Redis pub/sub; the TTL covers a
 * lost message.
 */
@Injectable()
export class RolePermissionsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(RolePermissionsService.name);
  private cache = new Map<string, { permissions: string[]; at: number }>();
  private subscriber?: Redis;

  constructor(
    private readonly dataSource: DataSource,
    private readonly redis: RedisService,
  ) {}

  async onModuleInit(): Promise<void> {
    this.subscriber = this.redis.connect();
    this.subscriber.on('message', () => this.cache.clear());
    await this.subscriber.subscribe(this.redis.key(CHANNEL)).catch((error: Error) => {
      this.logger.warn(`role permission invalidations not subscribed (TTL applies): ${error.message}`);
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscriber?.unsubscribe().catch(() => undefined);
  }

  async of(role: string): Promise<string[]> {
    const hit = this.cache.get(role);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.permissions;
    const roles: { permissions: string[] }[] = await this.dataSource.query(
      `SELECT permissions FROM identity.roles WHERE code = $1`,
      [role],
    );
    const grants: MenuGrantRow[] = roles.length
      ? await this.dataSource.query(
          `SELECT m.code AS "menuCode", m.functions AS available, a.functions AS granted
             FROM identity.role_menu_access a JOIN identity.menus m ON m.id = a.menu_id
            WHERE a.role_code = $1`,
          [role],
        )
      : [];
    const permissions = roles.length ? derivePermissions(roles[0].permissions, grants) : [];
    this.cache.set(role, { permissions, at: Date.now() });
    return permissions;
  }

  /** Call after a role or grant change has committed. */
  async invalidate(): Promise<void> {
    this.cache.clear();
    await this.redis.client.publish(this.redis.key(CHANNEL), '1').catch((error: Error) => {
      this.logger.warn(`role permission invalidation not published (TTL applies): ${error.message}`);
    });
  }
}
