import { enumSchema, type CodeOf, type LabelledEnum } from './labelled';

/** Attachment size limit, 3 MB (spec sections 5 and 9). */
export const MAX_ATTACHMENT_BYTES = 3 * 1024 * 1024;

/** Files accepted as attachments (bank-in slips, supporting documents). */
export const ATTACHMENT_MIME_TYPE = [
  { code: 'application/pdf', en: 'PDF document', ms: 'Dokumen PDF' },
  { code: 'image/jpeg', en: 'JPEG image', ms: 'Imej JPEG' },
  { code: 'image/png', en: 'PNG image', ms: 'Imej PNG' },
] as const satisfies LabelledEnum<string>;
export type AttachmentMimeType = CodeOf<typeof ATTACHMENT_MIME_TYPE>;
export const attachmentMimeTypeSchema = enumSchema(ATTACHMENT_MIME_TYPE);

/** 15 days in seconds (spec section 9: defined, use not shown). */
export const FIFTEEN_DAYS_IN_SECONDS = 15 * 24 * 60 * 60;
