import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { DataSource, type EntityManager } from 'typeorm';
import {
  type FirstTimeLoginRequest,
  PASSWORD_RESET_LINK_TTL_MINUTES,
  type PasswordResetRequest,
  type ResetPasswordRequest,
  SECURITY_QUESTION,
  type UserStatus,
  type ValidatePasswordResetResponse,
  type VerifyUserTokenResponse,
} from '@bo/shared';
import { AuditService } from '../../../../core/audit/audit.service';
import { ActorStateService } from '../../../../core/auth/actor-state.service';
import { UnitOfWork } from '../../../../core/database/unit-of-work';
import { AppError } from '../../../../core/errors/app-error';
import { RedisService } from '../../../../core/redis/redis.service';
import { AccountMailService } from './account-mail.service';
import { type AccountTokenRow, AccountTokensService } from './account-tokens.service';
import { normalizeSecurityAnswer } from './account-secrets';
import { actionResult } from '../../../../core/http/action-result';
import { UserSessionsService } from './user-sessions.service';

/** Statuses that may reset their password: active, locked (the way out of L) and reset. */
const RESETTABLE: UserStatus[] = ['A', 'L', 'R'];
/** Reset mails per account and quarter of an hour; more requests are answered the same but send nothing. */
const RESET_MAILS_PER_WINDOW = 3;
const RESET_MAIL_WINDOW_SECONDS = 15 * 60;

interface LinkUser {
  id: string;
  username: string;
  full_name: string;
  email: string;
  status: UserStatus;
}

/**
 * First-time login (`/bo/Public/verifyUserToken`, `/bo/Public/verify`) and forgot/reset password
 * (`/bo/General/request-password-reset`, `validate-password-reset`, `reset-password`).
 */
