import { PERMISSIONS } from '@bo/shared';
import { type EventHandler, Reaction, type StoredEvent } from '../../../core/event-store';
import { RealtimeService } from '../../../core/realtime/realtime.service';
import type { OrganizationApplied } from '../domain/organization.events';

/**
 * A committed sign-up reaches every connected approver at once: `organization-applied` for the
 * notification, `domain-event` so the pending list is refetched. Pushing twice is harmless.
 */
@Reaction({ name: 'organizations.applied-notify-approvers', on: ['OrganizationApplied'] })
export class WhenOrganizationAppliedNotifyApprovers implements EventHandler {
  constructor(private readonly realtime: RealtimeService) {}

  async handle(event: StoredEvent): Promise<void> {
    const data = event.data as OrganizationApplied;
    const at = new Date().toISOString();
    this.realtime.toStaff(PERMISSIONS.organizationsApprove, 'organization-applied', {
      organizationId: data.organizationId,
      organizationName: data.profile.organizationName,
      email: data.profile.email,
      organizationType: data.profile.organizationType,
      eventId: event.eventId,
      at,
    });
    this.realtime.toStaff(PERMISSIONS.organizationsApprove, 'domain-event', {
      type: event.type,
      streamId: event.streamId,
      eventId: event.eventId,
      data: { organizationId: data.organizationId, organizationName: data.profile.organizationName },
      at,
    });
  }
}
