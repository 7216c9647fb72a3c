import { Module } from '@nestjs/common';
import { GROUP_CONTROLLERS, GROUP_EXPORTS, GROUP_IMPORTS, GROUP_PROVIDERS } from './groups/groups.wiring';
import { PricingRulesCache } from './pricing-rules.cache';
import { MARKUP_CONTROLLERS, MARKUP_IMPORTS, MARKUP_PROVIDERS } from './markups/markups.wiring';
import { QUOTE_CONTROLLERS, QUOTE_EXPORTS, QUOTE_IMPORTS, QUOTE_PROVIDERS } from './quote/quote.wiring';
import {
  SERVICE_FEE_CONTROLLERS,
  SERVICE_FEE_EXPORTS,
  SERVICE_FEE_IMPORTS,
  SERVICE_FEE_PROVIDERS,
} from './service-fees/service-fees.wiring';

/**
 * Pricing (`/markup`, `/bo/ServiceFee`; docs/pricing.md), in the `pricing` schema: mark-up groups
 * and organizations' group, mark-ups as event-sourced versions, service fees, and the price quote.
 * Prices come from one pure engine (`engine/`) fed with the rules in force.
 */
@Module({
  // A module listed twice is imported once.
  imports: [...new Set([...GROUP_IMPORTS, ...SERVICE_FEE_IMPORTS, ...MARKUP_IMPORTS, ...QUOTE_IMPORTS])],
  controllers: [...GROUP_CONTROLLERS, ...SERVICE_FEE_CONTROLLERS, ...MARKUP_CONTROLLERS, ...QUOTE_CONTROLLERS],
  // PricingRulesCache: the rules in force, read by the quote, dropped by every part's writes.
  providers: [PricingRulesCache, ...GROUP_PROVIDERS, ...SERVICE_FEE_PROVIDERS, ...MARKUP_PROVIDERS, ...QUOTE_PROVIDERS],
  exports: [...GROUP_EXPORTS, ...SERVICE_FEE_EXPORTS, ...QUOTE_EXPORTS],
})
export class PricingModule {}
