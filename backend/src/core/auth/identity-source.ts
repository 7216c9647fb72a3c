import { Injectable } from '@nestjs/common';
import type { ActorState } from './actor-state.service';
import type { MenuGrantRow } from './role-permissions.service';
import { SourceSlot } from '../wiring/source-slot';

/** A role as authorization reads it: its own permissions ('*' for the system administrator) and its menu grants. */
export interface RoleGrants {
  permissions: readonly string[];
  grants: readonly MenuGrantRow[];
}

/** Where users, roles and grants live (the identity-access context registers it at start-up). */
export interface IdentitySource {
  /** The user's role, organization and status now; undefined: no such user. */
  actorState(userId: string): Promise<ActorState | undefined>;
  /** The role's permissions and grants now; undefined: no such role. */
  roleGrants(role: string): Promise<RoleGrants | undefined>;
}

/**
 * The port between the platform's authorization (ActorStateService, RolePermissionsService: cached,
 * versioned, checked on every request) and the context that owns users and roles, so core reads
 * no context's tables. Without a registered source nobody is anybody: no user, no permission.
 */
@Injectable()
export class IdentitySources extends SourceSlot<IdentitySource> {
  actorState(userId: string): Promise<ActorState | undefined> {
    return this.registered ? this.registered.actorState(userId) : Promise.resolve(undefined);
  }

  roleGrants(role: string): Promise<RoleGrants | undefined> {
    return this.registered ? this.registered.roleGrants(role) : Promise.resolve(undefined);
  }
}
