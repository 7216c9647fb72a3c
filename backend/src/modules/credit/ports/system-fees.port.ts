import type { SystemFeeItem } from '@bo/shared';

/**
 * The system fee settings in effect, for other contexts pricing a sale (pricing: the buyer's
 * fees). Implemented by SystemFeesInEffect (fees/queries/); provided and exported by CreditFeesModule.
 */
export abstract class SystemFees {
  /**
   * The active settings that apply, per fee type and currency: the organization's own, else the
   * provider's default; no organization (a consumer): the provider's active defaults. No tenancy
   * check: the caller resolved the buyer.
   */
  abstract inEffect(
    organizationId: string | null,
    filter?: { feeType?: SystemFeeItem['feeType']; currencyCode?: string },
  ): Promise<SystemFeeItem[]>;
}
