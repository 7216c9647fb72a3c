/**
 * `POST /bo/Form/{type}/upload/{id}` and `POST /bo/General/{type}/upload/{id}` (spec section 7):
 * a form uploads each attachment as the user picks it (checked by content and size at once) and
 * gets a file reference back; the form's save then names its draft and the owning context claims
 * the files. `{type}` is what the file is (one of UPLOAD_TYPE); `{id}` is the draft: a uuid the
 * form makes when it opens (or the id of the record it edits). General is the public flavour, for
 * the sign-up form on the login page; Form needs the type's permission.
 */
import { z } from 'zod';
import { PERMISSIONS, type Permission } from '../auth/permissions';
import { type CodeOf, type LabelledEnum, codesOf } from '../enums/labelled';
import type { ErrorCode } from '../errors/error-catalogue';
import { actionResultSchema } from './action-result.schema';
import { ORGANIZATION_DOCUMENTS_MAX } from './organization.schema';

/** The multipart field of the file. */
export const UPLOAD_FILE_FIELD = 'file';
/** Files of a draft nobody claimed are deleted after this long. */
export const UNCLAIMED_UPLOAD_HOURS = 24;

export const UPLOAD_TYPE = [
  { code: 'organization-document', en: 'Organization supporting document', ms: 'Dokumen sokongan organisasi' },
  { code: 'top-up-slip', en: 'Bank-in slip', ms: 'Slip bank masuk' },
] as const satisfies LabelledEnum<string>;
export type UploadType = CodeOf<typeof UPLOAD_TYPE>;

export interface UploadRule {
  /** Callable without signing in (`/bo/General`): the sign-up form's documents. */
  public: boolean;
  /** Any one of these lets a signed-in user upload it (`/bo/Form`). */
  permissions: readonly [Permission, ...Permission[]];
  /** Files one draft may hold; with 1, a new upload replaces the draft's file. */
  maxFiles: number;
}

export const UPLOAD_RULES: Record<UploadType, UploadRule> = {
  'organization-document': {
    public: true,
    permissions: [PERMISSIONS.organizationsCreate, PERMISSIONS.organizationsEdit],
    maxFiles: ORGANIZATION_DOCUMENTS_MAX,
  },
  'top-up-slip': {
    public: false,
    permissions: [PERMISSIONS.creditCreate, PERMISSIONS.systemCreditCreate],
    maxFiles: 1,
  },
};

const PUBLIC_UPLOAD_TYPES = codesOf(UPLOAD_TYPE).filter((type) => UPLOAD_RULES[type].public) as [UploadType, ...UploadType[]];

const draftIdField = () => z.uuid({ error: 'INVALID_OPTION' satisfies ErrorCode });

/** Path of `/bo/Form/{type}/upload/{id}`. */
export const formUploadParamsSchema = z.object({
  type: z.enum(codesOf(UPLOAD_TYPE), { error: 'INVALID_OPTION' satisfies ErrorCode }),
  id: draftIdField(),
});
/** Path of `/bo/General/{type}/upload/{id}`: only the types anyone may upload. */
export const generalUploadParamsSchema = z.object({
  type: z.enum(PUBLIC_UPLOAD_TYPES, { error: 'INVALID_OPTION' satisfies ErrorCode }),
  id: draftIdField(),
});
export type UploadParams = z.infer<typeof formUploadParamsSchema>;

/** The multipart body: the file alone (no other field). */
export const uploadBodySchema = z.strictObject({});

export const uploadedFileSchema = z.object({
  fileId: z.string(),
  type: z.string(),
  draftId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  uploadedAt: z.string(),
});
export type UploadedFileRef = z.infer<typeof uploadedFileSchema>;

/** The answer: the stored file's reference and how many files the draft holds now. */
export const uploadResultSchema = actionResultSchema.extend({
  file: uploadedFileSchema,
  draftFileCount: z.number().int(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
