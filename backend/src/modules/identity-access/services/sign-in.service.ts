import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { DataSource } from 'typeorm';
import { MAX_FAILED_SIGN_IN_ATTEMPTS, type SignInRequest, type SignInResponse } from '@bo/shared';
import { AppError } from '../../../core/errors/app-error';
import { TokenService } from '../../../core/auth/token.service';
import { RolePermissionsService } from '../../../core/auth/role-permissions.service';
import { ActorStateService } from '../../../core/auth/actor-state.service';
import { AuditService } from '../../../core/audit/audit.service';
import { RedisService } from '../../../core/redis/redis.service';
import type { UserEntity } from '../read-models/user.entity';

/** Wrong passwords allowed before the account locks (spec section 4: 2 left, then 1, then locked). */
const MAX_PASSWORD_ATTEMPTS = MAX_FAILED_SIGN_IN_ATTEMPTS;
/**
 * Sign-in attempts per USERNAME and minute (SIGN_IN_USERNAME_RATE_LIMIT_PER_MINUTE), on top of the
 * per-address limit: many addresses guessing one account's password are slowed down too.
 */
const usernameLimit = () => Number(process.env.SIGN_IN_USERNAME_RATE_LIMIT_PER_MINUTE ?? 10);

interface UserRow {
  id: string;
  username: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  email: string;
  role_code: string;
  organization_id: string | null;
  merchant_code: string | null;
  status: UserEntity['status'];
}

