import { SetMetadata } from '@nestjs/common';
import type { SearchHit, SearchKind } from '@bo/shared';
import type { Actor } from '../context/request-context';

export const SEARCH_SOURCE_KEY = 'bo:search-source';

/**
 * One kind of record the search (`GET /bo/Search`) finds, offered by the context that owns it:
 * a provider implementing this interface and marked `@SearchSource()` in its context's module.
 * The search asks a source only when the caller holds its `permission`; the source itself applies
 * the caller's tenancy (staff: every organization; an agency user: its own).
 */
export interface SearchSource {
  readonly kind: SearchKind;
  /** The view permission of the records (`organizations.view`, `users.view`, `credit.view`). */
  readonly permission: string;
  /** At most `limit` records whose searchable text contains `text` (case-insensitive, literal). */
  search(actor: Actor, text: string, limit: number): Promise<SearchHit[]>;
}

/** Marks a provider as a SearchSource for the search service to find. */
export const SearchSource = () => SetMetadata(SEARCH_SOURCE_KEY, true);
