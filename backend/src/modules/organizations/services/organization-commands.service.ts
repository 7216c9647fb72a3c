import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  type CreateOrganizationRequest,
  type CreateProductRateCodeRequest,
  ORGANIZATION_DOCUMENTS_MAX,
  ORGANIZATION_DOCUMENTS_MIN,
  type OrganizationSignUpRequest,
  type OrganizationStatusUpdateRequest,
  type ResetSecretKeyRequest,
  SECRET_KEY_PREFIX,
  type UpdateOrganizationRequest,
  type UpdateProductRateCodeRequest,
  type UpdateSupportingDocumentRequest,
} from '@bo/shared';
import { AuditService } from '../../../core/audit/audit.service';
import { type Actor, requestContext } from '../../../core/context/request-context';
import { UnitOfWork } from '../../../core/database/unit-of-work';
import { assertStaff, targetOrganization } from '../../../core/auth/tenancy';
import { AppError } from '../../../core/errors/app-error';
import { EventStore, type StoredEvent } from '../../../core/event-store';
import { actionResult } from '../../../core/http/action-result';
import { StorageService, type UploadedFile } from '../../../core/storage/storage.service';
import { fieldError } from '../../../core/http/action-result';
import { decide, foldOrganization, type OrganizationCommand } from '../domain/organization';
import {
  type DocumentRef,
  ORGANIZATION_EVENT_VERSION,
  ORGANIZATION_STREAM_TYPE,
  type OrganizationEvent,
  type OrganizationProfile,
  organizationStreamId,
} from '../domain/organization.events';
import { projectOrganizationEvent } from '../read-models/organization-read-model';
import { findCountry } from '../../settings/countries/country-reference';

const DOCUMENT_PURPOSE = 'organization-document';

