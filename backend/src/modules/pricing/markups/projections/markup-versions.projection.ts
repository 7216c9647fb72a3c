import { type EventHandler, Projection, type StoredEvent, type SubscriberContext } from '../../../../core/event-store';
import { UserDirectory } from '../../../identity-access';
import { MARKUP_EVENT_TYPES, type MarkupCreated, type MarkupEdited } from '../domain/markup.events';

/**
 * `pricing.markup_versions`: every version of every mark-up, whole, with what changed, why, who
 * (the event's `actorId` and that user's name from identity-access's UserDirectory, as the name
 * was when the version was recorded or the projection rebuilt) and when. Insert-once per
 * (mark-up, version), so applying an event again (inline, then by this subscriber) changes nothing.
 */
@Projection({ name: 'pricing.markup_versions', tables: ['pricing.markup_versions'], on: MARKUP_EVENT_TYPES })
export class MarkupVersionsProjection implements EventHandler {
  constructor(private readonly users: UserDirectory) {}

  async handle(event: StoredEvent, { manager, table }: SubscriberContext): Promise<void> {
    const data = event.data as MarkupCreated | MarkupEdited;
    const actorId = event.metadata.actorId ?? null;
    const name = actorId ? ((await this.users.namesOf(manager, [actorId])).get(actorId) ?? null) : null;
    await manager.query(
      `INSERT INTO ${table('pricing.markup_versions')}
         (markup_id, version, definition, change, changed_fields, reason, changed_by_user_id, changed_by_name, changed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (markup_id, version) DO NOTHING`,
      [
        data.markupId,
        event.streamVersion,
        JSON.stringify(data.definition),
        event.type === 'MarkupCreated' ? 'CREATED' : 'EDITED',
        'changedFields' in data ? data.changedFields : [],
        data.reason,
        actorId,
        name,
        event.recordedAt,
      ],
    );
  }
}
