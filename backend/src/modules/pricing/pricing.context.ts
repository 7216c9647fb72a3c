import { type ContextDefinition } from '../../core/wiring/context-definition';
import { Markups1732240001810 } from './migrations/1732240001810-markups';
import { PricingModule } from './pricing.module';

/** Pricing (see pricing.module.ts, docs/pricing.md). */
export const PRICING: ContextDefinition = {
  name: 'pricing',
  module: PricingModule,
  migrations: [Markups1732240001810],
  menus: [],
};
