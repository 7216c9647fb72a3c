/**
 * Organizations (B2B customers, spec sections 3 Organization, 4 and 7): sign-up from the login
 * page, the approval queue, listing, profile (details, product rate codes, supporting documents,
 * users, status history) and the secret key of the organization's systems.
 */
import { z } from 'zod';
import { organizationStatusSchema, organizationTypeSchema } from '../enums/organization';
import { productTypeSchema } from '../enums/product';
import type { ErrorCode } from '../errors/error-catalogue';
import { DEFAULT_COUNTRY_CODE } from '../reference/countries';
import { actionResultSchema } from './action-result.schema';
import { POSTCODE, withStateCheck } from './address';
import { pageOf, sortedBy } from './paging.schema';
import {
  blankToUndefined,
  emailField,
  optionalTextField,
  optionalUuidField,
  phoneNumberField,
  requiredTextField,
  termsAcceptedField,
  validTextField,
} from './validation';

/** Supporting documents per sign-up (and per organization at any time). */
export const ORGANIZATION_DOCUMENTS_MIN = 1;
export const ORGANIZATION_DOCUMENTS_MAX = 5;
/** The multipart field carrying the files. */
export const ORGANIZATION_DOCUMENTS_FIELD = 'documents';
/** Secret keys start with this, so a leaked one is recognisable (secret scanners, logs). */
export const SECRET_KEY_PREFIX = 'bo_sk_';

/** Business registration numbers: letters, digits, dashes, slashes, brackets and spaces (e.g. 201901000005 (1312525-A)). */
const REGISTRATION_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ()/-]*$/;

/** Profile fields of an organization (sign-up, staff create, update). */
export const organizationFields = {
  organizationName: validTextField({ max: 150 }),
  registrationNumber: requiredTextField({ max: 40 }).regex(REGISTRATION_NUMBER, {
    error: 'INVALID_CHARACTERS' satisfies ErrorCode,
  }),
  organizationType: organizationTypeSchema,
  email: emailField(),
  contactNumber: phoneNumberField(),
  /** Who the first administrator account is for; the organization name when absent. */
  contactPersonName: optionalTextField(150),
  addressLine1: validTextField({ max: 200 }),
  addressLine2: optionalTextField(200),
  postcode: requiredTextField({ max: 12 }).regex(POSTCODE, { error: 'INVALID_CHARACTERS' satisfies ErrorCode }),
  city: requiredTextField({ max: 100 }),
  /** Required, and one of MALAYSIA_STATES, for Malaysia; free text (optional) elsewhere. */
  state: optionalTextField(100),
  /** ISO 3166 alpha-3 from getCountryList, or 'OTH' / 'N/A'. */
  countryCode: z.preprocess(
    blankToUndefined,
    z.string().trim().toUpperCase().length(3, { error: 'INVALID_OPTION' }).default(DEFAULT_COUNTRY_CODE),
  ),
};

/** Multipart text fields arrive as strings: a ticked checkbox is 'true' (or 'on'). */
const multipartTrue = (v: unknown) => (v === 'true' || v === 'on' || v === '1' ? true : v === 'false' || v === '' ? false : v);

/**
 * POST /bo/General/request-create-organization (public, multipart): these fields plus 1-5 files in
 * `documents` (PDF, JPEG or PNG, 3 MB each, judged by content).
 */
export const organizationSignUpSchema = withStateCheck(
  z.object({ ...organizationFields, termsAccepted: z.preprocess(multipartTrue, termsAcceptedField()) }),
);
export type OrganizationSignUpRequest = z.infer<typeof organizationSignUpSchema>;
export type OrganizationSignUpInput = z.input<typeof organizationSignUpSchema>;

export const organizationSignUpResponseSchema = actionResultSchema.extend({
  organizationId: z.string(),
  status: organizationStatusSchema,
});
export type OrganizationSignUpResponse = z.infer<typeof organizationSignUpResponseSchema>;

/** POST /bo/Organization/create (staff, multipart; 0-5 `documents`): approved at once. */
export const createOrganizationSchema = withStateCheck(z.object(organizationFields));
export type CreateOrganizationRequest = z.infer<typeof createOrganizationSchema>;
export type CreateOrganizationInput = z.input<typeof createOrganizationSchema>;
export const createOrganizationResponseSchema = organizationSignUpResponseSchema;

/**
 * Calls on one organization name it by `organizationId`; an agency user may leave it out (its own
 * organization, from the token) and gets 404 for any other.
 */
const target = { organizationId: optionalUuidField() };

