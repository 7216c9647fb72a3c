import { z } from 'zod';
import type { ErrorCode } from '../errors/error-catalogue';

/**
 * `GET /bo/Search?q=` (signed in): the records the caller may see whose name, code, e-mail or
 * reference contains the text, for the web app's search (Ctrl+K). Each kind of record comes from
 * the context that owns it and only when the caller holds that context's view permission, within
 * the caller's tenancy (an agency user finds only its own organization's records).
 */
export const SEARCH_KINDS = ['organization', 'user', 'topUp'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Shorter text matches too much to be useful; longer is no name or reference. */
export const SEARCH_TEXT_MIN = 2;
export const SEARCH_TEXT_MAX = 100;
/** At most this many records of each kind (a search box, not a list). */
export const SEARCH_LIMIT_PER_KIND = 5;

export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'REQUIRED_FIELD' satisfies ErrorCode })
    .trim()
    .min(SEARCH_TEXT_MIN, { error: 'AT_LEAST_N_CHARACTERS' satisfies ErrorCode })
    .max(SEARCH_TEXT_MAX, { error: 'AT_MOST_N_CHARACTERS' satisfies ErrorCode }),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.string(),
  /** What the record is called (organization name, user's full name, bank-in reference). */
  title: z.string(),
  /** A second line that tells similar records apart (code and e-mail, username, amount and organization). */
  detail: z.string(),
  /** The web app screen that shows the record (a path of SCREEN_PATHS, with its query). */
  path: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResultSchema = z.object({ items: z.array(searchHitSchema) });
export type SearchResult = z.infer<typeof searchResultSchema>;
