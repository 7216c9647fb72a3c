import { ATTACHMENT_MIME_TYPE, type AttachmentMimeType, codesOf } from '@bo/shared';

/**
 * What a file IS, from its first bytes, never from its name or the type the browser declared
 * (both are the uploader's to choose). Each purpose accepts some of the known types (attachments:
 * PDF, JPEG, PNG; hotel photos: JPEG, PNG, WebP); anything else is `undefined` and refused.
 * A `null` byte of a signature matches any byte (WebP's RIFF size).
 */
const SIGNATURES: { type: string; bytes: (number | null)[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  // RIFF <size> WEBP
  { type: 'image/webp', bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50] },
];

/** The type among `accepted` whose signature `content` starts with. */
export function sniffFileType<T extends string>(content: Uint8Array, accepted: readonly T[]): T | undefined {
  return SIGNATURES.find(
    ({ type, bytes }) =>
      accepted.includes(type as T) && bytes.length <= content.length && bytes.every((b, i) => b === null || content[i] === b),
  )?.type as T | undefined;
}

/** What an attachment (slip, supporting document) may be. */
export const ATTACHMENT_TYPES = codesOf(ATTACHMENT_MIME_TYPE);

export function sniffAttachmentType(content: Uint8Array): AttachmentMimeType | undefined {
  return sniffFileType(content, ATTACHMENT_TYPES);
}

/** Browsers name the same type differently ('image/jpg', 'image/pjpeg'): compare on the canonical name. */
export function canonicalMimeType(declared: string | undefined): string | undefined {
  const type = declared?.split(';')[0]?.trim().toLowerCase();
  if (type === 'image/jpg' || type === 'image/pjpeg') return 'image/jpeg';
  return type || undefined;
}

/** A file name safe to echo in a Content-Disposition header and a listing. */
export function safeFileName(name: string | undefined, fallback = 'attachment'): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .replace(/^\.+/, '')
    .slice(0, 120)
    .trim();
  return cleaned || fallback;
}
