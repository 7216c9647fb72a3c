import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { requestContext } from '../../../core/context/request-context';
import { AggregateStores, EventStore, type StoredEvent } from '../../../core/event-store';
import { AppError } from '../../../core/errors/app-error';
import { fieldError } from '../../../core/http/action-result';
import { StorageService, type UploadedFile } from '../../../core/storage/storage.service';
import { UserDirectory } from '../../identity-access';
import { decide, organization, type OrganizationCommand } from '../domain/organization';
import { type DocumentRef, type OrganizationProfile, organizationStreamId } from '../domain/organization.events';
import { projectOrganizationEvent } from '../read-models/organization-read-model';

const DOCUMENT_PURPOSE = 'organization-document';

/**
 * What the organization command handlers share: the aggregate's write path (core
 * `AggregateStore`, with the inline read model updated in the same transaction), the supporting
 * documents stored with their command, and the uniqueness checks over the read model.
 */
@Injectable()
export class OrganizationWriter {
  private readonly organizations;

  constructor(
    stores: AggregateStores,
    private readonly events: EventStore,
    private readonly storage: StorageService,
    private readonly users: UserDirectory,
  ) {
    // Low contention (one organization, a few staff): optimistic appends, no cache, no lock.
    this.organizations = stores.create(organization, { retries: 3 });
  }

  /** Decides `command` on the organization's stream in the caller's transaction; returns the stored events. */
  execute(manager: EntityManager, organizationId: string, command: OrganizationCommand): Promise<StoredEvent[]> {
    return this.organizations.execute(
      {
        streamId: organizationStreamId(organizationId),
        decide: (state) => {
          const events = decide(command, state);
          return { events, reply: (stored) => stored };
        },
        afterAppend: async (m, stored) => {
          for (const event of stored) await projectOrganizationEvent(m, event);
        },
      },
      manager,
    );
  }

  /**
   * A new organization: `Apply` (public sign-up, pending) or `Register` (staff, approved at once),
   * with its documents stored in the same transaction.
   */
  async open(
    manager: EntityManager,
    type: 'Apply' | 'Register',
    organizationId: string,
    { profile, defaultCurrency }: { profile: OrganizationProfile; defaultCurrency: string },
    files: UploadedFile[],
    uploadedBy: string | null,
  ): Promise<void> {
    const documents = await this.saveDocuments(manager, organizationId, files, uploadedBy);
    const language = requestContext.get()?.language ?? 'en';
    const at = new Date().toISOString();
    await this.execute(manager, organizationId, { type, organizationId, profile, defaultCurrency, language, documents, at });
  }

  /** 404 unless the organization exists (checked before anything is stored for it). */
  async requireExisting(manager: EntityManager, organizationId: string): Promise<void> {
    if ((await this.events.streamVersion(organizationStreamId(organizationId), manager)) === 0) {
      throw new AppError('RECORD_NOT_FOUND');
    }
  }

  async saveDocuments(
    manager: EntityManager,
    organizationId: string,
    files: UploadedFile[],
    uploadedBy: string | null,
  ): Promise<DocumentRef[]> {
    const documents: DocumentRef[] = [];
    for (const file of files) {
      const stored = await this.storage.save(manager, file, { purpose: DOCUMENT_PURPOSE, organizationId, uploadedBy });
      documents.push({ documentId: randomUUID(), fileId: stored.id, fileName: stored.fileName });
    }
    return documents;
  }

  /** Same e-mail or registration number among pending and approved organizations: a clear 409. */
  async assertNoDuplicate(manager: EntityManager, profile: OrganizationProfile, exceptId?: string): Promise<void> {
    const rows = (await manager.query(
      `SELECT lower(email) = lower($1) AS same_email,
              upper(regexp_replace(registration_number, '\\s', '', 'g')) = upper(regexp_replace($2, '\\s', '', 'g')) AS same_number
         FROM organizations.organizations
        WHERE status IN ('pending', 'approved') AND id IS DISTINCT FROM $3::uuid
          AND (lower(email) = lower($1)
               OR upper(regexp_replace(registration_number, '\\s', '', 'g')) = upper(regexp_replace($2, '\\s', '', 'g')))`,
      [profile.email, profile.registrationNumber, exceptId ?? null],
    )) as { same_email: boolean; same_number: boolean }[];
    if (rows.some((r) => r.same_email)) throw fieldError('ORGANIZATION_EMAIL_TAKEN', 'email');
    if (rows.some((r) => r.same_number)) throw fieldError('ORGANIZATION_REGISTRATION_NUMBER_TAKEN', 'registrationNumber');
  }

  /** Approval creates the admin user with this e-mail; one account per address, so it must be free. */
  async assertEmailFreeForAdmin(manager: EntityManager, email: string): Promise<void> {
    if (await this.users.isEmailInUse(manager, email)) throw fieldError('ORGANIZATION_EMAIL_USED_BY_USER', 'email');
  }
}
