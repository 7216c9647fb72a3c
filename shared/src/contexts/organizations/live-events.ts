/**
 * The organization events the server pushes as `domain-event` to the staff who see organizations
 * and to the organization's own users (OrganizationApplied goes to the approvers by itself).
 */
/** Decisions: they move an organization in or out of the approvers' queue. */
export const ORGANIZATION_DECISION_EVENTS = ['OrganizationRegistered', 'OrganizationApproved', 'OrganizationRejected'] as const;

/** Changes of a profile: details, documents, product rate codes, the secret key. */
export const ORGANIZATION_PROFILE_EVENTS = [
  'OrganizationDetailsUpdated',
  'SupportingDocumentAdded',
  'SupportingDocumentReplaced',
  'ProductRateCodeAdded',
  'ProductRateCodeUpdated',
  'SecretKeyReset',
] as const;
