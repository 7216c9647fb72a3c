/**
 * How prepared e-invoices are cut into submissions within LHDN's limits: at most 100 documents
 * and 5 MB per submission (the request body, where each document travels base64 with its hash and
 * number), at most 300 KB per document (the JSON). Pure, so the limits are tested on their own.
 */
export const SUBMISSION_LIMITS = {
  documents: 100,
  /** The whole request body. */
  submissionBytes: 5 * 1024 * 1024,
  /** One document's JSON. */
  documentBytes: 300 * 1024,
} as const;

export interface Batchable {
  id: string;
  /** The JSON's size in bytes. */
  bytes: number;
  /** The number sent as codeNumber (its length counts towards the body). */
  codeNumber: string;
}

/** `{"documents":[` + `]}` */
const BODY_OVERHEAD = 16;
/** `{"format":"JSON","document":"","documentHash":"<64 hex>","codeNumber":""},` */
const ENTRY_OVERHEAD = 120;

/** What one document adds to the request body. */
export const entryBytes = (item: Batchable) =>
  4 * Math.ceil(item.bytes / 3) + ENTRY_OVERHEAD + Buffer.byteLength(item.codeNumber, 'utf8');

/**
 * Batches in the order given (oldest first, so nothing waits behind newer work), each within the
 * limits; `tooLarge` lists what no submission may carry (our validator refuses those before, so
 * this is a guard, not a path).
 */
export function planSubmissions<T extends Batchable>(
  items: readonly T[],
  limits: typeof SUBMISSION_LIMITS = SUBMISSION_LIMITS,
): { batches: T[][]; tooLarge: T[] } {
  const batches: T[][] = [];
  const tooLarge: T[] = [];
  let current: T[] = [];
  let size = BODY_OVERHEAD;
  for (const item of items) {
    const bytes = entryBytes(item);
    if (item.bytes > limits.documentBytes || BODY_OVERHEAD + bytes > limits.submissionBytes) {
      tooLarge.push(item);
      continue;
    }
    if (current.length === limits.documents || size + bytes > limits.submissionBytes) {
      batches.push(current);
      current = [];
      size = BODY_OVERHEAD;
    }
    current.push(item);
    size += bytes;
  }
  if (current.length) batches.push(current);
  return { batches, tooLarge };
}
