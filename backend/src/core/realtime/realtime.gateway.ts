import { Logger } from '@nestjs/common';
import { type OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { rooms } from '@bo/shared';
import { TokenService } from '../auth/token.service';
import { RolePermissionsService } from '../auth/role-permissions.service';

/**
 * The live channel. A socket must present the same access token as the API (`auth.token`);
 * without a valid one the connection is refused. It joins its user's room, its organization's
 * room and one room per permission of its role (staff also one staff-only room per permission), so
 * pushes are addressed by who may see them.
 */
@WebSocketGateway({ path: '/socket.io' })
export class RealtimeGateway implements OnGatewayInit {
  private readonly logger = new Logger('RealtimeGateway');
  @WebSocketServer() server: Server;

  constructor(
    private readonly tokens: TokenService,
    private readonly roles: RolePermissionsService,
  ) {}

  afterInit(server: Server): void {
    server.use((socket: Socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown })?.token;
      if (typeof token !== 'string' || !token) return next(new Error('UNAUTHENTICATED'));
      this.tokens
        .verify(token)
        .then(async (actor) => {
          if (!actor) return next(new Error('UNAUTHENTICATED'));
          const permissions = await this.roles.of(actor.role);
          socket.data.actor = actor;
          await socket.join([
            rooms.user(actor.userId),
            ...(actor.organizationId ? [rooms.organization(actor.organizationId)] : []),
            ...permissions.map((p) => rooms.permission(p)),
            ...(actor.organizationId ? [] : permissions.map((p) => rooms.staffPermission(p))),
          ]);
          next();
        })
        .catch((err: unknown) => {
          this.logger.warn({ err }, 'socket authentication failed');
          next(new Error('UNAUTHENTICATED'));
        });
    });
  }
}
