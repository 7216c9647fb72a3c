import { Logger, type OnModuleDestroy } from '@nestjs/common';
import { type OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { rooms } from '@bo/shared';
import type { Actor } from '../context/request-context';
import { ActorStateService } from '../auth/actor-state.service';
import { TokenService } from '../auth/token.service';
import { RolePermissionsService } from '../auth/role-permissions.service';
import { RedisService } from '../redis/redis.service';

/**
 * How often each instance checks its sockets against the versions in Redis, behind the pub/sub
 * messages that move them at once (a lost message must not leave a socket its old rooms).
 */
export const SOCKET_RECHECK_MS = 5_000;

/**
 * The live channel. A socket must present the same access token as the API (`auth.token`);
 * without a valid one the connection is refused. It joins its user's room, its organization's
 * room and one room per permission of its role (staff also one staff-only room per permission), so
 * pushes are addressed by who may see them. Rooms follow current data, as requests do: when a
 * user's role, organization or status changes, or a role's grants do, the sockets of this
 * instance concerned are moved to their new rooms (a user no longer active is disconnected). Behind
 * those messages, every SOCKET_RECHECK_MS the instance reads (one MGET) the versions the requests'
 * guard reads and each socket's session revocation: a socket whose user or roles moved on is moved
 * as well, and one whose session was revoked (signed out elsewhere) is closed, even when a message
 * was lost.
 */
@WebSocketGateway({ path: '/socket.io' })
export class RealtimeGateway implements OnGatewayInit, OnModuleDestroy {
  private readonly logger = new Logger('RealtimeGateway');
  @WebSocketServer() server: Server;
  private recheckTimer?: NodeJS.Timeout;
  private rechecking = false;

  constructor(
    private readonly tokens: TokenService,
    private readonly roles: RolePermissionsService,
    private readonly actors: ActorStateService,
    private readonly redis: RedisService,
  ) {}

  onModuleDestroy(): void {
    clearInterval(this.recheckTimer);
  }

  afterInit(server: Server): void {
    this.recheckTimer = setInterval(() => void this.recheck(), SOCKET_RECHECK_MS);
    this.recheckTimer.unref();
    this.actors.onChange((userId) => this.refresh(userId === '*' ? this.allSockets() : this.socketsOf(userId)));
    this.roles.onChange(() => this.refresh(this.allSockets()));
    server.use((socket: Socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown })?.token;
      if (typeof token !== 'string' || !token) return next(new Error('UNAUTHENTICATED'));
      this.tokens
        .verify(token)
        .then(async (actor) => {
          if (!actor) return next(new Error('UNAUTHENTICATED'));
          socket.data.actor = actor;
          // The rooms as of the versions recorded: a recheck then sees exactly what changed since.
          const [{ versions }] = await this.versionsOf([socket]);
          socket.data.versions = versions;
          await socket.join(await this.roomsOf(actor, versions.split('/')[1]));
          next();
        })
        .catch((err: unknown) => {
          this.logger.warn({ err }, 'socket authentication failed');
          next(new Error('UNAUTHENTICATED'));
        });
    });
  }

  private async roomsOf(actor: Pick<Actor, 'userId' | 'role' | 'organizationId'>, rolesVersion?: string): Promise<string[]> {
    const permissions = await this.roles.of(actor.role, rolesVersion);
    return [
      rooms.user(actor.userId),
      ...(actor.organizationId ? [rooms.organization(actor.organizationId)] : []),
      ...permissions.map((p) => rooms.permission(p)),
      ...(actor.organizationId ? [] : permissions.map((p) => rooms.staffPermission(p))),
    ];
  }

  private allSockets(): Iterable<Socket> {
    return this.server.sockets.sockets.values();
  }

  /**
   * This instance's sockets of one user, found by the user's room (every socket is in its user's
   * room from connection on): an invalidation of one user looks at that user's sockets only.
   */
  private socketsOf(userId: string): Socket[] {
    const ids = this.server.sockets.adapter.rooms.get(rooms.user(userId)) ?? [];
    return [...ids].flatMap((id) => this.server.sockets.sockets.get(id) ?? []);
  }

  /** Re-reads the current state of these sockets' users, and moves them. */
  private refresh(sockets: Iterable<Socket>): void {
    for (const socket of sockets) {
      const actor = socket.data.actor as Actor | undefined;
      if (!actor) continue;
      this.move(socket, actor).catch((err: unknown) => {
        // Not knowing the new rooms, keep no rights: the client reconnects with its token.
        this.logger.warn({ err }, 'socket rooms not refreshed; disconnected');
        socket.disconnect(true);
      });
    }
  }

  /**
   * Compares every socket of this instance with the versions in Redis (one MGET) and moves those
   * whose user or roles changed since their rooms were derived; closes those whose session was
   * revoked. Runs every SOCKET_RECHECK_MS (public: tests call it rather than wait).
   */
  async recheck(): Promise<void> {
    if (this.rechecking || !this.server) return;
    this.rechecking = true;
    try {
      const sockets = [...this.allSockets()].filter((socket) => socket.data.actor);
      if (sockets.length === 0) return;
      const now = await this.versionsOf(sockets);
      sockets.forEach((socket, i) => {
        const { revoked, versions } = now[i];
        if (revoked) {
          socket.disconnect(true);
          return;
        }
        if (versions === socket.data.versions) return;
        this.move(socket, socket.data.actor as Actor, versions).catch((err: unknown) => {
          this.logger.warn({ err }, 'socket rooms not refreshed; disconnected');
          socket.disconnect(true);
        });
      });
    } catch (err) {
      this.logger.warn({ err }, 'socket recheck failed; next one in a moment');
    } finally {
      this.rechecking = false;
    }
  }

  /** Per socket: whether its session is revoked, and the versions of its user's and the roles' state now. */
  private async versionsOf(sockets: readonly Socket[]): Promise<{ revoked: boolean; versions: string }[]> {
    const roleKeys = this.roles.versionKeys();
    const perSocket = sockets.map((socket) => {
      const actor = socket.data.actor as Actor;
      return [this.redis.key(`revoked-session:${actor.sessionId}`), ...this.actors.versionKeys(actor.userId)];
    });
    const values = await this.redis.client.mget(...roleKeys, ...perSocket.flat());
    const roles = this.roles.versionOf(values.slice(0, roleKeys.length));
    let at = roleKeys.length;
    return perSocket.map((keys) => {
      const [revoked, ...actor] = values.slice(at, at + keys.length);
      at += keys.length;
      return { revoked: revoked !== null, versions: `${this.actors.versionOf(actor)}/${roles}` };
    });
  }

  private async move(socket: Socket, actor: Actor, versions?: string): Promise<void> {
    // With versions (a recheck): read the user as of them, not an entry cached before the change.
    const [actorVersion, rolesVersion] = versions?.split('/') ?? [];
    const current = await this.actors.of(actor.userId, actorVersion);
    if (!current || current.status !== 'A') {
      socket.disconnect(true);
      return;
    }
    socket.data.actor = { ...actor, role: current.role, organizationId: current.organizationId };
    if (versions) socket.data.versions = versions;
    const wanted = new Set(await this.roomsOf(socket.data.actor as Actor, rolesVersion));
    for (const room of socket.rooms) if (room !== socket.id && !wanted.has(room)) await socket.leave(room);
    await socket.join([...wanted]);
  }
}
