import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ActorState } from '../../../core/auth/actor-state.service';
import { type IdentitySource, IdentitySources, type RoleGrants } from '../../../core/auth/identity-source';
import type { MenuGrantRow } from '../../../core/auth/role-permissions.service';

/**
 * What the platform's authorization reads of users, roles and grants, from this context's tables:
 * registered with core's IdentitySources at start-up, asked when core's caches miss (they are
 * versioned and invalidated by this context's changes, see ActorStateService).
 */
@Injectable()
export class IdentityAuthSource implements IdentitySource, OnModuleInit, OnModuleDestroy {
  private unregister?: () => void;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sources: IdentitySources,
  ) {}

  onModuleInit(): void {
    this.unregister = this.sources.register(this);
  }

  onModuleDestroy(): void {
    this.unregister?.();
  }

  async actorState(userId: string): Promise<ActorState | undefined> {
    const rows = (await this.dataSource.query(
      `SELECT role_code AS role, organization_id AS "organizationId", status FROM identity.users WHERE id = $1`,
      [userId],
    )) as ActorState[];
    return rows[0];
  }

  async roleGrants(role: string): Promise<RoleGrants | undefined> {
    const [found] = (await this.dataSource.query(`SELECT permissions FROM identity.roles WHERE code = $1`, [role])) as {
      permissions: string[];
    }[];
    if (!found) return undefined;
    const grants = (await this.dataSource.query(
      `SELECT m.code AS "menuCode", m.functions AS available, a.functions AS granted
         FROM identity.role_menu_access a JOIN identity.menus m ON m.id = a.menu_id
        WHERE a.role_code = $1`,
      [role],
    )) as MenuGrantRow[];
    return { permissions: found.permissions, grants };
  }
}
