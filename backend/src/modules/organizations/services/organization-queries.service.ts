import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import {
  MALAYSIA_COUNTRY_CODE,
  type OrganizationDetails,
  type OrganizationHistoryEntry,
  type OrganizationListPage,
  type OrganizationListQuery,
  type OrganizationListRow,
  type OrganizationSortKey,
  type OrganizationStatus,
} from '@bo/shared';
import type { Actor } from '../../../core/context/request-context';
import { AppError } from '../../../core/errors/app-error';
import { EventStore } from '../../../core/event-store';
import { StorageService } from '../../../core/storage/storage.service';
import { UserDirectory } from '../../identity-access';
import { STATUS_AFTER, type OrganizationEventType, organizationStreamId } from '../domain/organization.events';
import { findCountry } from '../../settings';
import { assertInScope, assertStaff } from '../../../core/auth/tenancy';
import { Filters, mapPage, pagedList, type Sort } from '../../../core/read-side/paged-list';

const SORT_KEYS: Sort<OrganizationSortKey>['keys'] = {
  organizationName: 'lower(o.name)',
  organizationCode: 'o.code',
  email: 'lower(o.email)',
  contactNumber: 'o.contact_number',
  organizationType: 'o.organization_type',
  country: 'o.country_code',
  status: 'o.status',
  createdAt: 'o.created_at',
  decidedAt: 'o.decided_at',
};

const ROW = `
  o.id AS "organizationId", o.code AS "organizationCode", o.name AS "organizationName",
  o.organization_type AS "organizationType", o.registration_number AS "registrationNumber", o.email,
  o.contact_number AS "contactNumber", o.country_code AS "countryCode", o.state, o.status,
  (SELECT count(*)::int FROM organizations.documents d WHERE d.organization_id = o.id AND d.replaced_at IS NULL) AS "documentCount",
  to_json(o.created_at) #>> '{}' AS "createdAt", to_json(o.decided_at) #>> '{}' AS "decidedAt"`;

type RowWithoutCountry = Omit<OrganizationListRow, 'country'>;
const withCountry = <T extends RowWithoutCountry>(row: T) => ({
  ...row,
  country: row.countryCode ? (findCountry(row.countryCode)?.country ?? row.countryCode) : null,
});

/** Fields an organization must have before it is complete (isOrganizationInfoComplete). */
const REQUIRED_FIELDS = [
  ['organizationName', 'name'],
  ['registrationNumber', 'registration_number'],
  ['organizationType', 'organization_type'],
  ['email', 'email'],
  ['contactNumber', 'contact_number'],
  ['addressLine1', 'address_line1'],
  ['postcode', 'postcode'],
  ['city', 'city'],
  ['countryCode', 'country_code'],
] as const;