/** Sign-in with the spec's status rules, lockout and per-username rate limit (flows around it: accounts/). */
@Injectable()
export class SignInService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: TokenService,
    private readonly roles: RolePermissionsService,
    private readonly audit: AuditService,
    private readonly redis: RedisService,
    private readonly actors: ActorStateService,
  ) {}

  async signIn(request: SignInRequest, client: { ip?: string; userAgent?: string }): Promise<SignInResponse> {
    await this.countAttempt(request.username);
    const [user] = (await this.dataSource.query(`SELECT * FROM identity.users WHERE lower(username) = lower($1)`, [
      request.username,
    ])) as UserRow[];
    if (!user) {
      await this.audit.record({
        action: 'auth.sign-in-failed',
        actorUsername: request.username,
        details: { reason: 'unknown-username' },
      });
      throw new AppError('USERNAME_NOT_FOUND');
    }
    try {
      this.assertCanSignIn(user.status);
    } catch (refusal) {
      await this.audit.record({
        action: 'auth.sign-in-refused',
        actorId: user.id,
        actorUsername: user.username,
        details: { status: user.status },
      });
      throw refusal;
    }
    // The attempt is counted BEFORE the password is checked, in one statement on the row: however
    // many arrive at once, at most MAX_PASSWORD_ATTEMPTS are ever checked before the account locks.
    const attempt = await this.reserveAttempt(user);
    const ok = user.password_hash ? await argon2.verify(user.password_hash, request.password) : false;
    if (!ok) await this.recordFailure(user, attempt);

    // Only an account still active when the right password was checked gets a token.
    const signedIn = (await this.dataSource.query(
      `UPDATE identity.users SET failed_attempts = 0, last_login_at = now() WHERE id = $1 AND status = 'A' RETURNING id`,
      [user.id],
    )) as [unknown[], number];
    if (signedIn[0].length === 0) {
      await this.audit.record({
        action: 'auth.sign-in-refused',
        actorId: user.id,
        actorUsername: user.username,
        details: { status: 'L', reason: 'locked-during-sign-in' },
      });
      throw new AppError('ACCOUNT_LOCKED_USE_FORGOT_PASSWORD');
    }
    if (request.deviceId) {
      // A registered device of this user (`/bo/User/devices`) records its last sign-in; any other id is ignored.
      await this.dataSource.query(
        `UPDATE identity.devices SET last_logged_in_at = now() WHERE id = $1 AND user_id = $2 AND removed_at IS NULL`,
        [request.deviceId, user.id],
      );
    }
    const actor = { userId: user.id, username: user.username, role: user.role_code, organizationId: user.organization_id };
    const { token, sessionId } = this.tokens.issue(actor);
    await this.audit.record({ action: 'auth.signed-in', actorId: user.id, actorUsername: user.username, details: { sessionId } });
    await this.dataSource.query(
      `INSERT INTO identity.sessions (id, user_id, expires_at, ip, user_agent)
       VALUES ($1, $2, now() + make_interval(secs => $3), $4, $5)`,
      [sessionId, user.id, this.tokens.ttlSeconds, client.ip ?? null, client.userAgent?.slice(0, 300) ?? null],
    );
    return {
      accessToken: token,
      expiresIn: this.tokens.ttlSeconds,
      userInfo: {
        userID: user.id,
        username: user.username,
        firstName: user.first_name,
        lastName: user.last_name,
        email: user.email,
        role: user.role_code,
        merchantCode: user.merchant_code,
        organizationId: user.organization_id,
        permissions: await this.roles.of(user.role_code),
      },
    };
  }

  async signOut(sessionId: string): Promise<void> {
    await this.tokens.revoke(sessionId);
    await this.audit.record({ action: 'auth.signed-out', details: { sessionId } });
    await this.dataSource.query(`UPDATE identity.sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [
      sessionId,
    ]);
  }

  /** Counts the attempt in Redis (shared by every API instance); over the limit answers 429. */
  private async countAttempt(username: string): Promise<void> {
    const key = this.redis.key(`sign-in-attempts:${username.trim().toLowerCase()}`);
    const count = await this.redis.client.incr(key);
    if (count === 1) await this.redis.client.expire(key, 60);
    if (count > usernameLimit()) {
      await this.audit.record({ action: 'auth.sign-in-rate-limited', actorUsername: username });
      throw new AppError('RATE_LIMITED');
    }
  }

  private assertCanSignIn(status: UserRow['status']): void {
    switch (status) {
      case 'N':
        throw new AppError('FIRST_TIME_LOGIN_REQUIRED');
      case 'D':
      case 'X':
        throw new AppError('ACCOUNT_DISABLED');
      case 'L':
        throw new AppError('ACCOUNT_LOCKED_USE_FORGOT_PASSWORD');
      case 'R':
        throw new AppError('ACCOUNT_RESET_USE_EMAIL_LINK');
    }
  }

  /**
   * Takes one of the account's attempts before its password is checked (ONE statement: the row
   * lock serialises concurrent attempts). When the attempts left are all taken by checks still in
   * flight, or the account is no longer active, the password is not checked at all.
   */
  private async reserveAttempt(user: UserRow): Promise<number> {
    const [rows] = (await this.dataSource.query(
      `UPDATE identity.users SET failed_attempts = failed_attempts + 1, updated_at = now()
        WHERE id = $1 AND status = 'A' AND failed_attempts < $2
        RETURNING failed_attempts`,
      [user.id, MAX_PASSWORD_ATTEMPTS],
    )) as [{ failed_attempts: number }[], number];
    if (rows.length > 0) return rows[0].failed_attempts;
    const [now] = (await this.dataSource.query(`SELECT status FROM identity.users WHERE id = $1`, [user.id])) as {
      status: string;
    }[];
    await this.audit.record({
      action: 'auth.sign-in-refused',
      actorId: user.id,
      actorUsername: user.username,
      details: { status: now?.status ?? null, reason: 'no-attempts-left' },
    });
    throw new AppError(now?.status === 'A' ? 'RATE_LIMITED' : 'ACCOUNT_LOCKED_USE_FORGOT_PASSWORD');
  }

  /**
   * A wrong password: its attempt was already counted (`reserveAttempt`) as the account's
   * `attempt`-th, and it answers as that one, whatever order the checks end in: the ones before the
   * last say how many are left, the last locks the account (one statement on the row).
   */
  private async recordFailure(user: UserRow, attempt: number): Promise<never> {
    const locks = attempt >= MAX_PASSWORD_ATTEMPTS;
    const [rows] = (await this.dataSource.query(
      `UPDATE identity.users SET status = CASE WHEN $2 THEN 'L' ELSE status END, updated_at = now()
        WHERE id = $1 AND status = 'A'
        RETURNING status`,
      [user.id, locks],
    )) as [{ status: string }[], number];
    const locked = rows.length > 0 && rows[0].status === 'L';
    const who = { actorId: user.id, actorUsername: user.username };
    await this.audit.record({ ...who, action: 'auth.sign-in-failed', details: { reason: 'wrong-password', attempts: attempt } });
    if (locked) {
      await this.audit.record({ ...who, action: 'auth.account-locked', targetType: 'user', targetId: user.id });
      await this.actors.invalidate(user.id); // its sessions stop at once
    }
    if (locks) throw new AppError('ACCOUNT_LOCKED');
    throw new AppError('PASSWORD_NOT_MATCHED', { attemptsLeft: MAX_PASSWORD_ATTEMPTS - attempt });
  }
}
