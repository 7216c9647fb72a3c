import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { LinkPurpose } from '@bo/shared';
import { hashLinkToken, newLinkToken } from './account-secrets';

export interface AccountTokenRow {
  id: string;
  user_id: string;
  purpose: LinkPurpose;
  expires_at: Date;
  used_at: Date | null;
}

/**
 * Single-use, expiring tokens of e-mailed links (first-time login, password reset). Only the
 * token's sha256 is stored, so a database leak yields no usable link.
 */
@Injectable()
export class AccountTokensService {
  /** Issues a token and spends the user's earlier unused ones of the same purpose: only the newest link works. */
  async issue(manager: EntityManager, userId: string, purpose: LinkPurpose, ttlSeconds: number): Promise<string> {
    const token = newLinkToken();
    await manager.query(
      `UPDATE identity.account_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
      [userId, purpose],
    );
    await manager.query(
      `INSERT INTO identity.account_tokens (user_id, purpose, token_hash, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
      [userId, purpose, hashLinkToken(token), ttlSeconds],
    );
    return token;
  }

  /** The token's row whether or not it is still usable (callers word the refusal); `lock` for the consuming transaction. */
  async find(manager: EntityManager, token: string, lock = false): Promise<AccountTokenRow | undefined> {
    const rows = (await manager.query(
      `SELECT id, user_id, purpose, expires_at, used_at FROM identity.account_tokens WHERE token_hash = $1
       ${lock ? 'FOR UPDATE' : ''}`,
      [hashLinkToken(token)],
    )) as AccountTokenRow[];
    return rows[0];
  }

  isUsable(row: AccountTokenRow): boolean {
    return row.used_at === null && row.expires_at.getTime() > Date.now();
  }

  async consume(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE identity.account_tokens SET used_at = now() WHERE id = $1`, [id]);
  }
}
