import { ServiceFeesController } from './service-fees.controller';
import { ServiceFeesService } from './service-fees.service';

/** What the service fees contribute to PricingModule. */
export const SERVICE_FEE_CONTROLLERS = [ServiceFeesController];
export const SERVICE_FEE_PROVIDERS = [ServiceFeesService];
/** Nest modules of other contexts it needs (their exported services). */
export const SERVICE_FEE_IMPORTS = [];
/** Services other parts and contexts call (the quote: ServiceFeesService.rulesInForce). */
export const SERVICE_FEE_EXPORTS = [ServiceFeesService];
