import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, type PlatformConfig } from '../config/config';
import { RedisService } from '../redis/redis.service';
import type { Actor } from '../context/request-context';
import { API_CLIENT_PERMISSIONS } from '@bo/shared';
import { ActorStateService } from './actor-state.service';
import { ApiClients } from './api-clients';
import { RolePermissionsService } from './role-permissions.service';

interface AccessTokenClaims {
  sub: string;
  sid: string;
  usr: string;
  role: string;
  org: string | null;
  /** Client tokens only: the kind, and when the secret key they were issued with was set. */
  typ?: 'client';
  kat?: string | null;
}

/** A valid, unrevoked token's actor, and what it may do as of the same Redis read. */
export interface Authenticated {
  actor: Actor;
  /** The actor's current permissions (a client token: API_CLIENT_PERMISSIONS, whatever any role grants). */
  permissions(): Promise<readonly string[]>;
}

/** The role name client tokens carry (informative: their grants are API_CLIENT_PERMISSIONS). */
export const API_CLIENT_ROLE = 'API_CLIENT';

/**
 * Access tokens are short JWTs naming a server-side session. Signing out revokes the session in
 * Redis (until the token would have expired anyway), so a stolen token stops working at once.
 * The role and organization in the token are informative only: `verify` answers the user's
 * current ones (`ActorStateService`), so a role or organization change bites on the next request,
 * and a user who is no longer active (locked, deactivated, deleted) has no session.
 *
 * Authenticating a request reads Redis once (the session's revocation and the versions of the
 * user's and the roles' cached state, one MGET) and, while nothing changed, no SQL.
 */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly redis: RedisService,
    private readonly actors: ActorStateService,
    private readonly roles: RolePermissionsService,
    private readonly clients: ApiClients,
    @Inject(APP_CONFIG) private readonly config: PlatformConfig,
  ) {}

  get ttlSeconds(): number {
    return this.config.ACCESS_TOKEN_TTL_SECONDS;
  }

  issue(actor: Omit<Actor, 'sessionId'>): { token: string; sessionId: string } {
    const sessionId = randomUUID();
    const claims: AccessTokenClaims = {
      sub: actor.userId,
      sid: sessionId,
      usr: actor.username,
      role: actor.role,
      org: actor.organizationId,
    };
    const token = this.jwt.sign(claims, {
      expiresIn: this.config.ACCESS_TOKEN_TTL_SECONDS,
      algorithm: 'HS256',
    });
    return { token, sessionId };
  }

  /**
   * A token for an organization's API client (`getToken`): scoped to the organization and to the
   * booking calls; valid while the organization stays approved and its secret key is the one it
   * was issued with (`keyResetAt`).
   */
  issueClient(client: { organizationId: string; code: string; keyResetAt: string | null }): { token: string; expiresIn: number } {
    const claims: AccessTokenClaims = {
      sub: client.organizationId,
      sid: randomUUID(),
      usr: `api:${client.code}`,
      role: API_CLIENT_ROLE,
      org: client.organizationId,
      typ: 'client',
      kat: client.keyResetAt,
    };
    const expiresIn = this.config.ACCESS_TOKEN_TTL_SECONDS;
    return { token: this.jwt.sign(claims, { expiresIn, algorithm: 'HS256' }), expiresIn };
  }

  /** The actor of a valid, unrevoked token; undefined otherwise. */
  async verify(token: string): Promise<Actor | undefined> {
    return (await this.authenticate(token))?.actor;
  }

  /** The actor of a valid, unrevoked token and its permissions, as of one read of Redis; undefined otherwise. */
  async authenticate(token: string): Promise<Authenticated | undefined> {
    let claims: AccessTokenClaims;
    try {
      claims = this.jwt.verify<AccessTokenClaims>(token, { algorithms: ['HS256'] });
    } catch {
      return undefined;
    }
    const client = claims.typ === 'client';
    const actorKeys = client ? [] : this.actors.versionKeys(claims.sub);
    const roleKeys = client ? [] : this.roles.versionKeys();
    const [revoked, ...versions] = await this.redis.client.mget(
      this.redis.key(`revoked-session:${claims.sid}`),
      ...actorKeys,
      ...roleKeys,
    );
    if (revoked !== null) return undefined;
    if (client) {
      const actor = await this.clientActor(claims);
      return actor && { actor, permissions: () => Promise.resolve(API_CLIENT_PERMISSIONS) };
    }
    const current = await this.actors.of(claims.sub, this.actors.versionOf(versions.slice(0, actorKeys.length)));
    if (!current || current.status !== 'A') return undefined;
    const rolesVersion = this.roles.versionOf(versions.slice(actorKeys.length));
    return {
      actor: {
        userId: claims.sub,
        sessionId: claims.sid,
        username: claims.usr,
        role: current.role,
        organizationId: current.organizationId,
      },
      permissions: () => this.roles.of(current.role, rolesVersion),
    };
  }

  private async clientActor(claims: AccessTokenClaims): Promise<Actor | undefined> {
    const client = await this.clients.current(claims.sub);
    if (!client?.approved || client.keyResetAt === null || client.keyResetAt !== claims.kat) return undefined;
    return {
      userId: claims.sub,
      sessionId: claims.sid,
      username: claims.usr,
      role: API_CLIENT_ROLE,
      organizationId: claims.sub,
      client: true,
    };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.redis.client.set(this.redis.key(`revoked-session:${sessionId}`), '1', 'EX', this.config.ACCESS_TOKEN_TTL_SECONDS);
  }
}
