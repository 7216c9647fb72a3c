import { Injectable } from '@nestjs/common';
import { RedisService } from '../redis/redis.service';
import { SharedCacheHolder } from '../redis/shared-cache';
import { IdentitySources } from './identity-source';

/** What authorization reads of a user on every request: never taken from the token. */
export interface ActorState {
  role: string;
  organizationId: string | null;
  status: string;
}

/**
 * The current role, organization and status of a user (from the IdentitySources port), cached per user. A token names its user
 * and session only as far as authorization goes: the role and organization come from here on every
 * request, so a role or organization change bites on the next request of every session. Changes
 * call `invalidate(userId)` after their commit and before they answer: every instance drops its
 * entry (pub/sub) and the user's version in Redis moves on, which the guard reads with the session's
 * revocation (one MGET), so the very next request on any instance reads the user again even if the
 * message is late or lost (see SharedCache).
 */
@Injectable()
export class ActorStateService extends SharedCacheHolder<ActorState | undefined> {
  constructor(
    private readonly identity: IdentitySources,
    redis: RedisService,
  ) {
    super(redis, 'actor-state', { ttlMs: 10_000, maxSize: 50_000, versioned: true });
  }

  /** The Redis keys of the versions of the user's entry (read them with `versionOf` and pass it to `of`). */
  versionKeys(userId: string): string[] {
    return this.cache.versionKeys(userId);
  }

  versionOf(values: readonly (string | null)[]): string {
    return this.cache.versionOf(values);
  }

  /** The user's current state; undefined when there is no such user. With `version`, as of that version. */
  of(userId: string, version?: string): Promise<ActorState | undefined> {
    return this.cache.get(
      userId,
      // Read from the owner of users (identity-access), through the port.
      () => this.identity.actorState(userId),
      version,
    );
  }

  /** Calls `listener` with the user id (or `'*'`) after each invalidation, in every instance. */
  onChange(listener: (userId: string) => void): void {
    this.cache.onInvalidate(listener);
  }

  /** Call after a change of the user's role, organization or status has committed. */
  invalidate(userId: string): Promise<void> {
    return this.cache.invalidate(userId);
  }
}
