import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CustomerType, ProductType } from '@bo/shared';
import type { Actor } from '../../../core/context/request-context';
import { AppError } from '../../../core/errors/app-error';
import { fieldError } from '../../../core/http/action-result';
import { SystemFeesService } from '../../credit/fees/services/system-fees.service';
import { OrganizationDirectory } from '../../organizations/services/organization-directory';
import type { PricingRules, SystemFeeRule } from '../engine/price-engine.types';
import { OrganizationGroupsService } from '../groups/organization-groups.service';
import { MarkupRules } from '../markups/services/markup-rules';
import { ServiceFeesService } from '../service-fees/service-fees.service';

/** Who is buying: an agency (B2B) or a consumer (B2C), and the mark-up group that prices it. */
export interface Buyer {
  customerType: CustomerType;
  organizationId: string | null;
  organizationName: string | null;
  group: { id: string; name: string; commissionBasisPoints: number } | null;
}

/** The page size the provider's default system fees are read in (one page holds them all: a fee per type and currency). */
const DEFAULT_FEES_PAGE = 50;

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
    private readonly systemFees: SystemFeesService,
  ) {}

  /**
   * The buyer of a sale: the organization named (staff) or the agency user's own (naming another:
   * 404, as for any record of another organization), B2B; no organization (staff only), the
   * consumers, B2C. An organization that does not exist is a field error on `organizationId`.
   */
  async resolve(actor: Actor, organizationId: string | undefined): Promise<Buyer> {
    if (actor.organizationId !== null && organizationId !== undefined && organizationId !== actor.organizationId) {
      throw new AppError('RECORD_NOT_FOUND');
    }
    const buyerId = actor.organizationId ?? organizationId ?? null;
    if (buyerId !== null && !(await this.organizations.exists(this.dataSource.manager, buyerId))) {
      throw fieldError('ORGANIZATION_NOT_FOUND', 'organizationId');
    }
    const { customerType, group } = await this.groups.pricingGroup(buyerId);
    return { customerType, organizationId: buyerId, organizationName: buyerId ? await this.nameOf(buyerId) : null, group };
  }

  /** Every rule in force on `saleDate` for the buyer's sales in `currencyCode` (of `productType` when given). */
  async rules(
    actor: Actor,
    buyer: Buyer,
    currencyCode: string,
    saleDate: string,
    productType?: ProductType,
  ): Promise<PricingRules> {
    const [markups, serviceFees, systemFees] = await Promise.all([
      buyer.group ? this.markups.inForce(buyer.group.id, saleDate, productType) : [],
      this.serviceFees.rulesInForce(currencyCode, saleDate),
      this.systemFeesFor(actor, buyer, currencyCode),
    ]);
    return { markups, serviceFees, systemFees, commissionBasisPoints: buyer.group?.commissionBasisPoints ?? 0 };
  }

  /**
   * The credit context's system fee settings in effect: an organization's own, else the provider's
   * defaults (`checkSystemFeeSetting`'s `effective`); a consumer, the provider's active defaults.
   */
  private async systemFeesFor(actor: Actor, buyer: Buyer, currencyCode: string): Promise<SystemFeeRule[]> {
    if (buyer.organizationId !== null) {
      const { effective } = await this.systemFees.check(actor, { organizationId: buyer.organizationId, currencyCode });
      return effective.map(toSystemFeeRule);
    }
    const defaults = [];
    for (let page = 1; ; page++) {
      const { items, total } = await this.systemFees.list(actor, {
        defaultsOnly: true,
        currencyCode,
        pageSize: DEFAULT_FEES_PAGE,
        curPageIndex: page,
      });
      defaults.push(...items);
      if (page * DEFAULT_FEES_PAGE >= total) break;
    }
    return defaults.filter((f) => f.active).map(toSystemFeeRule);
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
