import { MENU_CODES, SCREEN_PATHS } from '@bo/shared';
import { type ContextDefinition, type MenuGroup, staffMenus } from '../../core/wiring/context-definition';
import { Pricing1732240001800 } from './migrations/1732240001800-pricing';
import { Markups1732240001810 } from './migrations/1732240001810-markups';
import { PricingModule } from './pricing.module';
import { seedPricing } from './pricing.seed';

/** The navigation group of its screens. */
const PRICING_GROUP: MenuGroup = ['Pricing', 'Harga'];

/** One entry per list screen of the Pricing group (web app: features/markup-groups, markups, service-fees), for the provider's staff. */
const menu = staffMenus(PRICING_GROUP, ['view', 'create', 'edit']);

/** Pricing (see pricing.module.ts, docs/pricing.md). */
export const PRICING: ContextDefinition = {
  name: 'pricing',
  module: PricingModule,
  schemas: ['pricing'],
  // One migration a line, each with what it makes (the parts of the context add theirs).
  migrations: [
    Pricing1732240001800, // mark-up groups, organizations' groups, service fees
    Markups1732240001810, // mark-ups' read models (current versions, every version)
  ],
  // The default mark-up groups (B2C, STANDARD) and demo service fees.
  seed: ({ dataSource }) => seedPricing(dataSource),
  menus: [
    menu(MENU_CODES.markupGroups, ['Mark-up Groups', 'Kumpulan Tokokan Harga'], SCREEN_PATHS.markupGroups, 'users-group', 16),
    menu(MENU_CODES.markups, ['Mark-ups', 'Tokokan Harga'], SCREEN_PATHS.markups, 'percentage', 17),
    menu(MENU_CODES.serviceFees, ['Service Fees', 'Yuran Perkhidmatan'], SCREEN_PATHS.serviceFees, 'receipt', 18),
  ],
};
