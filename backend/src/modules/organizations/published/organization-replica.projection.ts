import { Injectable } from '@nestjs/common';
import type { EventSubscriber, StoredEvent, SubscriberContext } from '../../../core/event-store';
import { OrganizationDirectory } from '../services/organization-directory';

/** The fields of this context's events a replica reads. */
interface OrganizationEventData {
  organizationId: string;
  profile?: { organizationName: string };
}

/**
 * A replica of every organization's id, code, name and status, kept by another context in a table
 * of its own schema (`id uuid PRIMARY KEY, code text, name text NOT NULL, status text NOT NULL,
 * version integer NOT NULL`), so its lists filter and sort by organization name without reading
 * this context's tables. Published by organizations because it knows its events; a consumer
 * subclasses it with its subscriber name and table (`@Injectable() @Subscriber()`).
 * Idempotent (a row moves only to a higher stream version), checkpointed with its effect,
 * rebuildable from position zero. The code is not in the events: it is asked from the directory
 * once, when the organization is registered.
 */
@Injectable()
export abstract class OrganizationReplicaProjection implements EventSubscriber {
  abstract readonly name: string;
  /** One table, `<consumer schema>.organizations`. */
  abstract readonly tables: [string];
  readonly kind = 'projection' as const;
  readonly eventTypes = [
    'OrganizationApplied',
    'OrganizationRegistered',
    'OrganizationApproved',
    'OrganizationRejected',
    'OrganizationDetailsUpdated',
  ];

  constructor(private readonly directory: OrganizationDirectory) {}

  async handle(event: StoredEvent, { manager, table }: SubscriberContext): Promise<void> {
    const organizations = table(this.tables[0]);
    const d = event.data as OrganizationEventData;
    const version = event.streamVersion;
    switch (event.type) {
      case 'OrganizationApplied':
      case 'OrganizationRegistered': {
        const code = await this.directory.codeOf(manager, d.organizationId);
        await manager.query(
          `INSERT INTO ${organizations} (id, code, name, status, version) VALUES ($1, $2, $3, 'pending', $4)
           ON CONFLICT (id) DO NOTHING`,
          [d.organizationId, code, d.profile!.organizationName, version],
        );
        return;
      }
      case 'OrganizationApproved':
      case 'OrganizationRejected':
        await manager.query(`UPDATE ${organizations} SET status = $2, version = $3 WHERE id = $1 AND version < $3`, [
          d.organizationId,
          event.type === 'OrganizationApproved' ? 'approved' : 'rejected',
          version,
        ]);
        return;
      case 'OrganizationDetailsUpdated':
        await manager.query(`UPDATE ${organizations} SET name = $2, version = $3 WHERE id = $1 AND version < $3`, [
          d.organizationId,
          d.profile!.organizationName,
          version,
        ]);
        return;
    }
  }
}
