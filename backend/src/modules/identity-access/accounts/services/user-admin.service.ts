import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  ALL_PERMISSIONS,
  type CreateUserRequest,
  type CreateUserResponse,
  FIRST_TIME_LOGIN_LINK_TTL_HOURS,
  type UpdateProfileRequest,
  type UpdateUserRequest,
  type UserStatus,
  type UserStatusAction,
} from '@bo/shared';
import { AuditService } from '../../../../core/audit/audit.service';
import { assertMayGrant, RolePermissionsService } from '../../../../core/auth/role-permissions.service';
import { ActorStateService } from '../../../../core/auth/actor-state.service';
import type { Actor } from '../../../../core/context/request-context';
import { UnitOfWork } from '../../../../core/database/unit-of-work';
import { AppError } from '../../../../core/errors/app-error';
import { isUniqueViolation } from '../../../../core/event-store/event-store';
import { tenantScope } from '../queries/user-rows';
import { AccountMailService } from './account-mail.service';
import { AccountTokensService } from './account-tokens.service';
import { splitFullName } from './account-secrets';
import { actionResult, fieldError } from '../../../../core/http/action-result';
import { UserSessionsService } from './user-sessions.service';
import { RoleOptionDirectory } from '../../../settings';
import { OrganizationDirectory } from '../../../organizations';

/** Status after each action, from the statuses it applies to (spec section 4; delete is soft). */
const TRANSITIONS: Record<UserStatusAction, { from: UserStatus[]; audit: string }> = {
  activate: { from: ['D'], audit: 'user.activated' },
  deactivate: { from: ['N', 'A', 'L', 'R'], audit: 'user.deactivated' },
  delete: { from: ['N', 'A', 'L', 'R', 'D'], audit: 'user.deleted' },
};

