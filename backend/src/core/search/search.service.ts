import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { hasPermission, SEARCH_KINDS, SEARCH_LIMIT_PER_KIND, type SearchResult } from '@bo/shared';
import type { Actor } from '../context/request-context';
import { RolePermissionsService } from '../auth/role-permissions.service';
import { markedProviders } from '../wiring/marked-providers';
import { SEARCH_SOURCE_KEY, type SearchSource } from './search-source';

/** Asks every search source the caller may read, at once, and answers their records kind by kind. */
@Injectable()
export class SearchService implements OnApplicationBootstrap {
  private sources: SearchSource[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly roles: RolePermissionsService,
  ) {}

  onApplicationBootstrap(): void {
    this.sources = markedProviders<SearchSource>(this.discovery, SEARCH_SOURCE_KEY)
      .map(({ instance }) => instance)
      .sort((a, b) => SEARCH_KINDS.indexOf(a.kind) - SEARCH_KINDS.indexOf(b.kind));
  }

  async search(actor: Actor, text: string): Promise<SearchResult> {
    const granted = await this.roles.of(actor.role);
    const readable = this.sources.filter((source) => hasPermission(granted, source.permission));
    const found = await Promise.all(readable.map((source) => source.search(actor, text, SEARCH_LIMIT_PER_KIND)));
    return { items: found.flat() };
  }
}
