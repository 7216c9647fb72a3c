import { Logger } from '@nestjs/common';
import { type OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { rooms } from '@bo/shared';
import type { Actor } from '../context/request-context';
import { ActorStateService } from '../auth/actor-state.service';
import { TokenService } from '../auth/token.service';
import { RolePermissionsService } from '../auth/role-permissions.service';

/**
 * The live channel. A socket must present the same access token as the API (`auth.token`);
 * without a valid one the connection is refused. It joins its user's room, its organization's
 * room and one room per permission of its role (staff also one staff-only room per permission), so
 * pushes are addressed by who may see them. Rooms follow current data, as requests do: when a
 * user's role, organization or status changes, or a role's grants do, the sockets of this
 * instance concerned are moved to their new rooms (a user no longer active is disconnected).
 */
@WebSocketGateway({ path: '/socket.io' })
export class RealtimeGateway implements OnGatewayInit {
  private readonly logger = new Logger('RealtimeGateway');
  @WebSocketServer() server: Server;

  constructor(
    private readonly tokens: TokenService,
    private readonly roles: RolePermissionsService,
    private readonly actors: ActorStateService,
  ) {}

  afterInit(server: Server): void {
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
          await socket.join(await this.roomsOf(actor));
          next();
        })
        .catch((err: unknown) => {
          this.logger.warn({ err }, 'socket authentication failed');
          next(new Error('UNAUTHENTICATED'));
        });
    });
  }

  private async roomsOf(actor: Pick<Actor, 'userId' | 'role' | 'organizationId'>): Promise<string[]> {
    const permissions = await this.roles.of(actor.role);
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

  private async move(socket: Socket, actor: Actor): Promise<void> {
    const current = await this.actors.of(actor.userId);
    if (!current || current.status !== 'A') {
      socket.disconnect(true);
      return;
    }
    socket.data.actor = { ...actor, role: current.role, organizationId: current.organizationId };
    const wanted = new Set(await this.roomsOf(socket.data.actor as Actor));
    for (const room of socket.rooms) if (room !== socket.id && !wanted.has(room)) await socket.leave(room);
    await socket.join([...wanted]);
  }
}
