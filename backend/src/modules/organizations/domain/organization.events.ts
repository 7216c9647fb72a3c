import type { Language, OrganizationStatus, OrganizationType } from '@bo/shared';

/**
 * Events of stream `organization-<id>` (stream type `Organization`), past tense. Every event is
 * stored with schema version 1; a change of shape bumps the version of that type.
 */
export const ORGANIZATION_STREAM_TYPE = 'Organization';
export const organizationStreamId = (organizationId: string) => `organization-${organizationId}`;
export const ORGANIZATION_EVENT_VERSION = 1;

/** The profile as applied for or last updated. */
export interface OrganizationProfile {
  organizationName: string;
  registrationNumber: string;
  organizationType: OrganizationType;
  email: string;
  contactNumber: string;
  contactPersonName: string | null;
  addressLine1: string;
  addressLine2: string | null;
  postcode: string;
  city: string;
  state: string | null;
  countryCode: string;
}

export interface DocumentRef {
  documentId: string;
  fileId: string;
  fileName: string;
}

/** Public sign-up: pending until staff decide. `language` is the applicant's, for the e-mails. */
export interface OrganizationApplied {
  organizationId: string;
  profile: OrganizationProfile;
  defaultCurrency: string;
  language: Language;
  documents: DocumentRef[];
  termsAcceptedAt: string;
}

/** Created by staff directly; always followed by OrganizationApproved in the same append. */
export interface OrganizationRegistered {
  organizationId: string;
  profile: OrganizationProfile;
  defaultCurrency: string;
  language: Language;
  documents: DocumentRef[];
}

/**
 * Approved: the organization may work. Carries what reactions of other contexts need, so they
 * never read this context's tables: the admin user to create (identity-access) and the currency of
 * the credit account (credit).
 */
export interface OrganizationApproved {
  organizationId: string;
  organizationName: string;
  email: string;
  contactPersonName: string | null;
  defaultCurrency: string;
  countryCode: string;
  language: Language;
}

export interface OrganizationRejected {
  organizationId: string;
  organizationName: string;
  email: string;
  language: Language;
  reason: string;
}

export interface OrganizationDetailsUpdated {
  organizationId: string;
  profile: OrganizationProfile;
  defaultCurrency: string;
}

export interface SupportingDocumentAdded {
  organizationId: string;
  document: DocumentRef;
}

export interface SupportingDocumentReplaced {
  organizationId: string;
  replacedDocumentId: string;
  document: DocumentRef;
}

export interface ProductRateCode {
  productRateCodeId: string;
  productType: string;
  rateCode: string;
  description: string | null;
  active: boolean;
}
export type ProductRateCodeAdded = { organizationId: string } & ProductRateCode;
export type ProductRateCodeUpdated = { organizationId: string } & ProductRateCode;

/** Only the sha256 of the new key: the key itself exists in the reset answer alone. */
export interface SecretKeyReset {
  organizationId: string;
  keyHash: string;
}

export type OrganizationEvent =
  | { type: 'OrganizationApplied'; data: OrganizationApplied }
  | { type: 'OrganizationRegistered'; data: OrganizationRegistered }
  | { type: 'OrganizationApproved'; data: OrganizationApproved }
  | { type: 'OrganizationRejected'; data: OrganizationRejected }
  | { type: 'OrganizationDetailsUpdated'; data: OrganizationDetailsUpdated }
  | { type: 'SupportingDocumentAdded'; data: SupportingDocumentAdded }
  | { type: 'SupportingDocumentReplaced'; data: SupportingDocumentReplaced }
  | { type: 'ProductRateCodeAdded'; data: ProductRateCodeAdded }
  | { type: 'ProductRateCodeUpdated'; data: ProductRateCodeUpdated }
  | { type: 'SecretKeyReset'; data: SecretKeyReset };

export type OrganizationEventType = OrganizationEvent['type'];

/** The status each event leaves the organization in (history views). */
export const STATUS_AFTER: Partial<Record<OrganizationEventType, OrganizationStatus>> = {
  OrganizationApplied: 'pending',
  OrganizationRegistered: 'pending',
  OrganizationApproved: 'approved',
  OrganizationRejected: 'rejected',
};
