/**
 * User administration (`/bo/User`, spec sections 3 User, 4 and 7): list and filter, create,
 * status changes, one user's details, admin edit and the signed-in user's own profile.
 */
import { z } from 'zod';
import { personalIdTypeSchema, type PersonalIdType } from '../enums/identity';
import { userActiveFilterSchema, userStatusSchema } from '../enums/user';
import type { ErrorCode } from '../errors/error-catalogue';
import { actionResultSchema } from './action-result.schema';
import { pageOf, sortedBy } from './paging.schema';
import { emailField, phoneNumberField, requiredTextField } from './validation';

/** Username: 4-50 letters, digits, dots, dashes or underscores; unique case-insensitively. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{4,50}$/;
export function usernameField() {
  return z
    .string({ error: 'REQUIRED_FIELD' satisfies ErrorCode })
    .trim()
    .min(1, { error: 'REQUIRED_FIELD' satisfies ErrorCode, abort: true })
    .regex(USERNAME_PATTERN, { error: 'INVALID_USERNAME' satisfies ErrorCode });
}

/**
 * ID number per ID type: a MyKad number is 12 digits (YYMMDD-PB-###G, dashes optional); passport
 * and army numbers are 5-20 letters, digits or dashes.
 */
const ID_NUMBER_PATTERNS: Record<PersonalIdType, RegExp> = {
  MYKAD: /^\d{6}-?\d{2}-?\d{4}$/,
  PASSPORT: /^[A-Za-z0-9-]{5,20}$/,
  ARMY_ID: /^[A-Za-z0-9-]{5,20}$/,
};
export function isValidIdNumber(idType: PersonalIdType, idNumber: string): boolean {
  return ID_NUMBER_PATTERNS[idType].test(idNumber);
}

/** Adds the ID-number-matches-ID-type check to an object with `idType` and `idNumber`. */
function withIdNumberCheck<T extends z.ZodType<{ idType: PersonalIdType; idNumber: string }>>(schema: T): T {
  return schema.refine((data) => isValidIdNumber(data.idType, data.idNumber), {
    error: 'INVALID_ID_NUMBER' satisfies ErrorCode,
    path: ['idNumber'],
  });
}

/** Optional text filter: empty strings from cleared inputs mean "no filter". */
const textFilter = () =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(100).optional());

/** Sort keys the list accepts (whitelisted: they map to SQL columns). */
export const USER_SORT_KEYS = [
  'username',
  'fullName',
  'email',
  'contactNumber',
  'role',
  'level',
  'organizationName',
  'status',
  'createdAt',
  'lastLoginAt',
] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

/**
 * User list filter (spec section 3): GET userList takes it as a query, POST filter as a body.
 * `active`: 'true' = not deactivated (N, A, L, R), 'false' = deactivated (D), 'all' = both.
 * `status`: one exact status code. Deleted users (X) are never listed.
 */
export const userListQuerySchema = sortedBy(USER_SORT_KEYS).extend({
  filterRole: textFilter(),
  fullName: textFilter(),
  email: textFilter(),
  organizationName: textFilter(),
  contactNumber: textFilter(),
  username: textFilter(),
  status: z.preprocess((v) => (v === '' ? undefined : v), userStatusSchema.optional()),
  active: z.preprocess((v) => (v === '' ? undefined : v), userActiveFilterSchema.optional()),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;
export type UserListQueryInput = z.input<typeof userListQuerySchema>;

export const userListRowSchema = z.object({
  userId: z.string(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  contactNumber: z.string().nullable(),
  role: z.string(),
  roleName: z.string(),
  level: z.string().nullable(),
  idType: z.string().nullable(),
  idNumber: z.string().nullable(),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  status: z.string(),
  /** Active/Inactive chip: false only when deactivated (D). */
  active: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type UserListRow = z.infer<typeof userListRowSchema>;

export const userListPageSchema = pageOf(userListRowSchema);
export type UserListPage = z.infer<typeof userListPageSchema>;

/** One user's details (POST `{userId}`): the row plus who created it and when it last changed. */
export const userDetailsSchema = userListRowSchema.extend({
  updatedAt: z.string(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

/** Fields an administrator sets on a user (create and edit). */
const userAdminFields = {
  role: requiredTextField({ max: 50 }),
  /** One of the role's options (`/bo/Dropdown/getroleoptionsbyrole`); required when the role has any. */
  level: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(100).optional()),
  fullName: requiredTextField({ max: 150 }),
  idType: personalIdTypeSchema,
  idNumber: requiredTextField({ max: 30 }),
  email: emailField(),
  mobileNumber: phoneNumberField(),
};

/**
 * POST sign-up / signUp. The new user gets status N and an e-mailed first-time login link.
 * `organizationId` is honoured for the provider's staff only; an agency admin's users always
 * join the admin's own organization.
 */
export const createUserSchema = withIdNumberCheck(
  z.object({
    ...userAdminFields,
    username: usernameField(),
    organizationId: z.preprocess((v) => (v === '' ? undefined : v), z.uuid({ error: 'INVALID_OPTION' }).nullish()),
  }),
);
export type CreateUserRequest = z.infer<typeof createUserSchema>;
export type CreateUserInput = z.input<typeof createUserSchema>;

export const createUserResponseSchema = actionResultSchema.extend({ userId: z.string() });
export type CreateUserResponse = z.infer<typeof createUserResponseSchema>;

/** PUT root: an administrator edits a user (username and organization never change). */
export const updateUserSchema = withIdNumberCheck(z.object({ userId: z.uuid(), ...userAdminFields }));
export type UpdateUserRequest = z.infer<typeof updateUserSchema>;
export type UpdateUserInput = z.input<typeof updateUserSchema>;

/** POST status/update: deactivate asks for confirmation in the UI; delete is soft (status X). */
export const USER_STATUS_ACTIONS = ['activate', 'deactivate', 'delete'] as const;
export type UserStatusAction = (typeof USER_STATUS_ACTIONS)[number];
export const userStatusUpdateSchema = z.object({
  userId: z.uuid({ error: 'REQUIRED_FIELD' satisfies ErrorCode }),
  action: z.enum(USER_STATUS_ACTIONS, { error: 'INVALID_OPTION' satisfies ErrorCode }),
});
export type UserStatusUpdateRequest = z.infer<typeof userStatusUpdateSchema>;
export const userStatusUpdateResponseSchema = actionResultSchema.extend({ status: userStatusSchema });

export const userIdParamsSchema = z.object({ userId: z.uuid({ error: 'RECORD_NOT_FOUND' satisfies ErrorCode }) });

/** GET profile: the signed-in user. The security phrase is shown back to its owner (anti-phishing). */
export const profileSchema = userDetailsSchema.extend({
  securityQuestion: z.string().nullable(),
  securityPhrase: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT profile: what a user may change about themself (e-mail and role only through an admin). */
export const updateProfileSchema = withIdNumberCheck(
  z.object({
    fullName: userAdminFields.fullName,
    idType: userAdminFields.idType,
    idNumber: userAdminFields.idNumber,
  }),
);
export type UpdateProfileRequest = z.infer<typeof updateProfileSchema>;
