import type { ContextDefinition } from '../../core/wiring/context-definition';
import { HotelsModule } from './hotels.module';
import { Hotels1732240001600 } from './migrations/1732240001600-hotels';

/**
 * Hotel inventory (see hotels.module.ts, docs/hotel-inventory.md). No menus yet: its permissions
 * (`hotels.*`, `hotel-rooms.*`, `hotel-amenities.*`, `hotel-beds.*`, `hotel-bed-types.*`, shared
 * MENU_CODES) get their menu entries, with paths and default grants, with the /Hotel/* screens;
 * until then only a `*` role holds them. No seed: demo hotels come through the API (part 2).
 */
export const HOTELS: ContextDefinition = {
  name: 'hotels',
  module: HotelsModule,
  migrations: [Hotels1732240001600],
};
