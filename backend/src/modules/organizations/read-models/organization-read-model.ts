import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '../../../core/event-store';
import { isUniqueViolation } from '../../../core/event-store/event-store';
import { fieldError } from '../../../core/http/action-result';
import type { OrganizationEvent, OrganizationProfile } from '../domain/organization.events';

/**
 * Inline read model: `organizations.organizations`, `.documents` and `.product_rate_codes` are
 * written in the same transaction as the events they follow, so every list reads its own writes
 * and the unique indexes (e-mail, registration number) refuse a duplicate before anything commits.
 */
export async function projectOrganizationEvent(manager: EntityManager, stored: StoredEvent): Promise<void> {
  const event = { type: stored.type, data: stored.data } as OrganizationEvent;
  const actorId = stored.metadata.actorId ?? null;
  const version = stored.streamVersion;
  switch (event.type) {
    case 'OrganizationApplied':
    case 'OrganizationRegistered': {
      const { organizationId, profile, defaultCurrency, language, documents } = event.data;
      const termsAcceptedAt = event.type === 'OrganizationApplied' ? event.data.termsAcceptedAt : null;
      await manager
        .query(
          `INSERT INTO organizations.organizations
             (id, name, email, contact_number, status, organization_type, registration_number, contact_person_name,
              address_line1, address_line2, postcode, city, state, country_code, default_currency, language,
              terms_accepted_at, version)
           VALUES ($1, $2, $3, $4, 'pending', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
          [organizationId, ...profileValues(profile), defaultCurrency, language, termsAcceptedAt, version],
        )
        .catch(duplicateToAppError);
      for (const d of documents) {
        await manager.query(`INSERT INTO organizations.documents (id, organization_id, file_id) VALUES ($1, $2, $3)`, [
          d.documentId,
          organizationId,
          d.fileId,
        ]);
      }
      return;
    }
    case 'OrganizationApproved':
      await manager.query(
        `UPDATE organizations.organizations
            SET status = 'approved', status_reason = NULL, decided_at = now(), decided_by = $2, version = $3, updated_at = now()
          WHERE id = $1`,
        [event.data.organizationId, actorId, version],
      );
      return;
    case 'OrganizationRejected':
      await manager.query(
        `UPDATE organizations.organizations
            SET status = 'rejected', status_reason = $2, decided_at = now(), decided_by = $3, version = $4, updated_at = now()
          WHERE id = $1`,
        [event.data.organizationId, event.data.reason, actorId, version],
      );
      return;
    case 'OrganizationDetailsUpdated': {
      const { organizationId, profile, defaultCurrency } = event.data;
      await manager
        .query(
          `UPDATE organizations.organizations
              SET name = $2, email = $3, contact_number = $4, organization_type = $5, registration_number = $6,
                  contact_person_name = $7, address_line1 = $8, address_line2 = $9, postcode = $10, city = $11,
                  state = $12, country_code = $13, default_currency = $14, version = $15, updated_at = now()
            WHERE id = $1`,
          [organizationId, ...profileValues(profile), defaultCurrency, version],
        )
        .catch(duplicateToAppError);
      return;
    }
    case 'SupportingDocumentAdded':
      await insertDocument(manager, event.data);
      await touch(manager, event.data.organizationId, version);
      return;
    case 'SupportingDocumentReplaced':
      await manager.query(
        `UPDATE organizations.documents SET replaced_at = now(), replaced_by = $3 WHERE id = $1 AND organization_id = $2`,
        [event.data.replacedDocumentId, event.data.organizationId, event.data.document.documentId],
      );
      await insertDocument(manager, event.data);
      await touch(manager, event.data.organizationId, version);
      return;
    case 'ProductRateCodeAdded':
    case 'ProductRateCodeUpdated': {
      const d = event.data;
      await manager
        .query(
          `INSERT INTO organizations.product_rate_codes AS r (id, organization_id, product_type, rate_code, description, active)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (id) DO UPDATE SET product_type = EXCLUDED.product_type, rate_code = EXCLUDED.rate_code,
             description = EXCLUDED.description, active = EXCLUDED.active, updated_at = now()`,
          [d.productRateCodeId, d.organizationId, d.productType, d.rateCode, d.description, d.active],
        )
        .catch((error: unknown) => {
          if (isUniqueViolation(error, 'product_rate_codes_uq')) throw fieldError('PRODUCT_RATE_CODE_TAKEN', 'rateCode');
          throw error;
        });
      await touch(manager, d.organizationId, version);
      return;
    }
    case 'SecretKeyReset':
      await manager.query(
        `UPDATE organizations.organizations
            SET secret_key_hash = $2, secret_key_reset_at = now(), version = $3, updated_at = now()
          WHERE id = $1`,
        [event.data.organizationId, event.data.keyHash, version],
      );
      return;
  }
}

const profileValues = (p: OrganizationProfile) => [
  p.organizationName,
  p.email,
  p.contactNumber,
  p.organizationType,
  p.registrationNumber,
  p.contactPersonName,
  p.addressLine1,
  p.addressLine2,
  p.postcode,
  p.city,
  p.state,
  p.countryCode,
];

/** The row of a supporting document an event adds (a new one, or one that replaces another). */
async function insertDocument(
  manager: EntityManager,
  d: { organizationId: string; document: { documentId: string; fileId: string } },
): Promise<void> {
  await manager.query(`INSERT INTO organizations.documents (id, organization_id, file_id) VALUES ($1, $2, $3)`, [
    d.document.documentId,
    d.organizationId,
    d.document.fileId,
  ]);
}

async function touch(manager: EntityManager, organizationId: string, version: number) {
  await manager.query(`UPDATE organizations.organizations SET version = $2, updated_at = now() WHERE id = $1`, [
    organizationId,
    version,
  ]);
}

/** The unique indexes decide under concurrency; the services check first for the same clear message. */
export function duplicateToAppError(error: unknown): never {
  if (isUniqueViolation(error, 'organizations_email_uq')) throw fieldError('ORGANIZATION_EMAIL_TAKEN', 'email');
  if (isUniqueViolation(error, 'organizations_registration_number_uq')) {
    throw fieldError('ORGANIZATION_REGISTRATION_NUMBER_TAKEN', 'registrationNumber');
  }
  throw error;
}