/** The organization's lifecycle: each command reads the stream, decides, appends and updates the read model in one transaction. */
@Injectable()
export class OrganizationCommandsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly store: EventStore,
    private readonly storage: StorageService,
    private readonly audit: AuditService,
  ) {}

  /** Public sign-up: pending, documents stored with it or not at all. */
  async signUp(body: OrganizationSignUpRequest, files: UploadedFile[]) {
    assertDocumentCount(files.length, ORGANIZATION_DOCUMENTS_MIN);
    const organizationId = randomUUID();
    const { profile, defaultCurrency } = toProfile(body);
    await this.uow.run(async (manager) => {
      await this.assertNoDuplicate(manager, profile);
      const documents = await this.saveDocuments(manager, organizationId, files, null);
      await this.execute(manager, organizationId, {
        type: 'Apply',
        organizationId,
        profile,
        defaultCurrency,
        language: language(),
        documents,
        at: new Date().toISOString(),
      });
    });
    return {
      ...actionResult('ORGANIZATION_SIGN_UP_RECEIVED', { email: profile.email }),
      organizationId,
      status: 'pending' as const,
    };
  }

  /** Staff create an organization directly: registered and approved at once. */
  async create(actor: Actor, body: CreateOrganizationRequest, files: UploadedFile[]) {
    assertStaff(actor);
    assertDocumentCount(files.length, 0);
    const organizationId = randomUUID();
    const { profile, defaultCurrency } = toProfile(body);
    await this.uow.run(async (manager) => {
      await this.assertNoDuplicate(manager, profile);
      await this.assertEmailFreeForAdmin(manager, profile.email);
      const documents = await this.saveDocuments(manager, organizationId, files, actor.userId);
      await this.execute(manager, organizationId, {
        type: 'Register',
        organizationId,
        profile,
        defaultCurrency,
        language: language(),
        documents,
        at: new Date().toISOString(),
      });
      await this.audit.record({ action: 'organization.created', targetType: 'organization', targetId: organizationId }, manager);
    });
    return { ...actionResult('ORGANIZATION_CREATED', { email: profile.email }), organizationId, status: 'approved' as const };
  }

  /** Approve or reject a pending application (staff with organizations.approve). */
  async decide(actor: Actor, body: OrganizationStatusUpdateRequest) {
    assertStaff(actor);
    await this.uow.run(async (manager) => {
      if (body.status === 'approved') {
        const [row] = (await manager.query(`SELECT email FROM organizations.organizations WHERE id = $1`, [
          body.organizationId,
        ])) as { email: string | null }[];
        if (row?.email) await this.assertEmailFreeForAdmin(manager, row.email);
        await this.execute(manager, body.organizationId, { type: 'Approve' });
      } else {
        await this.execute(manager, body.organizationId, { type: 'Reject', reason: body.reason });
      }
      await this.audit.record(
        {
          action: `organization.${body.status}`,
          targetType: 'organization',
          targetId: body.organizationId,
          details: body.reason ? { reason: body.reason } : {},
        },
        manager,
      );
    });
    return {
      ...actionResult(body.status === 'approved' ? 'ORGANIZATION_APPROVED' : 'ORGANIZATION_REJECTED'),
      status: body.status,
    };
  }

  async update(actor: Actor, body: UpdateOrganizationRequest) {
    const organizationId = targetOrganization(actor, body.organizationId);
    const { profile, defaultCurrency } = toProfile(body);
    await this.uow.run(async (manager) => {
      await this.assertNoDuplicate(manager, profile, organizationId);
      await this.execute(manager, organizationId, { type: 'UpdateDetails', profile, defaultCurrency });
    });
    return actionResult('ORGANIZATION_UPDATED');
  }

  async addRateCode(actor: Actor, body: CreateProductRateCodeRequest) {
    const organizationId = targetOrganization(actor, body.organizationId);
    const productRateCodeId = randomUUID();
    await this.uow.run((manager) =>
      this.execute(manager, organizationId, { type: 'AddRateCode', rateCode: { productRateCodeId, ...rateCodeOf(body) } }),
    );
    return { ...actionResult('PRODUCT_RATE_CODE_CREATED'), productRateCodeId };
  }

  async updateRateCode(actor: Actor, body: UpdateProductRateCodeRequest) {
    const organizationId = targetOrganization(actor, body.organizationId);
    await this.uow.run((manager) =>
      this.execute(manager, organizationId, {
        type: 'UpdateRateCode',
        rateCode: { productRateCodeId: body.productRateCodeId, ...rateCodeOf(body) },
      }),
    );
    return { ...actionResult('PRODUCT_RATE_CODE_UPDATED'), productRateCodeId: body.productRateCodeId };
  }

  /** With `documentId`: one file replaces it. Without: the files are added (5 current documents at most). */
  async updateDocuments(actor: Actor, body: UpdateSupportingDocumentRequest, files: UploadedFile[]) {
    const organizationId = targetOrganization(actor, body.organizationId);
    if (body.documentId ? files.length !== 1 : files.length === 0) {
      throw new AppError('DOCUMENT_COUNT_INVALID', { min: 1, max: body.documentId ? 1 : ORGANIZATION_DOCUMENTS_MAX });
    }
    const documentIds = await this.uow.run(async (manager) => {
      // Existence and tenancy first: no file is stored for an organization the caller may not touch.
      await this.requireStream(manager, organizationId);
      const documents = await this.saveDocuments(manager, organizationId, files, actor.userId);
      const command: OrganizationCommand = body.documentId
        ? { type: 'ReplaceDocument', replacedDocumentId: body.documentId, document: documents[0]! }
        : { type: 'AddDocuments', documents };
      await this.execute(manager, organizationId, command);
      return documents.map((d) => d.documentId);
    });
    return { ...actionResult('SUPPORTING_DOCUMENT_UPDATED'), documentIds };
  }

  /**
   * A new secret key (32 CSPRNG bytes, base64url, prefixed): returned once, only its sha256 kept.
   * The old key stops working when this transaction commits.
   */
  async resetSecretKey(actor: Actor, body: ResetSecretKeyRequest) {
    const organizationId = targetOrganization(actor, body.organizationId);
    const secretKey = `${SECRET_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    await this.uow.run(async (manager) => {
      await this.execute(manager, organizationId, { type: 'ResetSecretKey', keyHash: hashSecretKey(secretKey) });
      await this.audit.record(
        { action: 'organization.secret-key-reset', targetType: 'organization', targetId: organizationId },
        manager,
      );
    });
    return { ...actionResult('SECRET_KEY_RESET'), secretKey, resetAt: new Date().toISOString() };
  }

  /**
   * For the public booking API (getToken): whether `key` is the approved organization's current
   * secret key. Compared in constant time over the hashes.
   */
  async verifySecretKey(organizationId: string, key: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `SELECT secret_key_hash FROM organizations.organizations WHERE id = $1 AND status = 'approved'`,
      [organizationId],
    )) as { secret_key_hash: string | null }[];
    const stored = rows[0]?.secret_key_hash;
    if (!stored) return false;
    const expected = Buffer.from(stored, 'hex');
    const actual = Buffer.from(hashSecretKey(key), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  /** Reads the stream, decides, appends at the read version and applies the events to the read model. */
  private async execute(manager: EntityManager, organizationId: string, command: OrganizationCommand): Promise<StoredEvent[]> {
    const streamId = organizationStreamId(organizationId);
    const history = await this.store.readStream(streamId, { manager });
    const state = foldOrganization(history as unknown as OrganizationEvent[]);
    const events = decide(command, state);
    const result = await this.store.append(
      streamId,
      ORGANIZATION_STREAM_TYPE,
      events.map((e) => ({ type: e.type, data: e.data, schemaVersion: ORGANIZATION_EVENT_VERSION })),
      { expectedVersion: history.length, manager },
    );
    for (const event of result.events) await projectOrganizationEvent(manager, event);
    return result.events;
  }

  private async requireStream(manager: EntityManager, organizationId: string) {
    if ((await this.store.streamVersion(organizationStreamId(organizationId), manager)) === 0) {
      throw new AppError('RECORD_NOT_FOUND');
    }
  }

  private async saveDocuments(
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
  private async assertNoDuplicate(manager: EntityManager, profile: OrganizationProfile, exceptId?: string) {
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
  private async assertEmailFreeForAdmin(manager: EntityManager, email: string) {
    const used = (await manager.query(`SELECT 1 FROM identity.users WHERE lower(email) = lower($1) AND status <> 'X'`, [
      email,
    ])) as unknown[];
    if (used.length) throw fieldError('ORGANIZATION_EMAIL_USED_BY_USER', 'email');
  }
}

function hashSecretKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

const language = () => requestContext.get()?.language ?? 'en';

function assertDocumentCount(count: number, min: number) {
  if (count < min || count > ORGANIZATION_DOCUMENTS_MAX) {
    throw new AppError('DOCUMENT_COUNT_INVALID', { min: Math.max(min, 1), max: ORGANIZATION_DOCUMENTS_MAX });
  }
}

/** The profile of a request, with the country checked against the reference and its currency. */
function toProfile(body: CreateOrganizationRequest): { profile: OrganizationProfile; defaultCurrency: string } {
  const country = findCountry(body.countryCode);
  if (!country) throw fieldError('INVALID_OPTION', 'countryCode');
  return {
    profile: {
      organizationName: body.organizationName,
      registrationNumber: body.registrationNumber,
      organizationType: body.organizationType,
      email: body.email,
      contactNumber: body.contactNumber,
      contactPersonName: body.contactPersonName ?? null,
      addressLine1: body.addressLine1,
      addressLine2: body.addressLine2 ?? null,
      postcode: body.postcode,
      city: body.city,
      state: body.state ?? null,
      countryCode: country.countryCode,
    },
    defaultCurrency: country.currency,
  };
}

function rateCodeOf(body: CreateProductRateCodeRequest) {
  return {
    productType: body.productType,
    rateCode: body.rateCode,
    description: body.description ?? null,
    active: body.active,
  };
}