/** Reads of the organizations read model (and of the stream, for the history). */
@Injectable()
export class OrganizationQueriesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly storage: StorageService,
    private readonly users: UserDirectory,
  ) {}

  /** The paged lists; `status` fixed to pending for the approval queue (oldest first by default). */
  async listPage(actor: Actor, q: OrganizationListQuery, fixedStatus?: OrganizationStatus): Promise<OrganizationListPage> {
    assertStaff(actor);
    const filters = new Filters()
      .equals('o.status', fixedStatus ?? q.status)
      .contains('o.email', q.email)
      .contains('o.name', q.organizationName)
      .contains(`replace(o.contact_number, '-', '')`, q.contactNumber?.replace(/-/g, ''));
    const page = await pagedList<RowWithoutCountry>(this.dataSource, q, {
      select: ROW,
      from: 'organizations.organizations o',
      filters,
      // Newest first; the approval queue oldest first.
      sort: { keys: SORT_KEYS, default: fixedStatus ? 'o.created_at ASC' : 'o.created_at DESC', tiebreaker: 'o.id' },
    });
    return mapPage(page, withCountry);
  }

  /** organizationList: every organization by name (staff). */
  async list(actor: Actor): Promise<OrganizationListRow[]> {
    assertStaff(actor);
    const rows = (await this.dataSource.query(
      `SELECT ${ROW} FROM organizations.organizations o ORDER BY lower(o.name), o.id`,
    )) as RowWithoutCountry[];
    return rows.map(withCountry);
  }

  /** Approved organizations as options; an agency user sees only its own. */
  async dropDown(actor: Actor) {
    return (await this.dataSource.query(
      `SELECT id AS value, name AS label, code FROM organizations.organizations
        WHERE status = 'approved' AND ($1::uuid IS NULL OR id = $1::uuid) ORDER BY lower(name), id`,
      [actor.organizationId],
    )) as { value: string; label: string; code: string }[];
  }

  async details(actor: Actor, organizationId: string): Promise<OrganizationDetails> {
    assertInScope(actor, organizationId);
    const [row] = (await this.dataSource.query(
      `SELECT ${ROW}, o.contact_person_name AS "contactPersonName", o.address_line1 AS "addressLine1",
              o.address_line2 AS "addressLine2", o.postcode, o.city, o.default_currency AS "defaultCurrency",
              o.status_reason AS "statusReason", o.secret_key_hash IS NOT NULL AS "hasSecretKey",
              to_json(o.secret_key_reset_at) #>> '{}' AS "secretKeyResetAt", to_json(o.updated_at) #>> '{}' AS "updatedAt"
         FROM organizations.organizations o WHERE o.id = $1`,
      [organizationId],
    )) as (RowWithoutCountry &
      Omit<OrganizationDetails, keyof OrganizationListRow | 'documents' | 'productRateCodes' | 'users'>)[];
    if (!row) throw new AppError('RECORD_NOT_FOUND');
    const current = (await this.dataSource.query(
      `SELECT id AS "documentId", file_id AS "fileId", to_json(uploaded_at) #>> '{}' AS "uploadedAt"
         FROM organizations.documents WHERE organization_id = $1 AND replaced_at IS NULL ORDER BY seq`,
      [organizationId],
    )) as { documentId: string; fileId: string; uploadedAt: string }[];
    const files = await this.storage.describeMany(current.map((d) => d.fileId));
    const documents = current.map(({ documentId, fileId, uploadedAt }) => {
      const file = files.get(fileId)!;
      return { documentId, fileName: file.fileName, contentType: file.contentType, sizeBytes: file.sizeBytes, uploadedAt };
    });
    const productRateCodes = (await this.dataSource.query(
      `SELECT id AS "productRateCodeId", product_type AS "productType", rate_code AS "rateCode", description, active,
              to_json(updated_at) #>> '{}' AS "updatedAt"
         FROM organizations.product_rate_codes WHERE organization_id = $1 ORDER BY product_type, rate_code`,
      [organizationId],
    )) as OrganizationDetails['productRateCodes'];
    const users = await this.users.usersOf(this.dataSource.manager, organizationId);
    return {
      ...withCountry(row),
      documents: documents.map((d) => ({ ...d, downloadPath: documentPath(organizationId, d.documentId) })),
      productRateCodes,
      users,
    };
  }

  /** The stream's events, oldest first, with who did each (history views may read the log). */
  async history(actor: Actor, organizationId: string): Promise<OrganizationHistoryEntry[]> {
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

  async infoComplete(actor: Actor, organizationId: string) {
    assertInScope(actor, organizationId);
    const [row] = (await this.dataSource.query(
      `SELECT o.*, (SELECT count(*)::int FROM organizations.documents d
                     WHERE d.organization_id = o.id AND d.replaced_at IS NULL) AS document_count
         FROM organizations.organizations o WHERE o.id = $1`,
      [organizationId],
    )) as (Record<string, unknown> & { document_count: number })[];
    if (!row) throw new AppError('RECORD_NOT_FOUND');
    const missing: string[] = REQUIRED_FIELDS.filter(([, column]) => !row[column]).map(([field]) => field);
    if (row.country_code === MALAYSIA_COUNTRY_CODE && !row.state) missing.push('state');
    if (row.document_count === 0) missing.push('documents');
    return { organizationId, complete: missing.length === 0, missing };
  }

  /** A current or replaced document of the organization, streamed only to its own users and the provider's staff. */
  async sendDocument(actor: Actor, organizationId: string, documentId: string, res: Response): Promise<void> {
    assertInScope(actor, organizationId);
    const [doc] = (await this.dataSource.query(
      `SELECT file_id FROM organizations.documents WHERE id = $1 AND organization_id = $2`,
      [documentId, organizationId],
    )) as { file_id: string }[];
    if (!doc) throw new AppError('RECORD_NOT_FOUND');
    await this.storage.send(res, doc.file_id);
  }
}

const documentPath = (organizationId: string, documentId: string) => `/bo/Organization/${organizationId}/documents/${documentId}`;