/** POST /bo/Organization/update */
export const updateOrganizationSchema = withStateCheck(z.object({ ...target, ...organizationFields }));
export type UpdateOrganizationRequest = z.infer<typeof updateOrganizationSchema>;
export type UpdateOrganizationInput = z.input<typeof updateOrganizationSchema>;

/** Rate codes: letters, digits, dashes and underscores. */
const rateCodeField = () =>
  requiredTextField({ max: 30 })
    .toUpperCase()
    .regex(/^[A-Z0-9_-]+$/, { error: 'INVALID_CHARACTERS' satisfies ErrorCode });

/** POST /bo/Organization/createOrganizationProductRateCode */
export const createProductRateCodeSchema = z.object({
  ...target,
  productType: productTypeSchema,
  rateCode: rateCodeField(),
  description: optionalTextField(200),
  active: z.boolean().default(true),
});
export type CreateProductRateCodeRequest = z.infer<typeof createProductRateCodeSchema>;
export type CreateProductRateCodeInput = z.input<typeof createProductRateCodeSchema>;

/** POST /bo/Organization/updateOrganizationProductRateCode */
export const updateProductRateCodeSchema = createProductRateCodeSchema.extend({
  productRateCodeId: z.uuid({ error: 'RECORD_NOT_FOUND' satisfies ErrorCode }),
});
export type UpdateProductRateCodeRequest = z.infer<typeof updateProductRateCodeSchema>;
export type UpdateProductRateCodeInput = z.input<typeof updateProductRateCodeSchema>;

export const productRateCodeResponseSchema = actionResultSchema.extend({ productRateCodeId: z.string() });

/**
 * POST /bo/Organization/updateOrganizationSupportingDocument (multipart): with `documentId`, one
 * file in `documents` replaces that document; without it, the files are added (5 at most in all).
 */
export const updateSupportingDocumentSchema = z.object({ ...target, documentId: optionalUuidField() });
export type UpdateSupportingDocumentRequest = z.infer<typeof updateSupportingDocumentSchema>;
export const updateSupportingDocumentResponseSchema = actionResultSchema.extend({ documentIds: z.array(z.string()) });

/** POST /bo/Organization/status/update (staff with organizations.approve): pending -> approved or rejected. */
export const ORGANIZATION_DECISIONS = ['approved', 'rejected'] as const;
export const organizationStatusUpdateSchema = z
  .object({
    organizationId: z.uuid({ error: 'RECORD_NOT_FOUND' satisfies ErrorCode }),
    status: z.enum(ORGANIZATION_DECISIONS, { error: 'INVALID_OPTION' satisfies ErrorCode }),
    reason: optionalTextField(500),
  })
  .refine((data) => data.status !== 'rejected' || !!data.reason, {
    error: 'REJECTION_REASON_REQUIRED' satisfies ErrorCode,
    path: ['reason'],
  });
export type OrganizationStatusUpdateRequest = z.infer<typeof organizationStatusUpdateSchema>;
export type OrganizationStatusUpdateInput = z.input<typeof organizationStatusUpdateSchema>;
export const organizationStatusUpdateResponseSchema = actionResultSchema.extend({ status: organizationStatusSchema });

/** POST /bo/Organization/reset-secret-key: the key is in this answer and nowhere else, ever. */
export const resetSecretKeySchema = z.object(target);
export type ResetSecretKeyRequest = z.infer<typeof resetSecretKeySchema>;
export const resetSecretKeyResponseSchema = actionResultSchema.extend({ secretKey: z.string(), resetAt: z.string() });
export type ResetSecretKeyResponse = z.infer<typeof resetSecretKeyResponseSchema>;

/**
 * `POST getToken` (public booking calls): an organization's API client signs in with its client id
 * (the organization code) and secret key; the token is scoped to that organization and to the
 * booking calls, and stops working when the key is reset or the organization is no longer approved.
 */
