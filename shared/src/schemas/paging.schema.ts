import { z } from 'zod';
import { PAGE_SIZES } from '../enums/paging';
import type { ErrorCode } from '../errors/error-catalogue';

/**
 * Query of every paged list in the spec: pageSize (10, 25 or 50), curPageIndex (1-based),
 * sortKey, sortOrder. A list extends it with its filters and, through `sortedBy`, its sort keys.
 * The API pages and sorts with `pagedList` (backend/src/core/read-side/paged-list.ts).
 */
export const pageQuerySchema = z.object({
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: 'Page size must be 10, 25 or 50' })
    .default(10),
  curPageIndex: z.coerce.number().int().min(1).default(1),
  sortKey: z.string().max(64).optional(),
  sortOrder: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A list's sortKey: one of `keys`; blank means none; anything else is 400 INVALID_OPTION on `sortKey`. */
export function sortKeyField<const K extends readonly [string, ...string[]]>(keys: K) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.enum(keys, { error: 'INVALID_OPTION' satisfies ErrorCode }).optional(),
  );
}

/** The paging query of a list sorted by `keys` (the spec's four parameters, the sort key checked). */
export function sortedBy<const K extends readonly [string, ...string[]]>(keys: K) {
  return pageQuerySchema.extend({ sortKey: sortKeyField(keys) });
}

export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    pageSize: z.number().int(),
    curPageIndex: z.number().int(),
  });
}
