import type { OrganizationHistoryEntry } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { assertInScope } from '../../../../core/auth/tenancy';
import { AppError } from '../../../../core/errors/app-error';
import { EventStore } from '../../../../core/event-store';
import { UserDirectory } from '../../../identity-access';
import { type OrganizationEventType, organizationStreamId, STATUS_AFTER } from '../../domain/organization.events';
import { GetOrganizationHistory } from './get-organization-history.query';

/** The stream's events, oldest first, with who did each (history views may read the log). */
@QueryHandler(GetOrganizationHistory)
export class GetOrganizationHistoryHandler implements IQueryHandler<GetOrganizationHistory> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly users: UserDirectory,
  ) {}

  async execute({ actor, organizationId }: GetOrganizationHistory): Promise<OrganizationHistoryEntry[]> {
    assertInScope(actor, organizationId);
    const events = await this.store.readStream(organizationStreamId(organizationId));
    if (events.length === 0) throw new AppError('RECORD_NOT_FOUND');
    const names = await this.users.namesOf(
      this.dataSource.manager,
      events.map((e) => e.metadata.actorId),
    );
    return events.map((e) => ({
      eventId: e.eventId,
      type: e.type,
      status: STATUS_AFTER[e.type as OrganizationEventType] ?? null,
      reason: (e.data as { reason?: string }).reason ?? null,
      at: new Date(e.recordedAt).toISOString(),
      actorId: e.metadata.actorId ?? null,
      actorName: e.metadata.actorId ? (names.get(e.metadata.actorId) ?? null) : null,
    }));
  }
}
