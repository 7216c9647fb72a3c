import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventSubscriber, StoredEvent, SubscriberContext } from '../../../core/event-store';
import { Subscriber } from '../../../core/event-store/event-store.module';
import { OrganizationDirectory } from '../../organizations/services/organization-directory';

/** The fields of the organizations context's events this projection reads. */
interface OrganizationEventData {
  organizationId: string;
  organizationCode?: string;
  organizationName?: string;
  profile?: { organizationName: string };
}

/**
 * `credit.organizations`: name, code and status of every organization, from the organizations
 * context's events. Idempotent (a row moves only to a higher stream version), checkpointed with
 * its effect, rebuildable from position zero. The code is not in the events: it is asked from the
 * organizations context once, when the organization is registered.
 */
@Injectable()
@Subscriber()
export class CreditOrganizationsProjection implements EventSubscriber {
  readonly name = 'credit.organizations';
  readonly kind = 'projection' as const;
  readonly tables = ['credit.organizations'];
  readonly eventTypes = [
    'OrganizationApplied',
    'OrganizationRegistered',
    'OrganizationApproved',
    'OrganizationRejected',
    'OrganizationDetailsUpdated',
  ];

  constructor(private readonly directory: OrganizationDirectory) {}

  async handle(event: StoredEvent, { manager, table }: SubscriberContext): Promise<void> {
    const organizations = table('credit.organizations');
    const d = event.data as OrganizationEventData;
    const version = event.streamVersion;
    switch (event.type) {
      case 'OrganizationApplied':
      case 'OrganizationRegistered': {
        const code = d.organizationCode ?? (await this.directory.codeOf(manager, d.organizationId));
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

/** Reads of `credit.organizations` for the credit context's own code. */
export const CreditOrganizations = {
  /** Whether credit may open an account for the organization (it is approved). */
  async isApproved(manager: EntityManager, organizationId: string): Promise<boolean> {
    const rows = (await manager.query(`SELECT 1 FROM credit.organizations WHERE id = $1 AND status = 'approved'`, [
      organizationId,
    ])) as unknown[];
    return rows.length > 0;
  },
  async exists(manager: EntityManager, organizationId: string): Promise<boolean> {
    const rows = (await manager.query(`SELECT 1 FROM credit.organizations WHERE id = $1`, [organizationId])) as unknown[];
    return rows.length > 0;
  },
  async codeOf(manager: EntityManager, organizationId: string): Promise<string | null> {
    const [row] = (await manager.query(`SELECT code FROM credit.organizations WHERE id = $1`, [organizationId])) as {
      code: string | null;
    }[];
    return row?.code ?? null;
  },
};