@Injectable()
export class AccountRecoveryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly tokens: AccountTokensService,
    private readonly mail: AccountMailService,
    private readonly sessions: UserSessionsService,
    private readonly audit: AuditService,
    private readonly redis: RedisService,
    private readonly actors: ActorStateService,
  ) {}

  /** What the first-time login screen needs for the link's token. */
  async verifyUserToken(token: string): Promise<VerifyUserTokenResponse> {
    const { row, user } = await this.usableLink(this.dataSource.manager, token, 'FIRST_TIME_LOGIN', false);
    return {
      purpose: row.purpose,
      username: user.username,
      fullName: user.full_name,
      securityQuestions: SECURITY_QUESTION.map(({ code, en, ms }) => ({ code, en, ms })),
      expiresAt: row.expires_at.toISOString(),
    };
  }

  /** Sets password, security question, answer and phrase; the account becomes active (N -> A). */
  async completeFirstTimeLogin(body: FirstTimeLoginRequest) {
    // Hashing is slow on purpose: do it before the transaction holds row locks.
    const [passwordHash, answerHash] = await Promise.all([
      argon2.hash(body.password),
      argon2.hash(normalizeSecurityAnswer(body.securityAnswer)),
    ]);
    const user = await this.uow.run(async (manager) => {
      const { row, user } = await this.usableLink(manager, body.token, 'FIRST_TIME_LOGIN', true);
      await manager.query(
        `UPDATE identity.users
            SET password_hash = $2, security_question = $3, security_answer_hash = $4, security_phrase = $5,
                terms_accepted_at = now(), password_changed_at = now(), status = 'A', failed_attempts = 0,
                updated_at = now()
          WHERE id = $1`,
        [user.id, passwordHash, body.securityQuestion, answerHash, body.securityPhrase],
      );
      await this.tokens.consume(manager, row.id);
      await this.audit.record(
        {
          action: 'account.first-time-login-completed',
          actorId: user.id,
          actorUsername: user.username,
          targetType: 'user',
          targetId: user.id,
        },
        manager,
      );
      return user;
    });
    await this.actors.invalidate(user.id); // N -> A: its sign-ins work at once on every instance
    return { ...actionResult('ACCOUNT_ACTIVATED'), username: user.username };
  }

  /**
   * Always the same answer, whether or not the account exists or may reset, so the call tells an
   * outsider nothing. Only an account that may reset gets the mail (a few per quarter hour at most).
   */
  async requestPasswordReset(body: PasswordResetRequest) {
    const users = (await this.dataSource.query(
      `SELECT id, username, full_name, email, status FROM identity.users
        WHERE (lower(username) = lower($1) OR lower(email) = lower($1)) AND status = ANY($2)`,
      [body.usernameOrEmail, RESETTABLE],
    )) as LinkUser[];
    const user = users[0];
    if (user && (await this.underMailLimit(user.id))) {
      const token = await this.uow.run(async (manager) => {
        const issued = await this.tokens.issue(manager, user.id, 'PASSWORD_RESET', PASSWORD_RESET_LINK_TTL_MINUTES * 60);
        await this.audit.record(
          {
            action: 'account.password-reset-requested',
            actorId: user.id,
            actorUsername: user.username,
            targetType: 'user',
            targetId: user.id,
          },
          manager,
        );
        return issued;
      });
      await this.mail.send(
        'PASSWORD_RESET',
        user.email,
        { name: user.full_name || user.username, minutes: PASSWORD_RESET_LINK_TTL_MINUTES },
        { link: this.mail.link('/login-reset-password', token) },
        { secretTtlSeconds: PASSWORD_RESET_LINK_TTL_MINUTES * 60 },
      );
    }
    return actionResult('PASSWORD_RESET_LINK_SENT');
  }

  async validatePasswordReset(token: string): Promise<ValidatePasswordResetResponse> {
    const { row, user } = await this.usableLink(this.dataSource.manager, token, 'PASSWORD_RESET', false);
    return { valid: true, username: user.username, expiresAt: row.expires_at.toISOString() };
  }

  /** New password from the link: unlocks (L/R -> A), clears failed attempts, ends every session. */
  async resetPassword(body: ResetPasswordRequest) {
    const passwordHash = await argon2.hash(body.password);
    const user = await this.uow.run(async (manager) => {
      const { row, user } = await this.usableLink(manager, body.token, 'PASSWORD_RESET', true);
      await manager.query(
        `UPDATE identity.users
            SET password_hash = $2, status = 'A', failed_attempts = 0, password_changed_at = now(), updated_at = now()
          WHERE id = $1`,
        [user.id, passwordHash],
      );
      await this.tokens.consume(manager, row.id);
      await this.audit.record(
        {
          action: 'account.password-reset-completed',
          actorId: user.id,
          actorUsername: user.username,
          targetType: 'user',
          targetId: user.id,
          details: { statusBefore: user.status },
        },
        manager,
      );
      return user;
    });
    await this.actors.invalidate(user.id); // L/R -> A: its sign-ins work at once on every instance
    await this.sessions.revokeAll(user.id);
    return actionResult('PASSWORD_RESET_SUCCESSFUL');
  }

  /**
   * The token's row and user if the link may still be used. A first-time link of an account that
   * is no longer new says so (spec: 'Account is already activated'); anything else that is unknown,
   * used, expired or of the wrong purpose is one answer: the link is invalid or expired.
   */
  private async usableLink(manager: EntityManager, token: string, purpose: AccountTokenRow['purpose'], lock: boolean) {
    const row = await this.tokens.find(manager, token, lock);
    if (!row || row.purpose !== purpose) throw new AppError('LINK_INVALID_OR_EXPIRED');
    const [user] = (await manager.query(
      `SELECT id, username, full_name, email, status FROM identity.users WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [row.user_id],
    )) as LinkUser[];
    if (purpose === 'FIRST_TIME_LOGIN' && user.status !== 'N') {
      throw new AppError(user.status === 'D' || user.status === 'X' ? 'ACCOUNT_DISABLED' : 'ACCOUNT_ALREADY_ACTIVATED');
    }
    if (purpose === 'PASSWORD_RESET' && !RESETTABLE.includes(user.status)) throw new AppError('LINK_INVALID_OR_EXPIRED');
    if (!this.tokens.isUsable(row)) throw new AppError('LINK_INVALID_OR_EXPIRED');
    return { row, user };
  }

  private async underMailLimit(userId: string): Promise<boolean> {
    const key = this.redis.key(`password-reset-mails:${userId}`);
    const count = await this.redis.client.incr(key);
    if (count === 1) await this.redis.client.expire(key, RESET_MAIL_WINDOW_SECONDS);
    return count <= RESET_MAILS_PER_WINDOW;
  }
}
