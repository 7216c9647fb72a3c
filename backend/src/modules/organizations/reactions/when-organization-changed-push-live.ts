import { ORGANIZATION_DECISION_EVENTS, ORGANIZATION_PROFILE_EVENTS, PERMISSIONS, rooms } from '@bo/shared';
import { type EventHandler, Reaction, type StoredEvent } from '../../../core/event-store';
import { RealtimeService } from '../../../core/realtime/realtime.service';

/**
 * Every other change of an organization (a decision, a profile edit, a document, a rate code, a
 * key reset) as a `domain-event` to the provider's staff who see organizations and to the
 * organization's own users, so a second approver's queue and any open profile refetch at once.
 * Only the organization id travels: the screens refetch what their reader may see.
 */
@Reaction({
  name: 'organizations.push-live',
  on: [...ORGANIZATION_DECISION_EVENTS, ...ORGANIZATION_PROFILE_EVENTS],
})
export class WhenOrganizationChangedPushLive implements EventHandler {
  constructor(private readonly realtime: RealtimeService) {}

  async handle(event: StoredEvent): Promise<void> {
    const { organizationId } = event.data as { organizationId: string };
    this.realtime.toRooms(
      [...this.realtime.staffRooms(PERMISSIONS.organizationsView), rooms.organization(organizationId)],
      'domain-event',
      {
        type: event.type,
        streamId: event.streamId,
        eventId: event.eventId,
        data: { organizationId },
        at: new Date().toISOString(),
      },
    );
  }
}
