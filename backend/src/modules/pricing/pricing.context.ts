import { type ContextDefinition } from '../../core/wiring/context-definition';
import { Pricing1732240001800 } from './migrations/1732240001800-pricing';
import { Markups1732240001810 } from './migrations/1732240001810-markups';
import { PricingModule } from './pricing.module';

/** Pricing (see pricing.module.ts, docs/pricing.md). */
export const PRICING: ContextDefinition = {
  name: 'pricing',
  module: PricingModule,
  // One migration a line, each with what it makes (the parts of the context add theirs).
  migrations: [
    Pricing1732240001800, // mark-up groups, organizations' groups, service fees
    Markups1732240001810, // mark-ups' read models (current versions, every version)
  ],
  menus: [],
};
