import { Injectable } from '@nestjs/common';
import { ALL_PERMISSIONS, rooms, type SocketEventMap, type SocketEventName } from '@bo/shared';
import { RealtimeGateway } from './realtime.gateway';

/**
 * Pushes to connected browsers. Call it from reactions (which only ever see committed events),
 * never from inside a command's transaction.
 */
@Injectable()
export class RealtimeService {
  constructor(private readonly gateway: RealtimeGateway) {}

  toUser<E extends SocketEventName>(userId: string, event: E, payload: SocketEventMap[E]): void {
    this.gateway.server?.to(rooms.user(userId)).emit(event, payload);
  }

  toOrganization<E extends SocketEventName>(organizationId: string, event: E, payload: SocketEventMap[E]): void {
    this.gateway.server?.to(rooms.organization(organizationId)).emit(event, payload);
  }

  /**
   * The provider's staff whose role grants `permission` ('*' included), never an agency user: for
   * pushes about any organization's records (another organization must not receive them).
   */
  toStaff<E extends SocketEventName>(permission: string, event: E, payload: SocketEventMap[E]): void {
    this.toRooms(this.staffRooms(permission), event, payload);
  }

  /** The staff-only rooms of holders of any of `permissions` ('*' included), to combine with other audiences. */
  staffRooms(...permissions: string[]): string[] {
    return [...permissions, ALL_PERMISSIONS].map((p) => rooms.staffPermission(p));
  }

  /** Several audiences at once: a socket in more than one of the rooms receives the push once. */
  toRooms<E extends SocketEventName>(roomNames: string[], event: E, payload: SocketEventMap[E]): void {
    if (roomNames.length) this.gateway.server?.to(roomNames).emit(event, payload);
  }

  /** Everyone whose role grants `permission` (administrators with '*' included). */
  toPermission<E extends SocketEventName>(permission: string, event: E, payload: SocketEventMap[E]): void {
    this.gateway.server?.to([rooms.permission(permission), rooms.permission(ALL_PERMISSIONS)]).emit(event, payload);
  }
}