export const getTokenSchema = z.strictObject({
  clientId: z.string({ error: 'REQUIRED_FIELD' }).trim().min(1, { error: 'REQUIRED_FIELD' }).max(50),
  secretKey: z.string({ error: 'REQUIRED_FIELD' }).min(1, { error: 'REQUIRED_FIELD' }).max(200),
});
export type GetTokenBody = z.infer<typeof getTokenSchema>;
export const apiTokenSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  /** Seconds until the token expires. */
  expiresIn: z.number().int(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** GET isOrganizationInfoComplete (and the other GETs that take an optional organization). */
export const organizationTargetQuerySchema = z.object(target);

/** Sort keys of the paged lists (whitelisted: they map to SQL columns). */
export const ORGANIZATION_SORT_KEYS = [
  'organizationName',
  'organizationCode',
  'email',
  'contactNumber',
  'organizationType',
  'country',
  'status',
  'createdAt',
  'decidedAt',
] as const;
export type OrganizationSortKey = (typeof ORGANIZATION_SORT_KEYS)[number];

const textFilter = () => optionalTextField(100);

/** organizationListPage / pendingOrganizationListPage (spec section 3 list filter; `status` only on the first). */
export const organizationListQuerySchema = sortedBy(ORGANIZATION_SORT_KEYS).extend({
  email: textFilter(),
  organizationName: textFilter(),
  contactNumber: textFilter(),
  status: z.preprocess(blankToUndefined, organizationStatusSchema.optional()),
});
export type OrganizationListQuery = z.infer<typeof organizationListQuerySchema>;
export type OrganizationListQueryInput = z.input<typeof organizationListQuerySchema>;

export const organizationListRowSchema = z.object({
  organizationId: z.string(),
  organizationCode: z.string(),
  organizationName: z.string(),
  organizationType: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  email: z.string().nullable(),
  contactNumber: z.string().nullable(),
  countryCode: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  status: organizationStatusSchema,
  documentCount: z.number().int(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type OrganizationListRow = z.infer<typeof organizationListRowSchema>;
export const organizationListPageSchema = pageOf(organizationListRowSchema);
export type OrganizationListPage = z.infer<typeof organizationListPageSchema>;

/** GET organizationList: every organization, unpaged (staff). */
export const organizationListSchema = z.array(organizationListRowSchema);

/** GET organizationDropDown: approved organizations as select options. */
export const organizationDropDownSchema = z.array(z.object({ value: z.string(), label: z.string(), code: z.string() }));

export const supportingDocumentSchema = z.object({
  documentId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
  /** Authorized download, relative to /api/v1 (send the bearer token). */
  downloadPath: z.string(),
});
export type SupportingDocument = z.infer<typeof supportingDocumentSchema>;

export const productRateCodeSchema = z.object({
  productRateCodeId: z.string(),
  productType: z.string(),
  rateCode: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type ProductRateCode = z.infer<typeof productRateCodeSchema>;

export const organizationUserSchema = z.object({
  userId: z.string(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.string(),
  /** The role's stored name (the web app shows a seeded role's Malay label by its code). */
  roleName: z.string().nullable(),
  status: z.string(),
});

/** GET /bo/Organization/{id}: the profile screen in one call. */
export const organizationDetailsSchema = organizationListRowSchema.extend({
  contactPersonName: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  defaultCurrency: z.string().nullable(),
  statusReason: z.string().nullable(),
  /** Whether a secret key exists (the key itself is never shown again after its reset). */
  hasSecretKey: z.boolean(),
  secretKeyResetAt: z.string().nullable(),
  updatedAt: z.string(),
  documents: z.array(supportingDocumentSchema),
  productRateCodes: z.array(productRateCodeSchema),
  users: z.array(organizationUserSchema),
});
export type OrganizationDetails = z.infer<typeof organizationDetailsSchema>;

/** GET /bo/Organization/{id}/history (addition): the organization's events, oldest first. */
export const organizationHistoryEntrySchema = z.object({
  eventId: z.string(),
  type: z.string(),
  /** The status this event put the organization in; null for events that do not change it. */
  status: organizationStatusSchema.nullable(),
  reason: z.string().nullable(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
});
export const organizationHistorySchema = z.array(organizationHistoryEntrySchema);
export type OrganizationHistoryEntry = z.infer<typeof organizationHistoryEntrySchema>;

export const organizationInfoCompleteSchema = z.object({
  organizationId: z.string(),
  complete: z.boolean(),
  /** Field names still missing (`documents` when there is no supporting document). */
  missing: z.array(z.string()),
});

/** GET /bo/General/getCountryList (spec section 3 country reference). */
export const countrySchema = z.object({
  countryCode: z.string(),
  countryCode_2: z.string(),
  country: z.string(),
  /** The country's name in Bahasa Malaysia (the web app shows it in the Malay interface). */
  countryMs: z.string(),
  phoneCode: z.string(),
  phoneCodeDisplay: z.string(),
  currency: z.string(),
  cities: z.array(z.string()),
});
export type Country = z.infer<typeof countrySchema>;
export const countryListSchema = z.array(countrySchema);

/** GET /bo/General/getOrganizationTypeList: options in the caller's language. */
export const organizationTypeListSchema = z.array(z.object({ value: z.string(), label: z.string() }));
