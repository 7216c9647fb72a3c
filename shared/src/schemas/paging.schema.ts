import { z } from 'zod';
import { PAGE_SIZES } from '../enums/paging';

/** Query of every paged list in the spec: pageSize, curPageIndex (1-based), sortKey, sortOrder. */
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

export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    pageSize: z.number().int(),
    curPageIndex: z.number().int(),
  });
}
