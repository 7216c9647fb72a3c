import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TokenService } from '../../../../core/auth/token.service';

/**
 * Ends a user's sessions on the server (the access tokens stop working at once): after a password
 * reset or change, a device registration or removal, a deactivation or deletion.
 */
@Injectable()
export class UserSessionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: TokenService,
  ) {}

  /** Call after the change committed; `exceptSessionId` keeps the caller's own session (password change). */
  async revokeAll(userId: string, exceptSessionId?: string): Promise<number> {
    const rows = (await this.dataSource.query(
      `UPDATE identity.sessions SET revoked_at = now()
        WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now() AND id IS DISTINCT FROM $2
        RETURNING id`,
      [userId, exceptSessionId ?? null],
    )) as [{ id: string }[], number];
    const ids = rows[0].map((r) => r.id);
    await Promise.all(ids.map((id) => this.tokens.revoke(id)));
    return ids.length;
  }
}
