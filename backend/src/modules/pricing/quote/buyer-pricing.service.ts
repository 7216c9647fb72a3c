import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CustomerType, PaymentMethod, ProductType, StarRating } from '@bo/shared';
import type { Actor } from '../../../core/context/request-context';
import { fieldError } from '../../../core/http/action-result';
import { SystemFees } from '../../credit';
import { OrganizationDirectory } from '../../organizations';
import type { PriceRequest, PricingRules, SystemFeeRule } from '../engine/price-engine.types';
import { OrganizationGroupsService } from '../groups/organization-groups.service';
import { MarkupRules } from '../markups/services/markup-rules';
import { ServiceFeesService } from '../service-fees/service-fees.service';

/**
 * What the engine is asked for one hotel rate, by the quote and by the availability answer's
 * selling prices alike (so the two agree): the buyer's sale of `supplierCost` for the stay.
 */
export function hotelRateSale(
  buyer: Buyer,
  sale: { saleDate: string; paymentType: PaymentMethod | null; foreignGuests: boolean },
  rate: { currencyCode: string; supplierCost: number; rooms: number; nights: number; starRating: number },
): PriceRequest {
  return {
    ...saleOf(buyer, 'hotel', sale.saleDate, sale.paymentType),
    currencyCode: rate.currencyCode,
    supplierCost: rate.supplierCost,
    units: { rooms: rate.rooms, nights: rate.nights },
    starRating: rate.starRating as StarRating,
    foreignGuests: sale.foreignGuests,
  };
}

/** The buyer's part of any sale: product, date, customer type, group and payment type. */
export const saleOf = (buyer: Buyer, product: ProductType, saleDate: string, paymentType: PaymentMethod | null) => ({
  product,
  saleDate,
  customerType: buyer.customerType,
  markupGroupId: buyer.group?.id ?? null,
  paymentType,
});

/** Who is buying: an agency (B2B) or a consumer (B2C), and the mark-up group that prices it. */
export interface Buyer {
  customerType: CustomerType;
  organizationId: string | null;
  organizationName: string | null;
  group: { id: string; name: string; commissionBasisPoints: number } | null;
}

/**
 * The buyer and the rules that price its sales, for the quote and the hotels' selling prices: one
 * place that knows where each kind of rule lives (the group's mark-ups, the service fees, the credit
 * context's system fees, the group's commission). Read once per quote or search, never per rate.
 */
@Injectable()
export class BuyerPricing {
  constructor(
    private readonly dataSource: DataSource,
    private readonly organizations: OrganizationDirectory,
    private readonly groups: OrganizationGroupsService,
    private readonly markups: MarkupRules,
    private readonly serviceFees: ServiceFeesService,
    private readonly systemFees: SystemFees,
  ) {}

  /**
   * The buyer of a sale: the organization named (staff) or the agency user's own (naming another:
   * 404, as for any record of another organization), B2B; no organization (staff only), the
   * consumers, B2C. An organization that does not exist is a field error on `organizationId`.
   */
  async resolve(actor: Actor, organizationId: string | undefined): Promise<Buyer> {
    if (actor.organizationId !== null && organizationId !== undefined && organizationId !== actor.organizationId) {
      throw fieldError('ORGANIZATION_NOT_YOURS', 'organizationId');
    }
    const buyerId = actor.organizationId ?? organizationId ?? null;
    // The actor's own organization exists (a user row references it; a client token's is approved): not looked up.
    if (
      buyerId !== null &&
      buyerId !== actor.organizationId &&
      !(await this.organizations.exists(this.dataSource.manager, buyerId))
    ) {
      throw fieldError('ORGANIZATION_NOT_FOUND', 'organizationId');
    }
    const [{ customerType, group }, organizationName] = await Promise.all([
      this.groups.pricingGroup(buyerId),
      buyerId ? this.nameOf(buyerId) : null,
    ]);
    return { customerType, organizationId: buyerId, organizationName, group };
  }

  /** Every rule in force on `saleDate` for the buyer's sales in `currencyCode` (of `productType` when given). */
  async rules(buyer: Buyer, currencyCode: string, saleDate: string, productType?: ProductType): Promise<PricingRules> {
    const [markups, serviceFees, systemFees] = await Promise.all([
      buyer.group ? this.markups.inForce(buyer.group.id, saleDate, productType) : [],
      this.serviceFees.rulesInForce(currencyCode, saleDate),
      // The credit context's settings: the organization's own, else the provider's defaults.
      this.systemFees.inEffect(buyer.organizationId, { currencyCode }).then((fees) => fees.map(toSystemFeeRule)),
    ]);
    return { markups, serviceFees, systemFees, commissionBasisPoints: buyer.group?.commissionBasisPoints ?? 0 };
  }

  /** The organization's name from this context's replica (null until the replica has it). */
  private async nameOf(organizationId: string): Promise<string | null> {
    const [row] = (await this.dataSource.query(`SELECT name FROM pricing.organizations WHERE id = $1`, [organizationId])) as {
      name: string;
    }[];
    return row?.name ?? null;
  }
}

const toSystemFeeRule = (f: {
  id: string;
  feeType: SystemFeeRule['feeType'];
  currencyCode: string;
  basis: SystemFeeRule['basis'];
  value: number;
  active: boolean;
}): SystemFeeRule => ({
  id: f.id,
  feeType: f.feeType,
  currencyCode: f.currencyCode,
  basis: f.basis,
  value: f.value,
  active: f.active,
});
