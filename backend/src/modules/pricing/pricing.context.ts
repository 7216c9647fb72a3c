import { type ContextDefinition } from '../../core/wiring/context-definition';
import { PricingModule } from './pricing.module';

/** Pricing (see pricing.module.ts, docs/pricing.md). */
export const PRICING: ContextDefinition = {
  name: 'pricing',
  module: PricingModule,
  migrations: [],
  menus: [],
};
