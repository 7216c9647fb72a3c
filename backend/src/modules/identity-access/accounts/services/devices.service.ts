import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import {
  DEVICE_OTP_MAX_ATTEMPTS,
  DEVICE_OTP_TTL_SECONDS,
  type DeviceChangeResponse,
  type DeviceOtpResponse,
  type RegisterDeviceRequest,
} from '@bo/shared';
import { AuditService } from '../../../../core/audit/audit.service';
import type { Actor } from '../../../../core/context/request-context';
import { UnitOfWork } from '../../../../core/database/unit-of-work';
import { AppError } from '../../../../core/errors/app-error';
import { RedisService } from '../../../../core/redis/redis.service';
import { AccountMailService } from './account-mail.service';
import { maskEmail, newOtp } from './account-secrets';
import { actionResult, fieldError } from '../../../../core/http/action-result';
import { UserSessionsService } from './user-sessions.service';

/** OTP mails per user and quarter of an hour. */
const OTP_REQUESTS_PER_WINDOW = 5;
const OTP_WINDOW_SECONDS = 15 * 60;

/**
 * Registered devices (`/bo/User/devices`, spec sections 3 Device and 4): registering needs an OTP
 * e-mailed to the user; registering or removing a device ends the user's sessions. The list is
 * the GetDevices query's.
 */
@Injectable()
export class DevicesService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
    private readonly mail: AccountMailService,
    private readonly sessions: UserSessionsService,
    private readonly redis: RedisService,
  ) {}

  /** A new code replaces any earlier one; only its argon2 hash is stored. */
  async requestOtp(actor: Actor): Promise<DeviceOtpResponse> {
    const key = this.redis.key(`device-otp-mails:${actor.userId}`);
    const count = await this.redis.client.incr(key);
    if (count === 1) await this.redis.client.expire(key, OTP_WINDOW_SECONDS);
    if (count > OTP_REQUESTS_PER_WINDOW) throw new AppError('RATE_LIMITED');

    const otp = newOtp();
    const codeHash = await argon2.hash(otp);
    const user = await this.uow.run(async (manager) => {
      await manager.query(`UPDATE identity.device_otps SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [
        actor.userId,
      ]);
      await manager.query(
        `INSERT INTO identity.device_otps (user_id, code_hash, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
        [actor.userId, codeHash, DEVICE_OTP_TTL_SECONDS],
      );
      const [row] = (await manager.query(`SELECT email, full_name, username FROM identity.users WHERE id = $1`, [
        actor.userId,
      ])) as { email: string; full_name: string; username: string }[];
      return row;
    });
    await this.mail.send(
      'OTP',
      user.email,
      { name: user.full_name || user.username, seconds: DEVICE_OTP_TTL_SECONDS },
      { otp },
      { secretTtlSeconds: DEVICE_OTP_TTL_SECONDS },
    );
    const sentTo = maskEmail(user.email);
    return { ...actionResult('OTP_SENT', { email: sentTo }), expiresInSeconds: DEVICE_OTP_TTL_SECONDS, sentTo };
  }

  async register(actor: Actor, body: RegisterDeviceRequest): Promise<DeviceChangeResponse> {
    const outcome = await this.uow.run(async (manager) => {
      const [otp] = (await manager.query(
        `SELECT id, code_hash, attempts, expires_at > now() AS live FROM identity.device_otps
          WHERE user_id = $1 AND used_at IS NULL ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
        [actor.userId],
      )) as { id: string; code_hash: string; attempts: number; live: boolean }[];
      if (!otp || !otp.live || otp.attempts >= DEVICE_OTP_MAX_ATTEMPTS) return { ok: false as const };
      if (!(await argon2.verify(otp.code_hash, body.otp))) {
        // The failed attempt must count, so it commits; the refusal is thrown after.
        await manager.query(
          `UPDATE identity.device_otps SET attempts = attempts + 1,
                  used_at = CASE WHEN attempts + 1 >= $2 THEN now() ELSE NULL END WHERE id = $1`,
          [otp.id, DEVICE_OTP_MAX_ATTEMPTS],
        );
        await this.audit.record({ action: 'account.device-otp-refused', targetType: 'user', targetId: actor.userId }, manager);
        return { ok: false as const };
      }
      await manager.query(`UPDATE identity.device_otps SET used_at = now() WHERE id = $1`, [otp.id]);
      const [device] = (await manager.query(`INSERT INTO identity.devices (user_id, name) VALUES ($1, $2) RETURNING id`, [
        actor.userId,
        body.name,
      ])) as { id: string }[];
      await this.audit.record(
        { action: 'account.device-registered', targetType: 'device', targetId: device.id, details: { name: body.name } },
        manager,
      );
      return { ok: true as const, deviceId: device.id };
    });
    if (!outcome.ok) throw fieldError('OTP_INVALID', 'otp');
    await this.sessions.revokeAll(actor.userId);
    return { ...actionResult('DEVICE_REGISTERED'), deviceId: outcome.deviceId, signInAgain: true };
  }

  async remove(actor: Actor, deviceId: string): Promise<DeviceChangeResponse> {
    await this.uow.run(async (manager) => {
      const [rows] = (await manager.query(
        `UPDATE identity.devices SET removed_at = now() WHERE id = $1 AND user_id = $2 AND removed_at IS NULL RETURNING name`,
        [deviceId, actor.userId],
      )) as [{ name: string }[], number];
      if (!rows[0]) throw new AppError('RECORD_NOT_FOUND');
      await this.audit.record(
        { action: 'account.device-removed', targetType: 'device', targetId: deviceId, details: { name: rows[0].name } },
        manager,
      );
    });
    await this.sessions.revokeAll(actor.userId);
    return { ...actionResult('DEVICE_REMOVED'), deviceId, signInAgain: true };
  }
}
