import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { DataSource } from 'typeorm';
import type {
  ChangePasswordRequest,
  MobileNumberUpdateRequest,
  SecurityPhraseUpdateRequest,
  SecurityQuestionUpdateRequest,
} from '@bo/shared';
import { AuditService } from '../../../../core/audit/audit.service';
import type { Actor } from '../../../../core/context/request-context';
import { UnitOfWork } from '../../../../core/database/unit-of-work';
import { AppError } from '../../../../core/errors/app-error';
import { RedisService } from '../../../../core/redis/redis.service';
import { normalizeSecurityAnswer } from './account-secrets';
import { actionResult, fieldError } from '../../../../core/http/action-result';
import { UserSessionsService } from './user-sessions.service';

/** Wrong current passwords per user and minute: a stolen session must not become a password oracle. */
const CURRENT_PASSWORD_TRIES_PER_MINUTE = 5;

/** The signed-in user's own security settings (`/bo/User/security/*`). */
@Injectable()
export class SecuritySettingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
    private readonly sessions: UserSessionsService,
    private readonly redis: RedisService,
  ) {}

  /** Needs the current password; every other session of the user ends (this one stays). */
  async changePassword(actor: Actor, body: ChangePasswordRequest) {
    const key = this.redis.key(`current-password-tries:${actor.userId}`);
    const tries = await this.redis.client.incr(key);
    if (tries === 1) await this.redis.client.expire(key, 60);
    if (tries > CURRENT_PASSWORD_TRIES_PER_MINUTE) throw new AppError('RATE_LIMITED');

    const [user] = (await this.dataSource.query(`SELECT password_hash FROM identity.users WHERE id = $1`, [actor.userId])) as {
      password_hash: string | null;
    }[];
    const ok = user?.password_hash ? await argon2.verify(user.password_hash, body.currentPassword) : false;
    if (!ok) {
      await this.audit.record({ action: 'account.password-change-refused', targetType: 'user', targetId: actor.userId });
      throw fieldError('CURRENT_PASSWORD_INCORRECT', 'currentPassword');
    }
    await this.redis.client.del(key);
    const hash = await argon2.hash(body.password);
    await this.update(actor, 'account.password-changed', `password_hash = $2, password_changed_at = now()`, hash);
    await this.sessions.revokeAll(actor.userId, actor.sessionId);
    return actionResult('PASSWORD_UPDATED');
  }

  async changeMobileNumber(actor: Actor, body: MobileNumberUpdateRequest) {
    await this.update(actor, 'account.mobile-number-changed', `mobile_number = $2`, body.mobileNumber);
    return actionResult('MOBILE_NUMBER_UPDATED');
  }

  async changeSecurityQuestion(actor: Actor, body: SecurityQuestionUpdateRequest) {
    const answerHash = await argon2.hash(normalizeSecurityAnswer(body.securityAnswer));
    await this.update(
      actor,
      'account.security-question-changed',
      `security_question = $2, security_answer_hash = $3`,
      body.securityQuestion,
      answerHash,
    );
    return actionResult('SECURITY_QUESTION_UPDATED');
  }

  async changeSecurityPhrase(actor: Actor, body: SecurityPhraseUpdateRequest) {
    await this.update(actor, 'account.security-phrase-changed', `security_phrase = $2`, body.securityPhrase);
    return actionResult('SECURITY_PHRASE_UPDATED');
  }

  /** One column set on the actor's own row plus its audit entry, in one transaction. */
  private async update(actor: Actor, action: string, set: string, ...values: unknown[]) {
    await this.uow.run(async (manager) => {
      await manager.query(`UPDATE identity.users SET ${set}, updated_at = now() WHERE id = $1`, [actor.userId, ...values]);
      await this.audit.record({ action, targetType: 'user', targetId: actor.userId }, manager);
    });
  }
}
