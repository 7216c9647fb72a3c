import { Controller, Get, Query } from '@nestjs/common';
import { searchQuerySchema, searchResultSchema, type SearchQuery } from '@bo/shared';
import type { Actor } from '../context/request-context';
import { CurrentActor, SignedIn } from '../auth/auth.decorators';
import { Contract } from '../http/contract.decorator';
import { SearchService } from './search.service';

/**
 * The web app's search (Ctrl+K). Any signed-in user may call it; what it answers depends on the
 * caller's permissions (a kind of record only with its view permission) and tenancy.
 */
@Controller('bo/Search')
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  @Get()
  @SignedIn()
  @Contract({
    summary:
      'Records the caller may see whose name, code, e-mail or reference contains q: organizations (organizations.view), ' +
      'users (users.view), top-ups by bank-in reference (credit.view); an agency user finds only its own organization’s',
    query: searchQuerySchema,
    response: searchResultSchema,
    tags: ['search'],
  })
  search(@CurrentActor() actor: Actor, @Query() query: SearchQuery) {
    return this.searchService.search(actor, query.q);
  }
}
