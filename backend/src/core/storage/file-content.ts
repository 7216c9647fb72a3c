import type { AttachmentMimeType } from '@bo/shared';

/**
 * What a file IS, from its first bytes, never from its name or the type the browser declared
 * (both are the uploader's to choose). Only the three attachment types of the spec are known;
 * anything else is `undefined` and refused.
 */
const SIGNATURES: { type: AttachmentMimeType; bytes: number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

export function sniffAttachmentType(content: Uint8Array): AttachmentMimeType | undefined {
  return SIGNATURES.find(({ bytes }) => bytes.length <= content.length && bytes.every((b, i) => content[i] === b))?.type;
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