/** `/bo/User` writes: creation, status changes, admin edits and the signed-in user's profile (the reads are queries/). */
@Injectable()
export class UserAdminService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
    private readonly roles: RolePermissionsService,
    private readonly actors: ActorStateService,
    private readonly tokens: AccountTokensService,
    private readonly mail: AccountMailService,
    private readonly sessions: UserSessionsService,
    private readonly roleOptions: RoleOptionDirectory,
    private readonly organizations: OrganizationDirectory,
  ) {}

  async create(actor: Actor, body: CreateUserRequest): Promise<CreateUserResponse> {
    // The organization comes from the token; only the provider's staff may place a user in one.
    const organizationId = actor.organizationId ?? body.organizationId ?? null;
    const { userId, token } = await this.uow.run(async (manager) => {
      await this.assertAssignable(manager, actor, body.role, body.level);
      if (organizationId && actor.organizationId === null) await this.assertOrganizationExists(manager, organizationId);
      await this.assertUnique(manager, { username: body.username, email: body.email });
      const { firstName, lastName } = splitFullName(body.fullName);
      const [row] = (await manager
        .query(
          `INSERT INTO identity.users (username, email, first_name, last_name, full_name, role_code, level, id_type,
                                       id_number, mobile_number, organization_id, status, created_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'N', $12) RETURNING id`,
          [
            body.username,
            body.email,
            firstName,
            lastName,
            body.fullName,
            body.role,
            body.level ?? null,
            body.idType,
            body.idNumber,
            body.mobileNumber,
            organizationId,
            actor.userId,
          ],
        )
        .catch(duplicateToAppError)) as { id: string }[];
      const linkToken = await this.tokens.issue(manager, row.id, 'FIRST_TIME_LOGIN', FIRST_TIME_LOGIN_LINK_TTL_HOURS * 3600);
      await this.audit.record(
        {
          action: 'user.created',
          targetType: 'user',
          targetId: row.id,
          details: { username: body.username, role: body.role, level: body.level ?? null, organizationId },
        },
        manager,
      );
      return { userId: row.id, token: linkToken };
    });
    await this.mail.send(
      'FIRST_TIME_LOGIN',
      body.email,
      { name: body.fullName, hours: FIRST_TIME_LOGIN_LINK_TTL_HOURS },
      { link: this.mail.link('/login', token) },
      { secretTtlSeconds: FIRST_TIME_LOGIN_LINK_TTL_HOURS * 3600 },
    );
    return { ...actionResult('USER_CREATED', { email: body.email }), userId };
  }

  async update(actor: Actor, body: UpdateUserRequest) {
    await this.uow.run(async (manager) => {
      const current = await this.lockInScope(manager, actor, body.userId);
      // Editing a user who holds more than you (their e-mail, say) would be taking their rights.
      await this.assertHoldsAllOf(actor, current.role_code);
      await this.assertAssignable(manager, actor, body.role, body.level);
      await this.assertUnique(manager, { email: body.email, exceptUserId: body.userId });
      const { firstName, lastName } = splitFullName(body.fullName);
      await manager
        .query(
          `UPDATE identity.users
              SET role_code = $2, level = $3, full_name = $4, first_name = $5, last_name = $6, id_type = $7,
                  id_number = $8, email = $9, mobile_number = $10, updated_at = now()
            WHERE id = $1`,
          [
            body.userId,
            body.role,
            body.level ?? null,
            body.fullName,
            firstName,
            lastName,
            body.idType,
            body.idNumber,
            body.email,
            body.mobileNumber,
          ],
        )
        .catch(duplicateToAppError);
      await this.audit.record(
        {
          action: 'user.updated',
          targetType: 'user',
          targetId: body.userId,
          details: { roleBefore: current.role_code, role: body.role, level: body.level ?? null },
        },
        manager,
      );
    });
    // Every session of the user works with the new role from its next request on.
    await this.actors.invalidate(body.userId);
    return actionResult('USER_UPDATED');
  }

  async changeStatus(actor: Actor, userId: string, action: UserStatusAction) {
    if (userId === actor.userId) throw new AppError('CANNOT_CHANGE_OWN_STATUS');
    const transition = TRANSITIONS[action];
    const status = await this.uow.run(async (manager) => {
      const user = await this.lockInScope(manager, actor, userId);
      // Locking out (or back in) someone who holds more than you is taking over their rights too.
      await this.assertHoldsAllOf(actor, user.role_code);
      if (!transition.from.includes(user.status)) throw new AppError('USER_STATUS_CHANGE_NOT_ALLOWED');
      // A user who never set a password goes back to N, so the first-time login link still applies.
      const next: UserStatus = action === 'deactivate' ? 'D' : action === 'delete' ? 'X' : user.has_password ? 'A' : 'N';
      await manager.query(
        `UPDATE identity.users
            SET status = $2, failed_attempts = 0, updated_at = now(),
                deleted_at = CASE WHEN $3 THEN now() ELSE deleted_at END
          WHERE id = $1`,
        [userId, next, next === 'X'],
      );
      await this.audit.record(
        { action: transition.audit, targetType: 'user', targetId: userId, details: { from: user.status, to: next } },
        manager,
      );
      return next;
    });
    await this.actors.invalidate(userId);
    if (action !== 'activate') await this.sessions.revokeAll(userId);
    const code = action === 'activate' ? 'USER_ACTIVATED' : action === 'deactivate' ? 'USER_DEACTIVATED' : 'USER_DELETED';
    return { ...actionResult(code), status };
  }

  async updateProfile(actor: Actor, body: UpdateProfileRequest) {
    const { firstName, lastName } = splitFullName(body.fullName);
    await this.uow.run(async (manager) => {
      await manager.query(
        `UPDATE identity.users SET full_name = $2, first_name = $3, last_name = $4, id_type = $5, id_number = $6,
                updated_at = now() WHERE id = $1`,
        [actor.userId, body.fullName, firstName, lastName, body.idType, body.idNumber],
      );
      await this.audit.record({ action: 'user.profile-updated', targetType: 'user', targetId: actor.userId }, manager);
    });
    return actionResult('PROFILE_UPDATED');
  }

  /** The user, row-locked, if the actor may act on it; 404 otherwise (also for other organizations' users). */
  private async lockInScope(manager: EntityManager, actor: Actor, userId: string) {
    const scope = tenantScope(actor);
    const rows = (await manager.query(
      `SELECT id, status, role_code, password_hash IS NOT NULL AS has_password FROM identity.users
        WHERE id = $1 AND status <> 'X' ${scope === 'all' ? '' : 'AND organization_id IS NOT DISTINCT FROM $2::uuid'}
        FOR UPDATE`,
      scope === 'all' ? [userId] : [userId, scope.organizationId],
    )) as { id: string; status: UserStatus; role_code: string; has_password: boolean }[];
    if (!rows[0]) throw new AppError('RECORD_NOT_FOUND');
    return rows[0];
  }

  /**
   * The role exists, the level is one of its active options (when it has any), and the actor holds
   * every permission the role grants: nobody hands out more than they have.
   */
  private async assertAssignable(manager: EntityManager, actor: Actor, role: string, level: string | undefined) {
    const roles = (await manager.query(`SELECT code FROM identity.roles WHERE code = $1`, [role])) as unknown[];
    if (roles.length === 0) throw fieldError('ROLE_NOT_FOUND', 'role');
    const options = await this.roleOptions.activeOf(role, manager);
    if (options.length > 0 ? !options.some((o) => o.code === level) : level !== undefined) {
      throw fieldError('LEVEL_NOT_ALLOWED', 'level');
    }
    await this.assertHoldsAllOf(actor, role);
  }

  /** The actor holds every permission `role` grants ('*' holds all). */
  private async assertHoldsAllOf(actor: Actor, role: string) {
    const mine = await this.roles.of(actor.role);
    if (!mine.includes(ALL_PERMISSIONS)) assertMayGrant(mine, await this.roles.of(role));
  }

  private async assertOrganizationExists(manager: EntityManager, organizationId: string) {
    if (!(await this.organizations.exists(manager, organizationId))) throw fieldError('ORGANIZATION_NOT_FOUND', 'organizationId');
  }

  /** Checked up front for a clear message; the unique indexes still decide under concurrency. */
  private async assertUnique(manager: EntityManager, q: { username?: string; email: string; exceptUserId?: string }) {
    if (q.username) {
      const taken = (await manager.query(`SELECT 1 FROM identity.users WHERE lower(username) = lower($1)`, [
        q.username,
      ])) as unknown[];
      if (taken.length) throw fieldError('USERNAME_TAKEN', 'username');
    }
    const used = (await manager.query(
      `SELECT 1 FROM identity.users WHERE lower(email) = lower($1) AND status <> 'X' AND id IS DISTINCT FROM $2::uuid`,
      [q.email, q.exceptUserId ?? null],
    )) as unknown[];
    if (used.length) throw fieldError('EMAIL_TAKEN', 'email');
  }
}

function duplicateToAppError(error: unknown): never {
  if (isUniqueViolation(error, 'users_username_uq')) throw fieldError('USERNAME_TAKEN', 'username');
  if (isUniqueViolation(error, 'users_email_uq')) throw fieldError('EMAIL_TAKEN', 'email');
  throw error;
}
