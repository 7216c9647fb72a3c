import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

/** `GET /bo/Search` over the `@SearchSource()` providers of every context (see search-source.ts). */
@Module({ imports: [DiscoveryModule], controllers: [SearchController], providers: [SearchService] })
export class SearchModule {}
